import { defineProject } from 'vitest/config';

// Component tests: happy-dom and @testing-library/react, against a fake search platform, so no
// server is needed. Workspace packages resolve to their TypeScript sources (`source`).
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    restoreMocks: true,
    setupFiles: ['src/test-support/preload-on-demand.ts'],
  },
});

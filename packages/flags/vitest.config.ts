import { defineProject } from 'vitest/config';

// Store and component tests: happy-dom and @testing-library/react, against a fake search platform, so no
// server is needed. Workspace packages resolve to their TypeScript sources (`source`).
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'flags',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    restoreMocks: true,
    // The engine's on-demand code, loaded before each file (see the widgets' setup file).
    setupFiles: ['../widgets/src/test-support/preload-on-demand.ts'],
  },
});

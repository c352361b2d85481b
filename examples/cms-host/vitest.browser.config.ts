import { defineProject } from 'vitest/config';

// End-to-end tests: the demo server in-process, Debian's Chromium via playwright-core, axe-core.
// They need the loader built (`pnpm build`); the root `pnpm test` runs them after the build.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'cms-host-e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

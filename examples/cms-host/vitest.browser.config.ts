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
    // expect.poll's own default is 1 s: on a busy two-core machine loading React and a panel's
    // code can take longer, and a journey failed once for it. A poll still ends as soon as the
    // state is there; a poll that asks for less (another tab following) says so itself.
    expect: { poll: { timeout: 10_000 } },
  },
});

import { defineProject } from 'vitest/config';

// Browser tests: Node drives Debian's Chromium through playwright-core against the built
// loader (run `pnpm build` first; the root `pnpm test` does).
export default defineProject({
  test: {
    name: 'loader-browser',
    environment: 'node',
    include: ['test/browser/**/*.browser.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

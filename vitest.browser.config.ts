import { defineConfig } from 'vitest/config';

// Browser tests (Chromium via playwright-core) of every package that has them; they need the
// packages built, so `pnpm test` runs them after `pnpm build`. The Storybook project renders every
// story in Chromium (Vitest browser mode) with its play function and an axe-core check.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.browser.config.ts',
      'examples/*/vitest.browser.config.ts',
      'storybook/vitest.config.ts',
    ],
    reporters: ['default', './scripts/vitest-summary-reporter.mjs'],
  },
});

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
    // One worker per CPU. With the Storybook browser project in the list, Vitest ran the
    // end-to-end files one at a time (measured on two CPUs: four files took 51 s from here, 37 s
    // with two workers); each file has its own server, port and Chromium, so they never share
    // state, and their waits are for end states, not times, so a busy CPU slows them only.
    maxWorkers: '100%',
    reporters: ['default', './scripts/vitest-summary-reporter.mjs'],
  },
});

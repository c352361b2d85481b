import { defineConfig } from 'vitest/config';

// Browser tests (Chromium via playwright-core) of every package that has them; they need the
// packages built, so `pnpm test` runs them after `pnpm build`.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.browser.config.ts', 'examples/*/vitest.browser.config.ts'],
    reporters: ['default', './scripts/vitest-summary-reporter.mjs'],
  },
});

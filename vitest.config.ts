import { defineConfig } from 'vitest/config';

// One Vitest run over every package: each package brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
    reporters: ['default', './scripts/vitest-summary-reporter.mjs'],
  },
});

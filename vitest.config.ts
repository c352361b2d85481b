import { defineConfig } from 'vitest/config';

// One Vitest run over every package: each package brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
    // One worker per CPU: left to its default, Vitest ran these files one at a time here (the
    // whole run on two CPUs: 171 s by default, 103 s with two workers). The files share nothing:
    // timers are faked per test and each DOM is happy-dom's own.
    maxWorkers: '100%',
    reporters: ['default', './scripts/vitest-summary-reporter.mjs'],
  },
});

import { defineProject } from 'vitest/config';

// The lead-form rules and enhancers in happy-dom. What only a real browser shows (focus, the
// submit by keyboard, axe) is in the cms-host e2e tests.
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'leads',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
  },
});

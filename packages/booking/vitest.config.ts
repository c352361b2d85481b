import { defineProject } from 'vitest/config';

// The minimum-stay rules and the availability enhancer (with flatpickr) in happy-dom. What only a
// real browser shows (native date inputs by keyboard, focus, axe) is in the cms-host e2e tests.
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'booking',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
  },
});

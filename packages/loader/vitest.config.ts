import { defineProject } from 'vitest/config';

// The runtime lives in the DOM: unit tests run in happy-dom with injected observers; the
// browser tests (real IntersectionObserver, real chunks) run in Chromium, see test/browser.
export default defineProject({
  test: {
    name: 'loader',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    restoreMocks: true,
  },
});

import { defineProject } from 'vitest/config';

// The core must run without a DOM: its tests use Node and fake platforms.
// Tests that exercise the browser platform opt into happy-dom per file.
export default defineProject({
  test: {
    name: 'search-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
  },
});

import { defineProject } from 'vitest/config';

// The demo's unit tests run in Node. Workspace packages resolve to their TypeScript sources
// (the `source` export condition), so the tests need no build first.
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'cms-host',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});

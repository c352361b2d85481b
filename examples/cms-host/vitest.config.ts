import { defineProject } from 'vitest/config';

// The demo's unit tests run in Node. Workspace packages resolve to their TypeScript sources
// (the `source` export condition; `ssr` is the resolution Vitest uses for Node), so the tests
// need no build first. End-to-end tests (test/e2e) run from vitest.browser.config.ts.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'cms-host',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/*.test.ts'],
  },
});

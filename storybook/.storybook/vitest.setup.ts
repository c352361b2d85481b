/**
 * Every story test fails on a console error: a story must render without one (a story that
 * fails on purpose routes its expected errors elsewhere, see harness/mount-page.ts).
 */
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// The root browser run shares two cores with the other browser suites: a state that takes one
// second under that load is not a failure. Waits still end as soon as the state is there.
configure({ asyncUtilTimeout: 5000 });

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
    original(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const seen = errors.map((args) => args.map(String).join(' '));
  expect(seen, 'console errors while the story ran').toEqual([]);
});

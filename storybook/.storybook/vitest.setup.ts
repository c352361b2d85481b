/**
 * Every story test fails on a console error or warning: a story must render without one (a story
 * that fails on purpose routes its expected ones elsewhere, see harness/mount-page.ts).
 */
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

// The root browser run shares two cores with the other browser suites: a state that takes one
// second under that load is not a failure. Waits still end as soon as the state is there.
configure({ asyncUtilTimeout: 5000 });

let said: string[] = [];
let spies: MockInstance[] = [];

/** Records what is said on one console method, still passing it on to the browser's console. */
function record(level: 'error' | 'warn'): MockInstance {
  const original = console[level].bind(console);
  return vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    said.push(`console.${level}: ${args.map(String).join(' ')}`);
    original(...args);
  });
}

beforeEach(() => {
  said = [];
  spies = [record('error'), record('warn')];
});

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  expect(said, 'console errors and warnings while the story ran').toEqual([]);
});

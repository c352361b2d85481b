/**
 * Every story test fails on a console error or warning: a story must render without one (a story
 * that fails on purpose routes its expected ones elsewhere, see harness/mount-page.ts).
 */
import { getConfig } from 'storybook/test';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { PLAY_WAIT_MS } from './play-wait.js';

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
  // Set by preview.tsx, for the Storybook window as much as for these tests.
  expect(getConfig().asyncUtilTimeout, 'the plays’ wait').toBe(PLAY_WAIT_MS);
  for (const spy of spies) spy.mockRestore();
  expect(said, 'console errors and warnings while the story ran').toEqual([]);
});

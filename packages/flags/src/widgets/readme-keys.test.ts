/** The README's key tables name keys the flags' parsers know (widgets' test-support/readme-keys.ts). */
import { describe, expect, it } from 'vitest';
import {
  documentedKeys,
  readReadme,
  unknownKeys,
} from '../../../widgets/src/test-support/readme-keys.js';
import { parseFlagOptions } from '../store/index.js';
import { parseCounterConfig } from './counter-config.js';
import { parseFlagConfig } from './flag-config.js';
import { parseViewConfig } from './view-config.js';

const readme = readReadme(import.meta.url);

const TABLES: [heading: string, parse: (raw: unknown) => unknown][] = [
  ['### Options (SPEC 3.6)', (raw) => parseFlagOptions(raw, console.warn)],
  ['### `flag`', parseFlagConfig],
  ['### `favourites-counter`', parseCounterConfig],
  ['### `favourites-view`', parseViewConfig],
];

describe('README key tables', () => {
  it.each(TABLES)('%s: every documented key is one its parser knows', (heading, parse) => {
    const keys = documentedKeys(readme, heading);
    expect(keys.length).toBeGreaterThan(0);
    expect(unknownKeys(keys, parse)).toEqual([]);
  });
});

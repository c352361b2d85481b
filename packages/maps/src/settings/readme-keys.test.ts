/** The README's key tables name keys the maps' parsers know (widgets' test-support/readme-keys.ts). */
import { describe, expect, it } from 'vitest';
import {
  documentedKeys,
  readReadme,
  unknownKeys,
} from '../../../widgets/src/test-support/readme-keys.js';
import { parseSearchMapConfig } from '../search/search-map-config.js';
import { parseMapSettings } from './parse-map-settings.js';

const readme = readReadme(import.meta.url);

const TABLES: [heading: string, parse: (raw: unknown) => unknown][] = [
  ['### Config keys (SPEC 3.18)', parseMapSettings],
  ['## The results map (`search-map`, SPEC 2.3)', parseSearchMapConfig],
];

describe('README key tables', () => {
  it.each(TABLES)('%s: every documented key is one its parser knows', (heading, parse) => {
    const keys = documentedKeys(readme, heading);
    expect(keys.length).toBeGreaterThan(0);
    expect(unknownKeys(keys, parse)).toEqual([]);
  });
});

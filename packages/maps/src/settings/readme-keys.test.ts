/** The README's key tables name keys the maps' parsers know (widgets' test-support/readme-keys.ts). */
import { describe } from 'vitest';
import {
  checkKeyTables,
  type KeyTable,
  readReadme,
} from '../../../widgets/src/test-support/readme-keys.js';
import { parseSearchMapConfig } from '../search/search-map-config.js';
import { parseMapSettings } from './parse-map-settings.js';

const readme = readReadme(import.meta.url);

const TABLES: KeyTable[] = [
  ['### Config keys (SPEC 3.18)', parseMapSettings],
  ['## The results map (`search-map`, SPEC 2.3)', parseSearchMapConfig],
];

describe('README key tables', () => {
  checkKeyTables(readme, TABLES);
});

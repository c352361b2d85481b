/** The README's key tables name keys the flags' parsers know (widgets' test-support/readme-keys.ts). */
import { describe } from 'vitest';
import {
  checkKeyTables,
  type KeyTable,
  readReadme,
} from '../../../widgets/src/test-support/readme-keys.js';
import { parseFlagOptions } from '../store/index.js';
import { parseCounterConfig } from './counter-config.js';
import { parseFlagConfig } from './flag-config.js';
import { parseViewConfig } from './view-config.js';

const readme = readReadme(import.meta.url);

const TABLES: KeyTable[] = [
  ['### Options (SPEC 3.6)', (raw) => parseFlagOptions(raw, console.warn)],
  ['### `flag`', parseFlagConfig],
  ['### `favourites-counter`', parseCounterConfig],
  ['### `favourites-view`', parseViewConfig],
];

describe('README key tables', () => {
  checkKeyTables(readme, TABLES);
});

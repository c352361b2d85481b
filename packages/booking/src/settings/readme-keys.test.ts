/** The README's key tables name keys the booking parsers know (widgets' test-support/readme-keys.ts). */
import { describe } from 'vitest';
import {
  checkKeyTables,
  type KeyTable,
  readReadme,
} from '../../../widgets/src/test-support/readme-keys.js';
import { parseCheckoutConfig } from '../checkout/checkout-config.js';
import { parseAvailabilitySettings } from './parse-availability-settings.js';

const readme = readReadme(import.meta.url);

const TABLES: KeyTable[] = [
  ['### Config keys (SPEC 3.12)', parseAvailabilitySettings],
  // The checkout's table: the heading line without the availability's "(SPEC 3.12)".
  ['### Config keys', parseCheckoutConfig],
];

describe('README key tables', () => {
  checkKeyTables(readme, TABLES);
});

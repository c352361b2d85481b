/** The README's key tables name keys the booking parsers know (widgets' test-support/readme-keys.ts). */
import { describe, expect, it } from 'vitest';
import {
  documentedKeys,
  readReadme,
  unknownKeys,
} from '../../../widgets/src/test-support/readme-keys.js';
import { parseCheckoutConfig } from '../checkout/checkout-config.js';
import { parseAvailabilitySettings } from './parse-availability-settings.js';

const readme = readReadme(import.meta.url);

const TABLES: [heading: string, parse: (raw: unknown) => unknown][] = [
  ['### Config keys (SPEC 3.12)', parseAvailabilitySettings],
  // The checkout's table: the heading line without the availability's "(SPEC 3.12)".
  ['### Config keys', parseCheckoutConfig],
];

describe('README key tables', () => {
  it.each(TABLES)('%s: every documented key is one its parser knows', (heading, parse) => {
    const keys = documentedKeys(readme, heading);
    expect(keys.length).toBeGreaterThan(0);
    expect(unknownKeys(keys, parse)).toEqual([]);
  });
});

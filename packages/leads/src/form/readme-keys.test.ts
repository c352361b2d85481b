/** The README's key tables name keys the leads' parsers know (widgets' test-support/readme-keys.ts). */
import { describe, expect, it } from 'vitest';
import {
  checkKeyTables,
  documentedKeys,
  type KeyTable,
  readReadme,
  unknownKeys,
} from '../../../widgets/src/test-support/readme-keys.js';
import { parseCallTrackingConfig } from '../call-tracking/call-tracking-config.js';
import { parseInquirySelectConfig } from '../inquiry-select/inquiry-select-config.js';
import { parseLeadConfig, parseReviewConfig } from './lead-config.js';

const readme = readReadme(import.meta.url);

const TABLES: KeyTable[] = [
  // The lead form's and the review form's table: `headline` is the review form's only.
  ['### Config keys', parseReviewConfig],
  ['## Call tracking: `call-tracking`', parseCallTrackingConfig],
  ['## Inquiry property select: `inquiry-select`', parseInquirySelectConfig],
];

describe('README key tables', () => {
  checkKeyTables(readme, TABLES);

  it("the lead form knows every key of that table but the review form's headline", () => {
    const keys = documentedKeys(readme, '### Config keys');
    expect(unknownKeys(keys, parseLeadConfig)).toEqual(['headline']);
  });
});

import { describe, expect, it } from 'vitest';
import { fitsFieldType } from './field-values.js';

describe('fitsFieldType', () => {
  it.each([
    ['bs_pets', 'true', true],
    ['bm_flags', 'false', true],
    ['bs_pets', 'maybe', false],
    ['bs_pets', 'TRUE', false],
    ['its_bedrooms', '3', true],
    ['is_sleeps', '-12', true],
    ['its_bedrooms', '3.5', false],
    ['its_bedrooms', '1e3', false],
    ['fts_price', '12.50', true],
    ['fs_score', '-.5', true],
    ['fm_rates', '2e-3', true],
    ['fts_price', '12,50', false],
    ['fts_price', 'NaN', false],
    ['ds_changed', '2026-11-25T10:00:00Z', true],
    ['dm_dates', '2026-11-25T10:00:00.123Z', true],
    ['ds_changed', '2026-11-25', false],
    ['ss_town', 'anything at all', true],
    ['sm_amenities', '', true],
    ['index_id', 'x', true],
    ['id', 'abc', true],
  ])('%s accepts %j: %s', (field, value, fits) => {
    expect(fitsFieldType(field, value)).toBe(fits);
  });
});

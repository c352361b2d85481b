import { describe, expect, it } from 'vitest';
import { discountOn, MAX_COUPON_LENGTH, readCoupon, SITE_PROMO_CODE } from './promo.js';

describe('the demo’s promo codes (SPEC 3.13), checked on the server', () => {
  it('knows the site’s code, whatever its case and spaces around it', () => {
    const valid = { state: 'valid', code: SITE_PROMO_CODE, percent: 10 };
    expect(readCoupon('HARBOUR10')).toEqual(valid);
    expect(readCoupon('harbour10')).toEqual(valid);
    expect(readCoupon('  Harbour10 ')).toEqual(valid);
  });

  it('says an empty or missing code is none, and any other is invalid', () => {
    expect(readCoupon(null)).toEqual({ state: 'none' });
    expect(readCoupon('   ')).toEqual({ state: 'none' });
    for (const typed of ['HARBOUR11', 'HARBOUR 10', 'constructor', '__proto__', 'toString'])
      expect(readCoupon(typed), typed).toEqual({ state: 'invalid' });
    // A long value is not read beyond the limit, even one that starts with the code.
    expect(readCoupon(`${SITE_PROMO_CODE}${' '.repeat(MAX_COUPON_LENGTH)}x`)).toEqual({
      state: 'invalid',
    });
    expect(readCoupon('H'.repeat(10_000))).toEqual({ state: 'invalid' });
  });

  it('takes 10 % off the rent, rounded to the dollar; nothing for no code or a wrong one', () => {
    const code = readCoupon(SITE_PROMO_CODE);
    expect(discountOn(360, code)).toBe(36);
    expect(discountOn(845, code)).toBe(85);
    expect(discountOn(844, code)).toBe(84);
    expect(discountOn(360, readCoupon('NOPE'))).toBe(0);
    expect(discountOn(360, readCoupon(''))).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_FORMAT,
  formatPhone,
  isPhoneFormat,
  nationalNumber,
  phoneHref,
} from './phone-number.js';

describe('nationalNumber (the cookie and link texts are untrusted)', () => {
  it('takes 10 digits, or 11 starting with the country code 1, in the usual spellings', () => {
    for (const text of [
      '8005550100',
      '18005550100',
      '+1 800 555 0100',
      '(800) 555-0100',
      '800.555.0100',
      ' 1-800-555-0100 ',
    ])
      expect(nationalNumber(text)).toBe('8005550100');
  });

  it('refuses other digit counts and an 11-digit number not starting with 1', () => {
    for (const text of ['800555010', '800555010012', '28005550100', '', '   ', '+44 20 7946 0958'])
      expect(nationalNumber(text)).toBeNull();
  });

  it('refuses anything that is not only a number: letters, markup, script', () => {
    for (const text of [
      'abc8005550100',
      '8005550100x',
      '800-555-0100 ext 2',
      '<b>8005550100</b>',
      'javascript:8005550100',
      '8005550100;alert(1)',
      '++18005550100',
      '1+8005550100',
    ])
      expect(nationalNumber(text)).toBeNull();
  });

  it('does not parse long values, even made of digits and spaces', () => {
    expect(nationalNumber(`${' '.repeat(40)}8005550100`)).toBe('8005550100'); // trimmed first
    expect(nationalNumber(`800${' '.repeat(30)}5550100`)).toBeNull();
  });
});

describe('formatPhone (SPEC 9.5)', () => {
  it('shows (###) ###-#### by default', () => {
    expect(DEFAULT_PHONE_FORMAT).toBe('(###) ###-####');
    expect(formatPhone('8005550100', DEFAULT_PHONE_FORMAT)).toBe('(800) 555-0100');
  });

  it('fills another format, with the country code when it has 11 slots', () => {
    expect(formatPhone('8005550100', '###.###.####')).toBe('800.555.0100');
    expect(formatPhone('8005550100', '+# ###-###-####')).toBe('+1 800-555-0100');
    expect(formatPhone('8005550100', 'Call $& ###-###-####')).toBe('Call $& 800-555-0100');
  });

  it('accepts formats of 10 or 11 slots only', () => {
    expect(isPhoneFormat('(###) ###-####')).toBe(true);
    expect(isPhoneFormat('+# (###) ###-####')).toBe(true);
    expect(isPhoneFormat('###-####')).toBe(false);
    expect(isPhoneFormat('############')).toBe(false);
  });
});

describe('phoneHref', () => {
  it('keeps the link’s scheme (tel: or callto:) and its international form', () => {
    expect(phoneHref('tel:555-0100', '8005550100')).toBe('tel:8005550100');
    expect(phoneHref('callto:5550100', '8005550100')).toBe('callto:8005550100');
    expect(phoneHref('TEL:+1-555-0100', '8005550100')).toBe('TEL:+18005550100');
  });
});

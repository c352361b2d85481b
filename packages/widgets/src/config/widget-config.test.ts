import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidgetConfig, isSelector, optionalText, text } from './widget-config.js';

const parse = defineWidgetConfig('test', { close: text('Close', 20), title: optionalText(20) });

describe('widget config texts', () => {
  it('refuses a blank text a widget shows or speaks, keeping the default name', () => {
    for (const close of ['', '   '])
      expect(parse({ close })).toEqual({
        issues: [
          { path: '$.close', message: 'expected a non-empty string of at most 20 characters' },
        ],
      });
    expect(parse({ close: 'Shut' })).toEqual({ value: { close: 'Shut', title: null } });
    expect(parse({})).toEqual({ value: { close: 'Close', title: null } });
  });

  it('reads an optional text left empty or blank as none', () => {
    for (const title of ['', '  ', null, undefined])
      expect(parse({ title })).toEqual({ value: { close: 'Close', title: null } });
    expect(parse({ title: 'Photos' })).toEqual({ value: { close: 'Close', title: 'Photos' } });
    expect(parse({ title: 3 })).toMatchObject({ issues: [{ path: '$.title' }] });
  });
});

describe('widget config warnings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('name the element an unknown key is in (the loader hands it over), as errors do', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('div');
    expect(parse({ titel: 'Photos', close: 'Shut' }, element)).toEqual({
      value: { close: 'Shut', title: null },
    });
    expect(warn).toHaveBeenCalledWith(
      'Stayfront test: unknown config key(s) titel ignored.',
      element,
    );
  });
});

describe('isSelector', () => {
  it('takes what the browser parses, up to 300 characters', () => {
    for (const value of [
      '.results',
      '#bt-leads-1 .phone',
      'a[href^="tel:"]',
      'main > p:first-child',
    ])
      expect(isSelector(value)).toBe(true);
    expect(isSelector(`.${'a'.repeat(299)}`)).toBe(true);
  });

  it('refuses a syntax error, a blank or too long string, and what is not a string', () => {
    for (const value of ['..results', 'a[', '>>', '', '   ', `.${'a'.repeat(300)}`, 1, null, {}])
      expect(isSelector(value)).toBe(false);
  });
});

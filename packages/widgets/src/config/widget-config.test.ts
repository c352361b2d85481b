import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidgetConfig, optionalText, text } from './widget-config.js';

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

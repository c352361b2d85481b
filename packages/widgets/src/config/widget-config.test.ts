import { describe, expect, it } from 'vitest';
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

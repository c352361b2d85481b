import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAG_OPTIONS } from '../store/index.js';
import { defineFlagsConfig, integer, optionalText, selector, text } from './config.js';

const parse = defineFlagsConfig('test-widget', {
  id: optionalText(),
  label: text('Refresh'),
  rows: integer(5, 1, 10),
  target: selector(),
});

afterEach(() => vi.restoreAllMocks());

describe('favourites widget configs', () => {
  it('gives the defaults for an empty config', () => {
    expect(parse({})).toEqual({
      value: { id: null, label: 'Refresh', rows: 5, target: null, options: DEFAULT_FLAG_OPTIONS },
    });
  });

  it('hands the other keys to the flag options, legacy shape included', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = parse({ id: 'a', flag_options: { path: 'favourites', skip_solr: '1' } });
    expect(parsed).toEqual({
      value: {
        id: 'a',
        label: 'Refresh',
        rows: 5,
        target: null,
        options: { ...DEFAULT_FLAG_OPTIONS, path: '/favourites', skipSolr: true },
      },
    });
    // The widget's own keys are not "unknown options"; the legacy wrapper is named.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^Stayfront test-widget: .*"flag_options" is the legacy/,
    );
  });

  it('warns about keys neither the widget nor the options know, naming the element', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('button');
    expect('value' in parse({ lable: 'x' }, element)).toBe(true);
    // The element the loader hands over, as its errors have it: DevTools links it.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"$.lable"'), element);
  });

  it('collects every issue, the widget keys first, each with its JSON path', () => {
    expect(
      parse({ label: '', rows: 11, target: ':::', classes: { unflag: 3 }, namespace: '' }),
    ).toEqual({
      issues: [
        { path: '$.label', message: 'expected a non-empty string of at most 300 characters' },
        { path: '$.rows', message: 'expected a whole number from 1 to 10' },
        { path: '$.target', message: 'expected a CSS selector' },
        { path: '$.classes.unflag', message: expect.any(String) },
      ],
    });
  });

  it('refuses anything but a JSON object', () => {
    for (const raw of [null, [], 'x', 3])
      expect(parse(raw)).toEqual({ issues: [{ path: '$', message: 'expected a JSON object' }] });
  });
});

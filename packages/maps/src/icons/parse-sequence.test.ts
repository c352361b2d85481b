import { describe, expect, it, vi } from 'vitest';
import { parseSequence, repeatLastGiven } from './parse-sequence.js';

const resolve = (file: string) => (file.includes('..') ? undefined : `/m/${file}`);

function parse(raw: unknown) {
  const warn = vi.fn<(message: string) => void>();
  return { images: parseSequence(raw, 'seq', resolve, warn), warnings: warn.mock.calls.flat() };
}

describe('repeatLastGiven', () => {
  it('repeats the last given value over the missing tail and holes', () => {
    expect(repeatLastGiven([10, undefined, 30], 5)).toEqual([10, 10, 30, 30, 30]);
    expect(repeatLastGiven([], 2)).toEqual([undefined, undefined]);
  });
});

describe('parseSequence', () => {
  it('parallel lists: a width or height list shorter than the files repeats its last value (SPEC 3.20)', () => {
    const { images, warnings } = parse({ f: ['1.png', '2.png', '3.png'], w: [20], h: [30, 40] });
    expect(images).toEqual([
      { f: '/m/1.png', w: 20, h: 30 },
      { f: '/m/2.png', w: 20, h: 40 },
      { f: '/m/3.png', w: 20, h: 40 },
    ]);
    expect(warnings).toEqual([]);
  });

  it('parallel lists: lone values stand for lists of one, numeric strings are numbers', () => {
    expect(parse({ f: 'a.png', w: '12', h: 20 }).images).toEqual([{ f: '/m/a.png', w: 12, h: 20 }]);
  });

  it('a list of images: one without w or h takes the last one given before it', () => {
    const { images } = parse([{ f: 'a.png', w: 20, h: 30 }, { f: 'b.png' }, { f: 'c.png', h: 50 }]);
    expect(images).toEqual([
      { f: '/m/a.png', w: 20, h: 30 },
      { f: '/m/b.png', w: 20, h: 30 },
      { f: '/m/c.png', w: 20, h: 50 },
    ]);
  });

  it('a refused file is skipped but keeps its place in the size lists', () => {
    const { images } = parse({ f: ['a.png', '../b.png', 'c.png'], w: [10, 20], h: [5] });
    expect(images).toEqual([
      { f: '/m/a.png', w: 10, h: 5 },
      { f: '/m/c.png', w: 20, h: 5 },
    ]);
  });

  it('skips bad entries with warnings naming their key path', () => {
    const { images, warnings } = parse([
      'a.png',
      { f: 7 },
      { f: 'ok.png', w: -3, h: 'tall' },
      { f: 'nosize.png' },
    ]);
    expect(images).toBeUndefined();
    expect(warnings).toEqual([
      'seq[0]: expected an image { f, w, h }, got "a.png"',
      'seq[1].f: expected a string, got 7',
      'seq[2].w: expected a number of at least 1, got -3',
      'seq[2].h: expected a number of at least 1, got "tall"',
      'seq: image "/m/ok.png" has no width; skipped',
      'seq: image "/m/nosize.png" has no width; skipped',
    ]);
  });

  it('names the list index in the parallel shape', () => {
    const { warnings } = parse({ f: ['a.png'], w: [10], h: [null] });
    expect(warnings).toEqual(['seq: image "/m/a.png" has no height; skipped']);
    expect(parse({ f: ['a.png'], w: ['x'], h: [1] }).warnings[0]).toBe(
      'seq.w[0]: expected a number of at least 1, got "x"',
    );
  });

  it.each([undefined, null, '', [], { f: [] }])('%j is left empty (undefined)', (raw) => {
    expect(parse(raw)).toEqual({ images: undefined, warnings: [] });
  });

  it('warns about a sequence of the wrong kind', () => {
    expect(parse(42).warnings).toEqual([
      'seq: expected { f, w, h } lists or a list of images, got 42',
    ]);
  });
});

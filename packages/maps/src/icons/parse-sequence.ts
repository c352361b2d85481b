import { isEmpty, isRecord, readNumber, readString, show, type Warn } from './read-value.js';
import type { MarkerFile } from './types.js';

/** Checks a file name and joins it into an image URL; undefined (after a warning) if refused. */
export type ResolveFile = (file: string, at: string) => string | undefined;

/** A list, or one value standing for a list of one. */
function list(value: unknown): readonly unknown[] {
  if (isEmpty(value)) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * SPEC 3.20: a width or height list shorter than the file list repeats its last given value;
 * a hole (a missing or refused entry) takes the last value before it in the same way.
 */
export function repeatLastGiven<T>(
  values: readonly (T | undefined)[],
  length: number,
): (T | undefined)[] {
  const out: (T | undefined)[] = [];
  let last: T | undefined;
  for (let i = 0; i < length; i += 1) {
    last = values[i] ?? last;
    out.push(last);
  }
  return out;
}

/**
 * An icon's `sequence` (SPEC 3.20: images, each with file f, width w, height h), in either shape:
 * - parallel lists `{ "f": ["a.png", "b.png"], "w": [20], "h": [34, 40] }` (a lone value counts as
 *   a list of one), where the shorter w/h lists repeat their last value;
 * - a list of images `[{ "f": "a.png", "w": 20, "h": 34 }, { "f": "b.png" }]`, where an image
 *   without w or h takes the last one given before it.
 * Images with a refused file or no size at all are skipped with a warning. Returns undefined when
 * nothing usable is left: the field then counts as left empty.
 */
export function parseSequence(
  raw: unknown,
  at: string,
  resolveFile: ResolveFile,
  warn: Warn,
): MarkerFile[] | undefined {
  const files: (string | undefined)[] = [];
  const widths: (number | undefined)[] = [];
  const heights: (number | undefined)[] = [];
  const read = (i: number, f: unknown, w: unknown, h: unknown, path: (field: string) => string) => {
    const file = readString(f, path('f'), warn);
    files[i] = file === undefined ? undefined : resolveFile(file, path('f'));
    widths[i] = readNumber(w, path('w'), warn, 1);
    heights[i] = readNumber(h, path('h'), warn, 1);
  };
  if (Array.isArray(raw)) {
    raw.forEach((entry, i) => {
      if (isRecord(entry)) read(i, entry.f, entry.w, entry.h, (field) => `${at}[${i}].${field}`);
      else warn(`${at}[${i}]: expected an image { f, w, h }, got ${show(entry)}`);
    });
  } else if (isRecord(raw)) {
    const [f, w, h] = [list(raw.f), list(raw.w), list(raw.h)];
    f.forEach((file, i) => {
      read(i, file, w[i], h[i], (field) => `${at}.${field}[${i}]`);
    });
  } else if (!isEmpty(raw)) {
    warn(`${at}: expected { f, w, h } lists or a list of images, got ${show(raw)}`);
  }
  const w = repeatLastGiven(widths, files.length);
  const h = repeatLastGiven(heights, files.length);
  const images: MarkerFile[] = [];
  files.forEach((f, i) => {
    const [width, height] = [w[i], h[i]];
    if (f === undefined) return;
    if (width === undefined || height === undefined) {
      warn(`${at}: image ${show(f)} has no ${width === undefined ? 'width' : 'height'}; skipped`);
    } else images.push({ f, w: width, h: height });
  });
  return images.length > 0 ? images : undefined;
}

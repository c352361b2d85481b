/**
 * Keeps the READMEs' config key tables honest: the keys a table documents, and whether a widget's
 * parser knows each one. A themer copies keys from those tables; a key the parser does not know
 * is only warned about and ignored, so a stale table fails silently on a real page.
 *
 * Only this direction is checked: the parsers do not expose their schemas (that would add bytes to
 * every page), so a key accepted but left out of a table is for review to catch.
 */
import { readFileSync } from 'node:fs';
import { expect, it, vi } from 'vitest';

/** The package's README, from a test file's `import.meta.url` (tests sit under `src/`). */
export function readReadme(testUrl: string): string {
  const root = testUrl.slice(0, testUrl.lastIndexOf('/src/') + 1);
  return readFileSync(new URL('README.md', root), 'utf8');
}

/**
 * The backticked names in the first column of the first `| Key …` table after the line `marker`
 * (a heading, written in full). Dotted names (`text.flag`) are nested keys.
 */
export function documentedKeys(readme: string, marker: string): string[] {
  const lines = readme.split('\n');
  const start = lines.indexOf(marker);
  if (start < 0) throw new Error(`README has no line "${marker}"`);
  const header = lines.findIndex((line, index) => index > start && line.startsWith('| Key'));
  if (header < 0) throw new Error(`no key table after "${marker}"`);
  const keys: string[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const first = line.split(/(?<!\\)\|/)[1] ?? '';
    keys.push(...[...first.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
  }
  return keys;
}

/** `a.b` as `{ a: { b: null } }`: a value every reader either takes or reports, never ignores. */
function configWith(key: string): Record<string, unknown> {
  return key.split('.').reduceRight<unknown>((value, name) => ({ [name]: value }), null) as Record<
    string,
    unknown
  >;
}

/**
 * The documented keys `parse` warns about as unknown. Parsers warn through `console.warn` with
 * "unknown" and the name of the key, or of the object holding it, that they do not know; a wrong value (null here) is an issue or an error, not a warning.
 */
export function unknownKeys(keys: readonly string[], parse: (raw: unknown) => unknown): string[] {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    return keys.filter((key) => {
      warn.mockClear();
      try {
        parse(configWith(key));
      } catch {
        // A parser that throws on a wrong value (parseFlagOptions): the value is not checked here.
      }
      // The parser names the first part of the path it does not know: the leaf (`captcha.forse`)
      // or, for a renamed object, its name alone (`captchax`, not `force`).
      const names = key.split('.');
      return warn.mock.calls.some(([message]) => {
        const text = String(message);
        return /unknown/i.test(text) && names.some((name) => text.includes(name));
      });
    });
  } finally {
    warn.mockRestore();
  }
}

/** A README table's heading line (in full) and the parser of the keys it documents. */
export type KeyTable = readonly [heading: string, parse: (raw: unknown) => unknown];

/** One test per table: it documents keys, and its parser knows every one of them. */
export function checkKeyTables(readme: string, tables: readonly KeyTable[]): void {
  it.each(tables)('%s: every documented key is one its parser knows', (heading, parse) => {
    const keys = documentedKeys(readme, heading);
    expect(keys.length).toBeGreaterThan(0);
    expect(unknownKeys(keys, parse)).toEqual([]);
  });
}

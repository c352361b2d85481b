import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTextQuery } from '../solr/escape.js';
import { anyString, LUCENE_PIECES } from '../test-support/arbitraries.js';
import { parseTextQuery } from './text-query.js';

const RUNS = { numRuns: 1000 };

describe('parseTextQuery', () => {
  it('reads escaped words and phrases back as typed', () => {
    expect(parseTextQuery('villa "sea view" \\-pool')).toBe('villa "sea view" -pool');
    expect(parseTextQuery('title\\:x \\AND y')).toBe('title:x AND y');
    expect(parseTextQuery('"a \\"b\\" \\\\"')).toBe('"a "b" \\"');
    expect(parseTextQuery('  a   b  ')).toBe('a b');
    expect(parseTextQuery('')).toBe('');
  });

  it('reads legacy unescaped text without throwing', () => {
    expect(parseTextQuery('"open phrase')).toBe('"open phrase"');
    expect(parseTextQuery('a\\')).toBe('a\\');
  });

  it('is the inverse of buildTextQuery: build(parse(build(s))) === build(s)', () => {
    const text = fc.oneof(
      anyString,
      fc.array(fc.constantFrom(...LUCENE_PIECES), { maxLength: 24 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (input) => {
        const built = buildTextQuery(input);
        expect(buildTextQuery(parseTextQuery(built))).toBe(built);
      }),
      RUNS,
    );
  });

  it('never throws on arbitrary input, and its result builds to a safe query', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        const parsed = parseTextQuery(input);
        expect(typeof parsed).toBe('string');
        const rebuilt = buildTextQuery(parsed);
        expect(buildTextQuery(parseTextQuery(rebuilt))).toBe(rebuilt);
      }),
      RUNS,
    );
  });
});

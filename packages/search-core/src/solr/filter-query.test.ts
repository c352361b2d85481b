import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RangeSelection } from '../state/search-query.js';
import {
  anyString,
  fieldNameArb,
  LUCENE_PIECES,
  luceneBiasedString,
  rangeArb,
  rangeBoundArb,
} from '../test-support/arbitraries.js';
import { lexLucene } from '../test-support/lucene-lexer.js';
import { boundFitsField, typedFieldArb } from '../test-support/typed-fields.js';
import { isFieldName } from './field-name.js';
import {
  buildFieldFilters,
  type FieldFilterInput,
  formatRange,
  isRangeBound,
  type ParsedFilter,
  parseFilterQuery,
  tokenizeValues,
} from './filter-query.js';

const RUNS = { numRuns: 400 };

const field = fieldNameArb.filter(isFieldName);

const rangeFits = (name: string, range: RangeSelection | undefined) =>
  !range || (boundFitsField(name, range.from) && boundFitsField(name, range.to));

// Ranges whose bounds fit the field's type: the others are refused (tested apart).
const inputArb: fc.Arbitrary<FieldFilterInput> = fc
  .record({
    field: fc.oneof(field, typedFieldArb),
    values: fc.array(anyString, { maxLength: 6 }),
    missing: fc.boolean(),
    range: fc.option(rangeArb, { nil: undefined }),
    operator: fc.constantFrom('AND' as const, 'OR' as const),
  })
  .filter((input) => rangeFits(input.field, input.range));

/** What a set of filters for one field says, merged the way the hash codec merges them. */
function merge(filters: readonly string[]) {
  let values: string[] = [];
  let missing = false;
  let range: RangeSelection | undefined;
  const fields = new Set<string>();
  for (const fq of filters) {
    const parsed = parseFilterQuery(fq);
    expect(parsed, fq).not.toBeNull();
    if (!parsed) continue;
    fields.add(parsed.field);
    values = [...values, ...parsed.values];
    missing ||= parsed.missing;
    if (parsed.range) range = parsed.range;
  }
  return { fields: [...fields], values, missing, range };
}

describe('isRangeBound and formatRange', () => {
  it('accepts numbers, *, ISO dates and date math', () => {
    for (const bound of [
      '*',
      '0',
      '-12',
      '3.25',
      '2024-05-01T00:00:00Z',
      '2024-05-01T00:00:00.123Z',
      'NOW',
      'NOW/DAY',
      'NOW-1YEAR',
      'NOW/DAY+1DAY',
    ]) {
      expect(isRangeBound(bound), bound).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const bound of ['', 'a', '1 ', '1]', '**', '1e5', '{!x}', 'NOW+', '0x10', '1,5']) {
      expect(isRangeBound(bound), bound).toBe(false);
    }
  });

  it('formats inclusive and exclusive ends', () => {
    expect(formatRange({ from: '1', to: '*', includeFrom: true, includeTo: false })).toBe(
      '[1 TO *}',
    );
    expect(formatRange({ from: '*', to: '2', includeFrom: false, includeTo: true })).toBe(
      '{* TO 2]',
    );
    expect(() => formatRange({ from: 'a', to: '1', includeFrom: true, includeTo: true })).toThrow(
      TypeError,
    );
  });

  it('with a field, accepts only bounds that fit its Search API type', () => {
    const table: [string, string, boolean][] = [
      ['fts_price', '*', true],
      ['fts_price', '100', true],
      ['fs_score', '-12.5', true],
      ['fm_rates', '3', true],
      ['fts_price', 'NOW', false],
      ['fts_price', 'NOW/DAY+1DAY', false],
      ['fts_price', '2024-05-01T00:00:00Z', false],
      ['its_bedrooms', '*', true],
      ['its_bedrooms', '3', true],
      ['is_sleeps', '-2', true],
      ['itm_floors', '0', true],
      ['its_bedrooms', '1.5', false],
      ['its_bedrooms', 'NOW', false],
      ['im_years', '2024-05-01T00:00:00Z', false],
      ['ds_changed', '*', true],
      ['ds_changed', '2024-05-01T00:00:00Z', true],
      ['ds_changed', '2024-05-01T12:30:00.5Z', true],
      ['ds_changed', '2024-05-01T00:00:00Z+1DAY', true],
      ['ds_changed', 'NOW', true],
      ['dm_dates', 'NOW/DAY+1DAY', true],
      ['dm_dates', 'NOW-1YEAR', true],
      ['ds_changed', '5', false],
      ['ds_changed', '7.5', false],
      ['bs_pets', '*', true],
      ['bs_pets', '1', false],
      ['bm_flags', 'NOW', false],
      ['ss_town', '1.5', true],
      ['ss_town', 'NOW/DAY', true],
      ['index_id', '7', true],
      // A field never makes something else a bound.
      ['ss_town', 'abc', false],
      ['bs_pets', 'true', false],
      ['its_bedrooms', '1e3', false],
    ];
    for (const [name, bound, fits] of table) {
      expect(isRangeBound(bound, name), `${name} ${bound}`).toBe(fits);
      const range = { from: bound, to: '*', includeFrom: true, includeTo: true };
      if (fits) expect(formatRange(range, name)).toBe(`[${bound} TO *]`);
      else expect(() => formatRange(range, name), `${name} ${bound}`).toThrow(TypeError);
    }
  });

  it('with a typed field, accepts exactly the bounds that fit its type (property)', () => {
    fc.assert(
      fc.property(typedFieldArb, rangeBoundArb, (name, bound) => {
        expect(isRangeBound(bound, name)).toBe(boundFitsField(name, bound));
      }),
      RUNS,
    );
  });
});

describe('buildFieldFilters', () => {
  it('writes one quoted filter per value for AND facets', () => {
    expect(
      buildFieldFilters({
        field: 'ss_type',
        values: ['Villa', 'Sea "view"'],
        missing: true,
        range: undefined,
        operator: 'AND',
      }),
    ).toEqual(['ss_type:"Villa"', 'ss_type:"Sea \\"view\\""', '-ss_type:[* TO *]']);
  });

  it('writes one tagged filter for OR facets', () => {
    const base = { field: 'ss_type', range: undefined, operator: 'OR' as const };
    expect(buildFieldFilters({ ...base, values: ['A', 'B'], missing: false })).toEqual([
      '{!tag=ss_type}ss_type:("A" OR "B")',
    ]);
    expect(buildFieldFilters({ ...base, values: ['A'], missing: true })).toEqual([
      '{!tag=ss_type}(ss_type:("A") OR (*:* -ss_type:[* TO *]))',
    ]);
    expect(buildFieldFilters({ ...base, values: [], missing: true })).toEqual([
      '{!tag=ss_type}(*:* -ss_type:[* TO *])',
    ]);
    expect(buildFieldFilters({ ...base, values: [], missing: false })).toEqual([]);
  });

  it('tags range filters', () => {
    expect(
      buildFieldFilters({
        field: 'fts_price',
        values: [],
        missing: false,
        range: { from: '100', to: '*', includeFrom: true, includeTo: true },
        operator: 'AND',
      }),
    ).toEqual(['{!tag=fts_price}fts_price:[100 TO *]']);
  });

  it('refuses bad field names and bad range bounds', () => {
    const input: FieldFilterInput = {
      field: 'a',
      values: ['x'],
      missing: false,
      range: undefined,
      operator: 'AND',
    };
    for (const bad of ['a b', 'a:b', '{!join}a', '', '_query_', '__proto__']) {
      expect(() => buildFieldFilters({ ...input, field: bad }), bad).toThrow(TypeError);
    }
    expect(() =>
      buildFieldFilters({
        ...input,
        range: { from: '1 OR x:y', to: '2', includeFrom: true, includeTo: true },
      }),
    ).toThrow(TypeError);
  });

  it('refuses a range bound of the wrong type for the field, as Solr would with a 400', () => {
    const range = (from: string, to: string) => ({ from, to, includeFrom: true, includeTo: true });
    const build = (name: string, selection: RangeSelection) => () =>
      buildFieldFilters({
        field: name,
        values: [],
        missing: false,
        range: selection,
        operator: 'OR',
      });
    expect(build('fts_price', range('NOW', '*'))).toThrow(TypeError);
    expect(build('its_bedrooms', range('1.5', '*'))).toThrow(TypeError);
    expect(build('ds_changed', range('5', '7'))).toThrow(TypeError);
    expect(build('its_bedrooms', range('1', '3'))()).toEqual([
      '{!tag=its_bedrooms}its_bedrooms:[1 TO 3]',
    ]);
    expect(build('ds_changed', range('NOW/DAY', '*'))()).toEqual([
      '{!tag=ds_changed}ds_changed:[NOW/DAY TO *]',
    ]);
  });

  it('puts values into the query only as phrases', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const fq of buildFieldFilters(input)) {
          const body = fq.replace(`{!tag=${input.field}}`, '');
          const tokens = lexLucene(body);
          expect(
            tokens.some((token) => token.kind === 'LOCAL_PARAMS' || token.kind === 'ERROR'),
          ).toBe(false);
          // Every term is the field name or a syntax word we wrote; every value is a phrase.
          const terms = tokens.filter((token) => token.kind === 'TERM').map((token) => token.text);
          for (const term of terms)
            expect([input.field, 'TO', ...rangeWords(input)]).toContain(term);
          const phrases = tokens
            .filter((token) => token.kind === 'PHRASE')
            .map((token) => token.text);
          expect(phrases.every((phrase) => input.values.includes(phrase))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('round-trips through parseFilterQuery', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const filters = buildFieldFilters(input);
        const merged = merge(filters);
        if (filters.length === 0) {
          expect(input.values.length === 0 && !input.missing && !input.range).toBe(true);
          return;
        }
        expect(merged.fields).toEqual([input.field]);
        expect(merged.values).toEqual(input.values);
        expect(merged.missing).toBe(input.missing);
        expect(merged.range).toEqual(input.range);
      }),
      RUNS,
    );
  });
});

/** Range bounds appear as terms (`100`, `NOW/DAY` splits at `/`, …); collect their words. */
function rangeWords(input: FieldFilterInput): string[] {
  if (!input.range) return [];
  return [input.range.from, input.range.to].flatMap((bound) =>
    lexLucene(bound)
      .filter((token) => token.kind === 'TERM')
      .map((token) => token.text),
  );
}

describe('parseFilterQuery', () => {
  it('reads the forms we write and the legacy bare forms', () => {
    expect(parseFilterQuery('ss_type:"Villa"')).toEqual({
      field: 'ss_type',
      values: ['Villa'],
      missing: false,
    });
    expect(parseFilterQuery('ss_type:Villa')).toEqual({
      field: 'ss_type',
      values: ['Villa'],
      missing: false,
    });
    expect(parseFilterQuery('ss_type:Sea\\ view')?.values).toEqual(['Sea view']);
    expect(parseFilterQuery('{!tag=ss_type}ss_type:("A" OR B OR "C \\"x\\"")')).toEqual({
      field: 'ss_type',
      values: ['A', 'B', 'C "x"'],
      missing: false,
    });
    expect(parseFilterQuery('-ss_type:[* TO *]')).toEqual({
      field: 'ss_type',
      values: [],
      missing: true,
    });
    expect(parseFilterQuery('{!tag=a}(*:* -a:[* TO *])')).toEqual({
      field: 'a',
      values: [],
      missing: true,
    });
    expect(parseFilterQuery('{!tag=a}(a:("x") OR (*:* -a:[* TO *]))')).toEqual({
      field: 'a',
      values: ['x'],
      missing: true,
    });
    expect(parseFilterQuery('{!tag=p}p:{NOW/DAY TO NOW/DAY+1DAY]')).toEqual({
      field: 'p',
      values: [],
      missing: false,
      range: { from: 'NOW/DAY', to: 'NOW/DAY+1DAY', includeFrom: false, includeTo: true },
    });
  });

  it('refuses a range whose bound does not fit the field type, and reads those that fit', () => {
    for (const fq of [
      'fts_price:[NOW TO *]',
      'its_bedrooms:[1.5 TO *]',
      'ds_changed:[5 TO 7]',
      '{!tag=ds_changed}ds_changed:[* TO 7]',
      'bs_pets:[1 TO *]',
    ]) {
      expect(parseFilterQuery(fq), fq).toBeNull();
    }
    for (const fq of [
      'fts_price:[100 TO 200.5]',
      'its_bedrooms:[1 TO *]',
      'ds_changed:[NOW/DAY TO 2030-01-01T00:00:00Z]',
      'ss_town:[5 TO NOW]',
    ]) {
      expect(parseFilterQuery(fq)?.range, fq).toBeDefined();
    }
  });

  it('returns null for injection attempts and malformed filters', () => {
    const attempts = [
      '{!join from=a to=b}x:y',
      '{!tag=a}{!join from=a to=b}x:y',
      '{!tag=a} {!frange l=0}sum(a)',
      '{!lucene}a:b',
      'id:* OR 1:1',
      'id:*',
      'id:a*',
      'id:a?',
      'id:-a',
      'id:+a',
      'id:!a',
      'id:a:b',
      'id:a~2',
      'id:a^10',
      'id:/a.*/',
      '*:*',
      'a:b AND c:d',
      'a:b OR c:d',
      'a:b c:d',
      'a:(b) AND c:d',
      'a:("b") OR c:("d")',
      '_query_:"{!lucene}x"',
      '_query_:("{!join from=a to=b}x:y")',
      '_val_:"sum(1,2)"',
      '__proto__:"x"',
      'constructor:"x"',
      'field:"abc',
      'field:"a"b"',
      'field:"a\\"',
      'field:("a" "b")',
      'field:"a" OR "b"',
      'field:(a AND b)',
      'field:(a OR)',
      'field:(OR b)',
      'field:(a OR OR b)',
      'field:()',
      'field:(a',
      'field:OR',
      'field:AND',
      'field:NOT',
      'field:TO',
      'field:(OR)',
      'field:[a TO b]',
      'field:[1 TO 2]]',
      'field:[1 TO 2',
      'field:[1 TO 2 OR x:y]',
      'field:[1 TO {!join}]',
      'field:[1 TO *] OR x:y',
      '-field:[* TO *] OR x:y',
      '(a:("x") OR (*:* -b:[* TO *]))',
      'field:',
      ':x',
      'x',
      '',
      '   ',
      '1field:x',
      'a b:x',
      `field:${'"x"'.padEnd(4001, ' ')}`,
    ];
    for (const attempt of attempts) expect(parseFilterQuery(attempt), attempt).toBeNull();
  });

  it('never throws, and what it accepts is a valid selection', () => {
    const garbage = fc.oneof(
      anyString,
      luceneBiasedString,
      fc
        .array(fc.constantFrom(...LUCENE_PIECES, 'a:', 'a:(', '"x"', ' OR ', 'f:"'), {
          maxLength: 12,
        })
        .map((parts) => parts.join('')),
      fc.tuple(field, luceneBiasedString).map(([name, rest]) => `${name}:${rest}`),
      fc.tuple(field, luceneBiasedString).map(([name, rest]) => `{!tag=${name}}${name}:(${rest})`),
    );
    fc.assert(
      fc.property(garbage, (input) => {
        let parsed: ParsedFilter | null = null;
        expect(() => {
          parsed = parseFilterQuery(input);
        }).not.toThrow();
        if (parsed === null) return;
        const result: ParsedFilter = parsed;
        expect(isFieldName(result.field)).toBe(true);
        expect(result.values.every((value) => typeof value === 'string')).toBe(true);
        expect(result.values.length > 0 || result.missing || result.range !== undefined).toBe(true);
        if (result.range) {
          expect(isRangeBound(result.range.from)).toBe(true);
          expect(isRangeBound(result.range.to)).toBe(true);
          expect(rangeFits(result.field, result.range)).toBe(true);
        }
        // Whatever was accepted can be written back safely and reads back the same.
        const rebuilt = merge(
          buildFieldFilters({
            field: result.field,
            values: result.values,
            missing: result.missing,
            range: result.range,
            operator: 'OR',
          }),
        );
        expect(rebuilt.values).toEqual(result.values);
        expect(rebuilt.missing).toBe(result.missing);
        expect(rebuilt.range).toEqual(result.range);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('tokenizeValues', () => {
  it('splits OR-separated values and single values', () => {
    expect(tokenizeValues('"a" OR b\\ c OR "d"', true)).toEqual(['a', 'b c', 'd']);
    expect(tokenizeValues('"a b"')).toEqual(['a b']);
    expect(tokenizeValues('"a" OR "b"')).toBeNull();
    expect(tokenizeValues('"a" OR', true)).toBeNull();
    expect(tokenizeValues('a AND b', true)).toBeNull();
    expect(tokenizeValues('', true)).toEqual([]);
  });
});

/**
 * An oracle for the tests, written apart from `solr/field-values.ts`: the type a Drupal Search API
 * field name gives, and which range bounds fit it (`*` any field, integers integer and float
 * fields, fractions float fields, dates and NOW date math date fields; untyped fields take all).
 */
import fc from 'fast-check';

const TYPES = [
  [/^b[sm]_/, 'boolean'],
  [/^it?[sm]_/, 'integer'],
  [/^ft?[sm]_/, 'float'],
  [/^d[sm]_/, 'date'],
] as const;

/** For a bound that `isRangeBound` accepts without a field. */
export function boundFitsField(field: string, bound: string): boolean {
  const type = TYPES.find(([prefix]) => prefix.test(field))?.[1];
  if (type === undefined || bound === '*') return true;
  if (/^-?\d+$/.test(bound)) return type === 'integer' || type === 'float';
  if (/^-?\d+\.\d+$/.test(bound)) return type === 'float';
  return type === 'date';
}

/** A field name with a typed Search API prefix: `bs_x`, `itm_y`, `fts_price`, `dm_z`… */
export const typedFieldArb = fc
  .tuple(
    fc.constantFrom(...'bs_ bm_ is_ im_ its_ itm_ fs_ fm_ fts_ ftm_ ds_ dm_'.split(' ')),
    fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/),
  )
  .map(([prefix, rest]) => prefix + rest);

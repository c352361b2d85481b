/**
 * Values that fit a typed field of Drupal Search API's Solr schema, whose dynamic field names say
 * their type by prefix (`bs_pets` boolean, `its_bedrooms` integer, `fts_price` float, `ds_changed`
 * date; the last letter before `_` is the cardinality). Solr refuses a value of the wrong type with
 * a 400 error, so a crafted or stale link such as `#fq=bs_pets:"maybe"` would end in the error
 * state instead of a search: the hash reader drops such values, as it drops other garbage.
 * Fields without a typed prefix take any value (it is quoted on the way to Solr). Range bounds
 * follow the same rules (`isRangeBound` with the field), `*` fitting every field.
 */
export type FieldType = 'boolean' | 'integer' | 'number' | 'date';

const BY_PREFIX: readonly (readonly [RegExp, FieldType, RegExp])[] = [
  [/^b[sm]_/, 'boolean', /^(?:true|false)$/],
  [/^it?[sm]_/, 'integer', /^-?\d{1,19}$/],
  [/^ft?[sm]_/, 'number', /^-?(?:\d{1,20}(?:\.\d{0,20})?|\.\d{1,20})(?:[eE][+-]?\d{1,3})?$/],
  [/^d[sm]_/, 'date', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z$/],
];

const ruleOf = (field: string) => BY_PREFIX.find(([prefix]) => prefix.test(field));

/** The type a field's name gives it; null for a field without a typed prefix. */
export function fieldTypeOf(field: string): FieldType | null {
  return ruleOf(field)?.[1] ?? null;
}

export function fitsFieldType(field: string, value: string): boolean {
  const rule = ruleOf(field);
  return !rule || rule[2].test(value);
}

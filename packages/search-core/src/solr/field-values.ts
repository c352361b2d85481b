/**
 * Values that fit a typed field of Drupal Search API's Solr schema, whose dynamic field names say
 * their type by prefix (`bs_pets` boolean, `its_bedrooms` integer, `fts_price` float, `ds_changed`
 * date; the last letter before `_` is the cardinality). Solr refuses a value of the wrong type with
 * a 400 error, so a crafted or stale link such as `#fq=bs_pets:"maybe"` would end in the error
 * state instead of a search: the hash reader drops such values, as it drops other garbage.
 * Fields without a typed prefix take any value (it is quoted on the way to Solr). Range bounds
 * follow the same rules (`isRangeBound` with the field), `*` fitting every field.
 */
const BY_PREFIX: readonly (readonly [RegExp, RegExp])[] = [
  [/^b[sm]_/, /^(?:true|false)$/],
  [/^it?[sm]_/, /^-?\d{1,19}$/],
  [/^ft?[sm]_/, /^-?(?:\d{1,20}(?:\.\d{0,20})?|\.\d{1,20})(?:[eE][+-]?\d{1,3})?$/],
  [/^d[sm]_/, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z$/],
];

export function fitsFieldType(field: string, value: string): boolean {
  const rule = BY_PREFIX.find(([prefix]) => prefix.test(field));
  return !rule || rule[1].test(value);
}

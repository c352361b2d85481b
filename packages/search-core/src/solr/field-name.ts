/**
 * Solr field names: the only part of a query built from configuration or the hash that cannot be
 * escaped or quoted, so it is checked instead. A module of its own, shared by the engine and the
 * autocomplete entry without sharing the rest of the escaping.
 */

/**
 * A field name we are willing to put in a query: Solr's recommended syntax, at most 128 long, and
 * not one of Solr's magic fields (`_query_:"{!…}"` nests a query parser, `_val_:"…"` a function).
 */
const FIELD_NAME = /^(?!_(?:query|val)_$)[A-Za-z_]\w{0,127}$/;

export function isFieldName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    FIELD_NAME.test(value) &&
    // Fields key plain records (`terms[field]`), where `constructor` or `__proto__` would misread.
    !(value in Object.prototype)
  );
}

/** Throws unless `field` is a field name we put in queries. */
export function assertFieldName(field: string): void {
  if (!isFieldName(field)) throw new TypeError(`Not a Solr field name: ${JSON.stringify(field)}`);
}

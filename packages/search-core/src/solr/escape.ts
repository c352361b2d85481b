/**
 * Escaping for values that enter Solr's standard (Lucene) query syntax. Anything that comes from a
 * visitor, the URL hash or a cookie goes through here, so it can never add an operator, a field,
 * a range, a local-params block (`{!...}`) or a wildcard to the query it lands in.
 */

/**
 * Characters with meaning in the Lucene/Solr standard query parser, and whitespace: JavaScript's,
 * plus U+001C–U+001F, which edismax splits clauses on (Java's `Character.isWhitespace`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+001C–U+001F are separators to edismax.
const SPECIAL_CHARS = /[\\+\-&|!(){}[\]^"~*?:/\s\u001C-\u001F]/g;
const OPERATOR_WORDS = new Set(['AND', 'OR', 'NOT', 'TO']);

/** A field name we are willing to put in a query (Solr's recommended field-name syntax). */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Solr's magic fields: `_query_:"{!…}"` is a nested query (local params), `_val_:"…"` a function. */
const MAGIC_FIELDS = new Set(['_query_', '_val_']);

export function isFieldName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    FIELD_NAME.test(value) &&
    value.length <= 128 &&
    !MAGIC_FIELDS.has(value) &&
    // Fields key plain records (`terms[field]`), where `constructor` or `__proto__` would misread.
    !(value in Object.prototype)
  );
}

/** Backslash-escapes every special character so the value is one literal term. */
export function escapeTerm(value: string): string {
  const escaped = value.replace(SPECIAL_CHARS, (char) => `\\${char}`);
  // `AND`/`OR`/`NOT` (and lower-case forms some parsers honour) become terms only when escaped.
  return OPERATOR_WORDS.has(escaped.toUpperCase()) ? `\\${escaped}` : escaped;
}

/** Reverses `escapeTerm`. */
export function unescapeTerm(value: string): string {
  return value.replace(/\\([\s\S])/g, '$1');
}

/** A quoted phrase: the safest form for facet values and ids, whatever they contain. */
export function quotePhrase(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** `field:("a" OR "b")`, the shape SPEC 2.1 and 7.3 use for id lists; `null` for no values. */
export function buildValuesQuery(field: string, values: readonly string[]): string | null {
  if (!isFieldName(field)) throw new TypeError(`Not a Solr field name: ${JSON.stringify(field)}`);
  if (values.length === 0) return null;
  return `${field}:(${values.map(quotePhrase).join(' OR ')})`;
}

/**
 * Free text typed by a visitor, as a query: words become escaped terms, balanced double quotes
 * stay phrases, and nothing else keeps a meaning (no `-`, `+`, `AND`, `field:`, `*`).
 */
export function buildTextQuery(text: string): string {
  const parts: string[] = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [, phrase, word] = match;
    if (phrase !== undefined) {
      if (phrase.trim()) parts.push(quotePhrase(phrase));
    } else if (word !== undefined) {
      parts.push(escapeTerm(word));
    }
  }
  return parts.join(' ');
}

/** Escapes a value for a comma-separated `ids=` list (SPEC 7.2): `\` and `,` are special there. */
export function escapeIdListItem(id: string): string {
  return id.replace(/[\\,]/g, (char) => `\\${char}`);
}

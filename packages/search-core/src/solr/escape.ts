/**
 * Escaping for values that enter Solr's standard (Lucene) query syntax. Anything that comes from a
 * visitor, the URL hash or a cookie goes through here, so it can never add an operator, a field,
 * a range, a local-params block (`{!...}`) or a wildcard to the query it lands in.
 */
import { assertFieldName } from './field-name.js';

/**
 * Characters with meaning in the Lucene/Solr standard query parser, and whitespace: JavaScript's,
 * plus U+001C–U+001F, which edismax splits clauses on (Java's `Character.isWhitespace`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+001C–U+001F are separators to edismax.
const SPECIAL_CHARS = /[\\+\-&|!(){}[\]^"~*?:/\s\u001C-\u001F]/g;

/** Backslash-escapes every special character so the value is one literal term. */
export function escapeTerm(value: string): string {
  const escaped = value.replace(SPECIAL_CHARS, '\\$&');
  // `AND`/`OR`/`NOT` (and lower-case forms some parsers honour) become terms only when escaped.
  return /^(?:AND|OR|NOT|TO)$/i.test(escaped) ? `\\${escaped}` : escaped;
}

/** Reverses `escapeTerm`. */
export function unescapeTerm(value: string): string {
  return value.replace(/\\([\s\S])/g, '$1');
}

/** A quoted phrase: the safest form for facet values and ids, whatever they contain. */
export function quotePhrase(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/** `field:("a" OR "b")`, the shape SPEC 2.1 and 7.3 use for id lists; `null` for no values. */
export function buildValuesQuery(field: string, values: readonly string[]): string | null {
  assertFieldName(field);
  return values.length ? `${field}:(${values.map(quotePhrase).join(' OR ')})` : null;
}

/**
 * Free text typed by a visitor, as a query: words become escaped terms, balanced double quotes
 * stay phrases, and nothing else keeps a meaning (no `-`, `+`, `AND`, `field:`, `*`).
 */
export function buildTextQuery(text: string): string {
  const parts: string[] = [];
  for (const [, phrase, word] of text.matchAll(/"([^"]*)"|(\S+)/g)) {
    if (word !== undefined) parts.push(escapeTerm(word));
    else if (phrase?.trim()) parts.push(quotePhrase(phrase));
  }
  return parts.join(' ');
}

/** Escapes a value for a comma-separated `ids=` list (SPEC 7.2): `\` and `,` are special there. */
export function escapeIdListItem(id: string): string {
  return id.replace(/[\\,]/g, '\\$&');
}

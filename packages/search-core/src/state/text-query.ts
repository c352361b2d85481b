/**
 * Reading a text query back from its escaped form, so visitor words survive a trip through the URL
 * hash: `buildTextQuery(parseTextQuery(q)) === q` for every `q` that `buildTextQuery` produced.
 */
import { unescapeTerm } from '../solr/escape.js';

/**
 * A phrase (its closing quote may be missing in legacy text), or a word; a backslash escapes the
 * character after it, whitespace included.
 */
const TOKEN = /"((?:\\[\s\S]?|[^\\"])*)"?|(?:\\[\s\S]?|\S)+/g;

export function parseTextQuery(query: string): string {
  return Array.from(query.matchAll(TOKEN), ([token, phrase]) =>
    phrase === undefined ? unescapeTerm(token) : `"${unescapeTerm(phrase)}"`,
  ).join(' ');
}

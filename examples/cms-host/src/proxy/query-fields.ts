/**
 * The fields a Lucene / edismax query body names (`field:term`, `field:(…)`, `field:"…"`,
 * `field:[a TO b]`), read as Solr's parsers read them: escapes dropped (`ss\_town:x` is
 * `ss_town`, `\u0073s_town:x` too), spaces allowed before the colon (`title : x`). Quoted phrases
 * and range bounds name none. Checked against the operator's field list, so it errs towards
 * finding a field: a word before a colon counts even where edismax would read it as text.
 * search-core escapes the colons in visitors' words (`buildTextQuery`), so its own requests never
 * trip on that. Whitespace and escapes are the engine's lexer's (lucene-tokenizer.ts, after
 * Solr's QueryParser.jj); that lexer itself is not used, as it refuses forms Solr accepts (`~`,
 * inner wildcards) and the proxy may forward to Solr.
 */
import { isLuceneWhitespace, unescapeLucene } from '../engine/lucene-tokenizer.js';

/** Characters that end a term besides Lucene's whitespace (`-` and `+` only start one, below). */
const TERM_END = /[()[\]{}"^~:!/]/;
const endsTerm = (char: string) => isLuceneWhitespace(char) || TERM_END.test(char);

/** Every field named in `body`, in order; `*` (as in `*:*`) included, callers drop it. */
export function queryFieldNames(body: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i < body.length) {
    const char = body[i] as string;
    if (char === '"') {
      i = skipQuoted(body, i);
    } else if (char === '[' || char === '{') {
      i = skipRange(body, i);
    } else if (char === '\\' || !(endsTerm(char) || char === '-' || char === '+')) {
      // A term: `-` and `+` inside it are part of it (`wi-fi`), before it they are operators.
      const start = i;
      while (i < body.length && !endsTerm(body[i] as string)) i += body[i] === '\\' ? 2 : 1;
      i = Math.min(i, body.length);
      let after = i;
      while (isLuceneWhitespace(body[after])) after++;
      if (body[after] === ':') {
        fields.push(fieldName(body.slice(start, i)));
        i = after + 1;
      }
    } else {
      i++;
    }
  }
  return fields;
}

/**
 * A term's text as Solr's parser reads it (QueryParserBase.discardEscapeChar: `\u0073` is `s`,
 * in a field name too). Solr refuses a bad escape (`\uZZ`, a trailing `\`); the raw text, which
 * no field list holds, stands for it.
 */
function fieldName(raw: string): string {
  try {
    return unescapeLucene(raw, raw, 0);
  } catch {
    return raw;
  }
}

/** The index after the quote that closes the one at `start` (or the end). */
function skipQuoted(body: string, start: number): number {
  for (let i = start + 1; i < body.length; i++) {
    if (body[i] === '\\') i++;
    else if (body[i] === '"') return i + 1;
  }
  return body.length;
}

/** The index after the `]` or `}` that closes the range at `start`; bounds may be quoted. */
function skipRange(body: string, start: number): number {
  for (let i = start + 1; i < body.length; i++) {
    const char = body[i];
    if (char === '\\') i++;
    else if (char === '"') i = skipQuoted(body, i) - 1;
    else if (char === ']' || char === '}') return i + 1;
  }
  return body.length;
}

/**
 * The fields a Lucene / edismax query body names (`field:term`, `field:(…)`, `field:"…"`,
 * `field:[a TO b]`), read as Solr's parsers read them: escapes dropped (`ss\_town:x` is
 * `ss_town`, `\u0073s_town:x` too), spaces allowed before the colon (`title : x`). Quoted phrases
 * and range bounds name none. Checked against the operator's field list, so it errs towards finding a field: a word
 * before a colon counts even where edismax would read it as text. search-core escapes the colons
 * in visitors' words (`buildTextQuery`), so its own requests never trip on that.
 */

/** Characters that end a term (Lucene's QueryParser; `-` and `+` only start one, see below). */
const TERM_END = /[\s()[\]{}"^~:!/]/;

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
    } else if (char === '\\' || !(TERM_END.test(char) || char === '-' || char === '+')) {
      // A term: `-` and `+` inside it are part of it (`wi-fi`), before it they are operators.
      let name = '';
      while (i < body.length) {
        const next = body[i] as string;
        if (next === '\\') {
          // `\u0073` is `s` to Solr (QueryParserBase.discardEscapeChar), in a field name too.
          const hex = /^u([0-9A-Fa-f]{4})/.exec(body.slice(i + 1, i + 6))?.[1];
          name += hex ? String.fromCharCode(Number.parseInt(hex, 16)) : (body[i + 1] ?? '');
          i += hex ? 6 : 2;
        } else if (TERM_END.test(next)) {
          break;
        } else {
          name += next;
          i++;
        }
      }
      let after = i;
      while (after < body.length && /\s/.test(body[after] as string)) after++;
      if (body[after] === ':') {
        fields.push(name);
        i = after + 1;
      }
    } else {
      i++;
    }
  }
  return fields;
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

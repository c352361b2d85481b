/**
 * Checks on the query text the proxy lets through (`q`, `fq` bodies): plain Lucene / edismax
 * syntax only. Local params, nested queries, functions, parameter references and the costly forms
 * (regular expressions, leading wildcards, deep nesting, large slop) are refused. Each check
 * returns a reason in plain words, or null when the text is acceptable.
 */

/** Brackets deeper than this are refused (deep boolean nesting is a cheap way to load Solr). */
export const MAX_QUERY_DEPTH = 8;
/** Largest number after `~` (phrase slop or fuzzy distance). */
export const MAX_SLOP = 10;

/** Characters after which a new term starts, so a `*` or `?` there is a leading wildcard. */
const TERM_START_AFTER = /[\s([{:+\-!&|]/;
/** What may follow a lone `*` (as in `*:*`, `[* TO *]`, `field:*`): the end of a term. */
const TERM_END = /[\s)\]}:^]/;
/**
 * A range as search-core writes it (`[from TO to]`, `{…}`, either end open), bounds plain or a
 * whole quoted phrase. Inside a range Solr's lexer does not read quotes and backslashes as it
 * does elsewhere (`[a" TO b]` has the bound `a"`, and `\]` still ends the range), so a bound with
 * either, or with brackets, could make the field scanner (query-fields.ts) and Solr disagree on
 * where phrases are: `[a" TO b] OR secret:x OR f:[c" TO d]` hid `secret` from the field list.
 */
const BOUND = '(?:[^\\s"\\\\[\\]{}]+|"[^"\\\\[\\]{}]+")';
const RANGE = new RegExp(`^[[{] *${BOUND} +TO +${BOUND} *[\\]}]`);

/** Refusals that hold for any text reaching Solr's query parsers, whatever the parser. */
export function localParamsProblem(text: string): string | null {
  if (text.includes('{!')) return 'local parameters ({!…}) are not allowed here';
  if (/_(?:query|val)_/.test(text)) {
    return 'nested queries and functions (_query_, _val_) are not allowed';
  }
  return null;
}

/** A Lucene / edismax query body (after any allowed leading `{!…}` was removed). */
export function luceneQueryProblem(body: string): string | null {
  if (body.trim() === '') return 'must not be empty';
  const basic = localParamsProblem(body);
  if (basic) return basic;
  let depth = 0;
  let quoted = false;
  let termStart = true;
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '\\') {
      if (i + 1 === body.length) return 'must not end with a lone backslash';
      i++;
      termStart = false;
      continue;
    }
    if (quoted) {
      if (char === '"') quoted = false;
      continue;
    }
    const next = body[i + 1] ?? '';
    switch (char) {
      case '"':
        quoted = true;
        break;
      case '[':
      case '{': {
        const range = RANGE.exec(body.slice(i))?.[0];
        if (!range) return 'ranges must be [from TO to] with plain or quoted bounds';
        i += range.length - 1;
        termStart = false;
        continue;
      }
      case '(':
        if (++depth > MAX_QUERY_DEPTH) return `nests brackets deeper than ${MAX_QUERY_DEPTH}`;
        break;
      case ')':
        if (--depth < 0) return 'has a ) without a matching (';
        break;
      case '/':
        return 'regular expressions (/…/) are not allowed; escape / as \\/';
      case '$':
        if (/[A-Za-z_{]/.test(next)) return 'parameter references ($name) are not allowed';
        break;
      case '~': {
        const amount = /^\d+(?:\.\d+)?/.exec(body.slice(i + 1))?.[0] ?? '';
        if (amount && Number(amount) > MAX_SLOP) return `allows at most ~${MAX_SLOP}`;
        i += amount.length;
        break;
      }
      case '*':
      case '?':
        if (termStart && next !== '' && !TERM_END.test(next)) {
          return 'leading wildcards (*term, ?term) are not allowed';
        }
        break;
    }
    termStart = TERM_START_AFTER.test(char);
  }
  if (quoted) return 'has an unclosed quote';
  if (depth > 0) return 'has a ( without a matching )';
  return null;
}

/**
 * A dismax body (`{!dismax}words`): dismax escapes Lucene syntax itself except `+`, `-` and
 * quotes, so only the parser-independent refusals apply.
 */
export function dismaxQueryProblem(body: string): string | null {
  if (body.trim() === '') return 'must not be empty';
  return localParamsProblem(body);
}

/**
 * A small, deliberately strict model of how Solr's standard (Lucene) query parser splits a query
 * into tokens, for tests. It is stricter than the real parser wherever the two differ: any
 * unescaped special character (even `-` inside a word, a lone `&` or `|`) is reported as syntax,
 * lower-case `and`/`or`/`not` count as operators (edismax's `lowercaseOperators`), `{!` starts a
 * local-params block wherever it appears, and whitespace is the union of what JavaScript, Lucene
 * (` \t\n\r\u3000`) and edismax (Java's `Character.isWhitespace`, which adds U+001C–U+001F) split
 * on. A query this lexer reads as plain terms and phrases is plain terms and phrases to Solr.
 */

export type SyntaxKind =
  | 'AND'
  | 'OR'
  | 'NOT'
  | 'PLUS'
  | 'MINUS'
  | 'BANG'
  | 'LPAREN'
  | 'RPAREN'
  | 'LBRACKET'
  | 'RBRACKET'
  | 'LBRACE'
  | 'RBRACE'
  | 'COLON'
  | 'CARET'
  | 'TILDE'
  | 'STAR'
  | 'QUESTION'
  | 'SLASH'
  | 'AMP'
  | 'PIPE'
  | 'LOCAL_PARAMS';

export type TokenKind = 'TERM' | 'PHRASE' | SyntaxKind | 'ERROR';

export interface LuceneToken {
  readonly kind: TokenKind;
  /** The characters of the query this token covers. */
  readonly raw: string;
  /** TERM: the term with escapes removed. PHRASE: the content between the quotes, unescaped. */
  readonly text: string;
}

/** JavaScript `\s`, plus the separators Java's `Character.isWhitespace` adds (edismax). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+001C–U+001F are separators to edismax.
export const MODEL_WHITESPACE = /[\s\u001C-\u001F]/;

const SINGLE_CHAR: Readonly<Record<string, SyntaxKind>> = {
  '+': 'PLUS',
  '-': 'MINUS',
  '!': 'BANG',
  '(': 'LPAREN',
  ')': 'RPAREN',
  '[': 'LBRACKET',
  ']': 'RBRACKET',
  '{': 'LBRACE',
  '}': 'RBRACE',
  ':': 'COLON',
  '^': 'CARET',
  '~': 'TILDE',
  '*': 'STAR',
  '?': 'QUESTION',
  '/': 'SLASH',
  '&': 'AMP',
  '|': 'PIPE',
};

const OPERATOR_WORD = /^(?:AND|OR|NOT)$/i;

export function isSyntaxKind(kind: TokenKind): kind is SyntaxKind {
  return kind !== 'TERM' && kind !== 'PHRASE' && kind !== 'ERROR';
}

export function lexLucene(query: string): LuceneToken[] {
  const tokens: LuceneToken[] = [];
  const n = query.length;
  let i = 0;
  while (i < n) {
    const char = query[i] as string;
    if (MODEL_WHITESPACE.test(char)) {
      i++;
      continue;
    }
    if (char === '{' && query[i + 1] === '!') {
      const close = query.indexOf('}', i + 2);
      const end = close === -1 ? n : close + 1;
      tokens.push({ kind: 'LOCAL_PARAMS', raw: query.slice(i, end), text: query.slice(i, end) });
      i = end;
      continue;
    }
    if ((char === '&' || char === '|') && query[i + 1] === char) {
      const raw = char + char;
      tokens.push({ kind: char === '&' ? 'AND' : 'OR', raw, text: raw });
      i += 2;
      continue;
    }
    const single = SINGLE_CHAR[char];
    if (single) {
      tokens.push({ kind: single, raw: char, text: char });
      i++;
      continue;
    }
    if (char === '"') {
      let text = '';
      let j = i + 1;
      let closed = false;
      while (j < n) {
        const current = query[j] as string;
        if (current === '"') {
          closed = true;
          break;
        }
        if (current === '\\') {
          if (j + 1 >= n) break;
          text += query[j + 1];
          j += 2;
          continue;
        }
        text += current;
        j++;
      }
      if (!closed) {
        tokens.push({ kind: 'ERROR', raw: query.slice(i), text: 'unterminated phrase' });
        return tokens;
      }
      tokens.push({ kind: 'PHRASE', raw: query.slice(i, j + 1), text });
      i = j + 1;
      continue;
    }
    // A term: everything up to whitespace, a special character or a quote; `\x` is a literal x.
    let text = '';
    let escaped = false;
    let j = i;
    while (j < n) {
      const current = query[j] as string;
      if (MODEL_WHITESPACE.test(current) || current === '"' || SINGLE_CHAR[current]) break;
      if (current === '\\') {
        if (j + 1 >= n) {
          tokens.push({ kind: 'ERROR', raw: query.slice(i), text: 'dangling backslash' });
          return tokens;
        }
        text += query[j + 1];
        escaped = true;
        j += 2;
        continue;
      }
      text += current;
      j++;
    }
    const raw = query.slice(i, j);
    if (!escaped && OPERATOR_WORD.test(raw)) {
      tokens.push({ kind: raw.toUpperCase() as 'AND' | 'OR' | 'NOT', raw, text: raw });
    } else {
      tokens.push({ kind: 'TERM', raw, text });
    }
    i = j;
  }
  return tokens;
}

/** The token kinds only, for compact assertions. */
export function tokenKinds(query: string): TokenKind[] {
  return lexLucene(query).map((token) => token.kind);
}

/**
 * The lexer of the Lucene/Solr standard query syntax, after Solr's `QueryParser.jj`: the same
 * character classes (term start and term characters, escapes, whitespace), the same token kinds
 * and the same longest-match choices (`AND` versus a term `ANDroid`, `&&` versus `&&x`, `+ ` as
 * a bare operator). Forms the engine does not support (fuzzy `~`, wildcards other than a trailing
 * `*`, regular expressions, nested local params, `filter(…)`) fail here with
 * `UnsupportedQueryError`. A range `[a TO b]` is lexed as one token.
 */

import { UnsupportedQueryError } from './query-ast.js';

export type Token =
  | {
      readonly kind: 'AND' | 'OR' | 'NOT' | 'PLUS' | 'MINUS' | 'LPAREN' | 'RPAREN' | 'COLON';
      readonly pos: number;
    }
  | { readonly kind: 'STAR' | 'BOOST' | 'EOF'; readonly pos: number }
  /** `raw` is the source text (escapes kept), `value` the unescaped term. */
  | { readonly kind: 'TERM'; readonly pos: number; readonly raw: string; readonly value: string }
  /** `pre*`: `value` is the unescaped text before the `*`. */
  | { readonly kind: 'PREFIX'; readonly pos: number; readonly value: string }
  /** `+`, `-` or `!` followed by whitespace: Solr reads it as a one-character term. */
  | { readonly kind: 'BAREOPER'; readonly pos: number; readonly value: string }
  | { readonly kind: 'QUOTED'; readonly pos: number; readonly value: string }
  | {
      readonly kind: 'RANGE';
      readonly pos: number;
      readonly from: string | null;
      readonly to: string | null;
      readonly includeFrom: boolean;
      readonly includeTo: boolean;
    };

/** Lucene's whitespace: only these separate tokens (other Unicode spaces are term characters). */
export function isLuceneWhitespace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u3000';
}

/** Characters that can neither start nor continue a term (besides whitespace). */
const NEVER_IN_TERM = new Set(['(', ')', ':', '^', '[', ']', '"', '{', '}', '~', '*', '?', '\\']);
/** Characters that may continue a term but not start one. */
const NOT_AT_TERM_START = new Set(['+', '-', '!', '/']);

function isTermChar(c: string): boolean {
  return !isLuceneWhitespace(c) && !NEVER_IN_TERM.has(c);
}

function isTermStart(c: string): boolean {
  return isTermChar(c) && !NOT_AT_TERM_START.has(c);
}

function fail(message: string, input: string, pos: number): never {
  throw new UnsupportedQueryError(`${message} at position ${pos}`, input, pos);
}

/**
 * Lucene's `discardEscapeChar`: `\x` is `x`, `\uXXXX` is that UTF-16 code unit; a trailing
 * backslash or a bad unicode escape is a syntax error. `base` is `text`'s offset in `input`.
 */
export function unescapeLucene(text: string, input: string, base: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c !== '\\') {
      out += c;
      continue;
    }
    if (i + 1 >= text.length) fail('Term cannot end with an escape character', input, base + i);
    const next = text.charAt(i + 1);
    if (next === 'u') {
      const hex = text.slice(i + 2, i + 6);
      if (!/^[0-9A-Fa-f]{4}$/.test(hex)) fail('Bad unicode escape sequence', input, base + i);
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 5;
    } else {
      out += next;
      i += 1;
    }
  }
  return out;
}

class Lexer {
  private pos: number;
  readonly tokens: Token[] = [];

  constructor(
    private readonly input: string,
    start: number,
  ) {
    this.pos = start;
  }

  run(): Token[] {
    const s = this.input;
    while (this.pos < s.length) {
      const c = s.charAt(this.pos);
      const at = this.pos;
      if (isLuceneWhitespace(c)) {
        this.pos++;
      } else if (c === '/' && s.charAt(at + 1) === '*') {
        this.skipComment();
      } else if (c === '+' || c === '-' || c === '!') {
        if (isLuceneWhitespace(s.charAt(at + 1))) {
          this.tokens.push({ kind: 'BAREOPER', pos: at, value: c });
          this.pos += 2;
        } else {
          this.tokens.push({ kind: c === '+' ? 'PLUS' : c === '-' ? 'MINUS' : 'NOT', pos: at });
          this.pos++;
        }
      } else if (c === '(' || c === ')' || c === ':') {
        this.tokens.push({ kind: c === '(' ? 'LPAREN' : c === ')' ? 'RPAREN' : 'COLON', pos: at });
        this.pos++;
      } else if (c === '"') {
        this.quoted();
      } else if (c === '^') {
        this.boost();
      } else if (c === '[' || c === '{') {
        if (c === '{' && s.charAt(at + 1) === '!')
          fail('Nested local params are not supported', s, at);
        this.range();
      } else if (c === ']' || c === '}') {
        fail(`Unexpected '${c}' outside a range`, s, at);
      } else if (c === '~') {
        fail('Fuzzy and proximity queries (~) are not supported', s, at);
      } else if (c === '/') {
        fail('Regular expression queries are not supported', s, at);
      } else {
        this.termLike();
      }
    }
    this.tokens.push({ kind: 'EOF', pos: s.length });
    return this.tokens;
  }

  /** Solr skips `/* … *\/` comments, which nest. */
  private skipComment(): void {
    const s = this.input;
    const start = this.pos;
    let depth = 0;
    while (this.pos < s.length) {
      if (s.startsWith('/*', this.pos)) {
        depth++;
        this.pos += 2;
      } else if (s.startsWith('*/', this.pos)) {
        depth--;
        this.pos += 2;
        if (depth === 0) return;
      } else {
        this.pos++;
      }
    }
    fail('Unterminated comment', s, start);
  }

  /** Reads `"…"` from the opening quote; returns the raw inside and moves past the closing one. */
  private quotedText(): string {
    const s = this.input;
    const start = this.pos;
    let i = start + 1;
    while (i < s.length && s.charAt(i) !== '"') i += s.charAt(i) === '\\' ? 2 : 1;
    if (i >= s.length) fail('Unbalanced quote', s, start);
    this.pos = i + 1;
    return s.slice(start + 1, i);
  }

  private quoted(): void {
    const start = this.pos;
    const raw = this.quotedText();
    const value = unescapeLucene(raw, this.input, start + 1);
    this.tokens.push({ kind: 'QUOTED', pos: start, value });
  }

  /** `^` followed at once by Solr's NUMBER (`=`? `-`? digits, optional fraction). */
  private boost(): void {
    const s = this.input;
    const m = /^=?-?[0-9]+(?:\.[0-9]+)?/.exec(s.slice(this.pos + 1, this.pos + 41));
    if (m === null) fail("Expected a number after '^'", s, this.pos);
    this.tokens.push({ kind: 'BOOST', pos: this.pos });
    this.pos += 1 + m[0].length;
  }

  private range(): void {
    const s = this.input;
    const start = this.pos;
    const includeFrom = s.charAt(start) === '[';
    const parts: { readonly value: string | null; readonly isTo: boolean; readonly pos: number }[] =
      [];
    this.pos++;
    for (;;) {
      while (isLuceneWhitespace(s.charAt(this.pos))) this.pos++;
      if (this.pos >= s.length) fail('Unterminated range', s, start);
      const c = s.charAt(this.pos);
      if (c === ']' || c === '}') break;
      const at = this.pos;
      if (c === '"') {
        const raw = this.quotedText();
        if (raw === '') fail('Empty quoted range bound', s, at);
        parts.push({ value: unescapeLucene(raw, s, at + 1), isTo: false, pos: at });
        continue;
      }
      let i = at;
      while (i < s.length) {
        const d = s.charAt(i);
        if (isLuceneWhitespace(d) || d === ']' || d === '}') break;
        i += d === '\\' ? 2 : 1;
      }
      i = Math.min(i, s.length);
      const raw = s.slice(at, i);
      this.pos = i;
      if (raw === 'TO') parts.push({ value: 'TO', isTo: true, pos: at });
      else if (raw === '*') parts.push({ value: null, isTo: false, pos: at });
      else parts.push({ value: unescapeLucene(raw, s, at), isTo: false, pos: at });
    }
    const includeTo = s.charAt(this.pos) === ']';
    const [from, to, upper] = parts;
    if (parts.length !== 3 || to?.isTo !== true || from === undefined || upper === undefined) {
      fail("Expected a range of the form '[from TO to]'", s, start);
    }
    this.pos++;
    this.tokens.push({
      kind: 'RANGE',
      pos: start,
      from: from.value,
      to: upper.value,
      includeFrom,
      includeTo,
    });
  }

  /** A term, `*`, `pre*`, an operator word, or an unsupported wildcard term. */
  private termLike(): void {
    const s = this.input;
    const start = this.pos;
    const first = s.charAt(start);
    if (first !== '\\' && first !== '*' && first !== '?' && !isTermStart(first)) {
      fail(`Unexpected '${first}'`, s, start);
    }
    const wildcards: number[] = [];
    let i = start;
    while (i < s.length) {
      const c = s.charAt(i);
      if (c === '\\') {
        if (i + 1 >= s.length) fail('Term cannot end with an escape character', s, i);
        i += 2;
      } else if (c === '*' || c === '?') {
        wildcards.push(i);
        i++;
      } else if (isTermChar(c)) {
        i++;
      } else {
        break;
      }
    }
    const raw = s.slice(start, i);
    this.pos = i;
    if (wildcards.length === 0) {
      this.plainTerm(raw, start);
    } else if (raw === '*') {
      this.tokens.push({ kind: 'STAR', pos: start });
    } else if (wildcards.length === 1 && wildcards[0] === i - 1 && first !== '*' && first !== '?') {
      if (s.charAt(i - 1) === '*') {
        const value = unescapeLucene(raw.slice(0, -1), s, start);
        this.tokens.push({ kind: 'PREFIX', pos: start, value });
      } else {
        fail("Wildcard '?' is not supported", s, i - 1);
      }
    } else {
      fail('Only a trailing * wildcard is supported', s, wildcards[0] ?? start);
    }
  }

  private plainTerm(raw: string, start: number): void {
    if (raw === 'AND' || raw === '&&') this.tokens.push({ kind: 'AND', pos: start });
    else if (raw === 'OR' || raw === '||') this.tokens.push({ kind: 'OR', pos: start });
    else if (raw === 'NOT') this.tokens.push({ kind: 'NOT', pos: start });
    else if (raw === 'filter' && this.input.charAt(this.pos) === '(') {
      fail('filter(…) queries are not supported', this.input, start);
    } else {
      const value = unescapeLucene(raw, this.input, start);
      this.tokens.push({ kind: 'TERM', pos: start, raw, value });
    }
  }
}

/** Tokens of `input` from `start` (positions stay absolute), ending with an `EOF` token. */
export function tokenize(input: string, start = 0): Token[] {
  return new Lexer(input, start).run();
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyString,
  LUCENE_PIECES,
  luceneBiasedString,
  utf16String,
  wellFormedString,
} from '../test-support/arbitraries.js';
import { isSyntaxKind, lexLucene, tokenKinds } from '../test-support/lucene-lexer.js';
import {
  buildTextQuery,
  buildValuesQuery,
  escapeIdListItem,
  escapeTerm,
  quotePhrase,
  unescapeTerm,
} from './escape.js';

const RUNS = { numRuns: 500 };

describe('the model Lucene lexer (test support)', () => {
  it('reads terms, escapes and phrases', () => {
    expect(lexLucene('a\\ b')).toEqual([{ kind: 'TERM', raw: 'a\\ b', text: 'a b' }]);
    expect(lexLucene('"a \\"b\\" \\\\"')).toEqual([
      { kind: 'PHRASE', raw: '"a \\"b\\" \\\\"', text: 'a "b" \\' },
    ]);
    expect(tokenKinds('foo "bar baz" qux')).toEqual(['TERM', 'PHRASE', 'TERM']);
    expect(tokenKinds('\\AND \\or')).toEqual(['TERM', 'TERM']);
  });

  it('reports operators, prefixes and grouping', () => {
    expect(tokenKinds('a AND b or c NOT d && e || f')).toEqual([
      'TERM',
      'AND',
      'TERM',
      'OR',
      'TERM',
      'NOT',
      'TERM',
      'AND',
      'TERM',
      'OR',
      'TERM',
    ]);
    expect(tokenKinds('+a -b !c')).toEqual(['PLUS', 'TERM', 'MINUS', 'TERM', 'BANG', 'TERM']);
    expect(tokenKinds('title:(a b)')).toEqual([
      'TERM',
      'COLON',
      'LPAREN',
      'TERM',
      'TERM',
      'RPAREN',
    ]);
    expect(tokenKinds('p:[1 TO 2}')).toEqual([
      'TERM',
      'COLON',
      'LBRACKET',
      'TERM',
      'TERM',
      'TERM',
      'RBRACE',
    ]);
    expect(tokenKinds('a^2 b~1 c* d? /re/')).toEqual([
      'TERM',
      'CARET',
      'TERM',
      'TERM',
      'TILDE',
      'TERM',
      'TERM',
      'STAR',
      'TERM',
      'QUESTION',
      'SLASH',
      'TERM',
      'SLASH',
    ]);
    expect(tokenKinds('a-b')).toEqual(['TERM', 'MINUS', 'TERM']);
  });

  it('reports local params, unterminated phrases and dangling escapes', () => {
    expect(lexLucene('{!join from=a to=b}x:y')[0]).toEqual({
      kind: 'LOCAL_PARAMS',
      raw: '{!join from=a to=b}',
      text: '{!join from=a to=b}',
    });
    expect(tokenKinds('"open')).toEqual(['ERROR']);
    expect(tokenKinds('a\\')).toEqual(['ERROR']);
    expect(tokenKinds('a\u001fAND')).toEqual(['TERM', 'AND']);
  });
});

describe('escapeTerm', () => {
  it('escapes every special character and whitespace', () => {
    expect(escapeTerm('a+b')).toBe('a\\+b');
    expect(escapeTerm('-x')).toBe('\\-x');
    expect(escapeTerm('a b')).toBe('a\\ b');
    expect(escapeTerm('{!join from=a to=b}')).toBe('\\{\\!join\\ from=a\\ to=b\\}');
    expect(escapeTerm('id:*')).toBe('id\\:\\*');
    expect(escapeTerm('C:\\path/x')).toBe('C\\:\\\\path\\/x');
    expect(escapeTerm('&&||')).toBe('\\&\\&\\|\\|');
    expect(escapeTerm('plain')).toBe('plain');
    expect(escapeTerm('')).toBe('');
  });

  it('escapes operator words in any case', () => {
    expect(escapeTerm('AND')).toBe('\\AND');
    expect(escapeTerm('or')).toBe('\\or');
    expect(escapeTerm('Not')).toBe('\\Not');
    expect(escapeTerm('TO')).toBe('\\TO');
    expect(escapeTerm('ANDROID')).toBe('ANDROID');
  });

  it('escapes the separators edismax splits on (Java whitespace, U+001C to U+001F)', () => {
    for (const separator of ['\u001c', '\u001d', '\u001e', '\u001f']) {
      expect(tokenKinds(escapeTerm(`AND${separator}x`))).toEqual(['TERM']);
    }
  });

  it('lexes to exactly one literal TERM for any non-empty string', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        fc.pre(value.length > 0);
        const tokens = lexLucene(escapeTerm(value));
        expect(tokens).toHaveLength(1);
        expect(tokens[0]?.kind).toBe('TERM');
        expect(tokens[0]?.text).toBe(value);
      }),
      RUNS,
    );
  });

  it('lexes to one TERM for strings made of Lucene syntax', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LUCENE_PIECES), { minLength: 1 }), (pieces) => {
        const value = pieces.join('');
        const tokens = lexLucene(escapeTerm(value));
        expect(tokens.map((token) => [token.kind, token.text])).toEqual([['TERM', value]]);
      }),
      RUNS,
    );
  });

  it('is reversed by unescapeTerm', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        expect(unescapeTerm(escapeTerm(value))).toBe(value);
      }),
      RUNS,
    );
  });
});

describe('unescapeTerm', () => {
  it('drops one backslash per escape and keeps a trailing one', () => {
    expect(unescapeTerm('a\\ b\\\\c\\:')).toBe('a b\\c:');
    expect(unescapeTerm('a\\')).toBe('a\\');
    expect(unescapeTerm('\\\n')).toBe('\n');
  });
});

describe('quotePhrase', () => {
  it('quotes and escapes only backslash and double quote', () => {
    expect(quotePhrase('a "b" c')).toBe('"a \\"b\\" c"');
    expect(quotePhrase('\\')).toBe('"\\\\"');
    expect(quotePhrase('{!join} AND *:*')).toBe('"{!join} AND *:*"');
    expect(quotePhrase('')).toBe('""');
  });

  it('lexes to exactly one PHRASE whose content is the value', () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const tokens = lexLucene(quotePhrase(value));
        expect(tokens.map((token) => [token.kind, token.text])).toEqual([['PHRASE', value]]);
      }),
      RUNS,
    );
  });
});

describe('buildValuesQuery', () => {
  it('builds field:("a" OR "b") and null for no values', () => {
    expect(buildValuesQuery('id', ['A', 'B "x"'])).toBe('id:("A" OR "B \\"x\\"")');
    expect(buildValuesQuery('id', [])).toBeNull();
  });

  it('refuses a field that is not a field name', () => {
    for (const field of ['', 'id:x', '{!join}id', 'a b', '_query_']) {
      expect(() => buildValuesQuery(field, ['a']), field).toThrow(TypeError);
    }
  });

  it('yields field:( PHRASE (OR PHRASE)* ) for any ids', () => {
    fc.assert(
      fc.property(fc.array(anyString, { minLength: 1, maxLength: 8 }), (ids) => {
        const query = buildValuesQuery('id', ids);
        expect(query).not.toBeNull();
        expect(query?.startsWith('id:(')).toBe(true);
        expect(query?.endsWith(')')).toBe(true);
        const tokens = lexLucene(query ?? '');
        const expected = [
          ['TERM', 'id'],
          ['COLON', ':'],
          ['LPAREN', '('],
          ...ids.flatMap((id, index) =>
            index === 0
              ? [['PHRASE', id]]
              : [
                  ['OR', 'OR'],
                  ['PHRASE', id],
                ],
          ),
          ['RPAREN', ')'],
        ];
        expect(tokens.map((token) => [token.kind, token.text])).toEqual(expected);
      }),
      RUNS,
    );
  });
});

describe('buildTextQuery', () => {
  it('escapes words and keeps balanced phrases', () => {
    expect(buildTextQuery('villa "sea view" pool')).toBe('villa "sea view" pool');
    expect(buildTextQuery('-foo +bar !baz')).toBe('\\-foo \\+bar \\!baz');
    expect(buildTextQuery('title:x AND y')).toBe('title\\:x \\AND y');
    expect(buildTextQuery('{!join from=id to=id}x')).toBe('\\{\\!join from=id to=id\\}x');
    expect(buildTextQuery('"unbalanced phrase')).toBe('\\"unbalanced phrase');
    expect(buildTextQuery('a*  b?  ')).toBe('a\\* b\\?');
    expect(buildTextQuery('"" " " x')).toBe('x');
    expect(buildTextQuery('')).toBe('');
  });

  it('lexes to only TERM and PHRASE tokens for any text', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        for (const token of lexLucene(buildTextQuery(text))) {
          expect(['TERM', 'PHRASE'], `${token.kind} in ${JSON.stringify(text)}`).toContain(
            token.kind,
          );
          expect(isSyntaxKind(token.kind)).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('never leaves a bare operator word or a field colon, even with Lucene-heavy input', () => {
    const text = fc
      .array(fc.constantFrom(...LUCENE_PIECES), { maxLength: 20 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (input) => {
        const query = buildTextQuery(input);
        const tokens = lexLucene(query);
        const kinds = new Set(tokens.map((token) => token.kind));
        for (const kind of ['AND', 'OR', 'NOT', 'COLON', 'LOCAL_PARAMS', 'ERROR'] as const) {
          expect(kinds.has(kind), `${kind} in ${query}`).toBe(false);
        }
        expect([...kinds].every((kind) => kind === 'TERM' || kind === 'PHRASE')).toBe(true);
        // A term spelled like an operator only survives as a term because it is escaped.
        for (const token of tokens) {
          if (token.kind === 'TERM' && /^(?:AND|OR|NOT)$/i.test(token.text)) {
            expect(token.raw.startsWith('\\')).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('keeps every word of quote-free text as one term, in order', () => {
    const quoteFree = fc
      .oneof(wellFormedString, utf16String, luceneBiasedString)
      .map((text) => text.replace(/"/g, ''));
    fc.assert(
      fc.property(quoteFree, (text) => {
        const words = text.split(/\s+/).filter(Boolean);
        const tokens = lexLucene(buildTextQuery(text));
        expect(tokens.map((token) => [token.kind, token.text])).toEqual(
          words.map((word) => ['TERM', word]),
        );
      }),
      RUNS,
    );
  });
});

describe('escapeIdListItem', () => {
  it('escapes backslash and comma only', () => {
    expect(escapeIdListItem('a,b\\c d')).toBe('a\\,b\\\\c d');
  });

  it('lets a comma-separated list be split back into the ids', () => {
    const split = (list: string) => {
      const ids: string[] = [];
      let current = '';
      for (let i = 0; i < list.length; i++) {
        const char = list[i] as string;
        if (char === '\\') current += list[++i] ?? '';
        else if (char === ',') {
          ids.push(current);
          current = '';
        } else current += char;
      }
      ids.push(current);
      return ids;
    };
    fc.assert(
      fc.property(fc.array(anyString, { minLength: 1, maxLength: 6 }), (ids) => {
        expect(split(ids.map(escapeIdListItem).join(','))).toEqual(ids);
      }),
      RUNS,
    );
  });
});

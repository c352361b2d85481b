import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The flags store's cookie cap, as the browser's store applies it (not a dependency of the demo).
import { capNewest } from '../../../../packages/flags/src/store/cookie-size.js';
import { MAX_VALUE_LENGTH } from '../proxy/allowlist.js';
import { MAX_QUERY_DEPTH, MAX_QUERY_LENGTH, parseQuery } from './lucene-parser.js';
import {
  type BoolClause,
  type ParsedQuery,
  type QueryNode,
  UnsupportedQueryError,
} from './query-ast.js';

// ---- AST helpers -------------------------------------------------------------------------------

const all: QueryNode = { type: 'all' };
const term = (value: string, field: string | null = null): QueryNode => ({
  type: 'term',
  field,
  value,
});
const phrase = (value: string, field: string | null = null): QueryNode => ({
  type: 'phrase',
  field,
  value,
});
const prefix = (value: string, field: string | null = null): QueryNode => ({
  type: 'prefix',
  field,
  value,
});
const exists = (field: string): QueryNode => ({ type: 'exists', field });
const range = (
  field: string,
  from: string | null,
  to: string | null,
  includeFrom = true,
  includeTo = true,
): QueryNode => ({ type: 'range', field, from, to, includeFrom, includeTo });
const bool = (...clauses: BoolClause[]): QueryNode => ({ type: 'bool', clauses });
const must = (node: QueryNode): BoolClause => ({ occur: 'must', node });
const should = (node: QueryNode): BoolClause => ({ occur: 'should', node });
const not = (node: QueryNode): BoolClause => ({ occur: 'mustNot', node });

const node = (q: string, op?: 'OR' | 'AND'): QueryNode =>
  parseQuery(q, op === undefined ? {} : { defaultOperator: op }).node;

function errorOf(q: string): UnsupportedQueryError {
  try {
    parseQuery(q);
  } catch (error) {
    if (error instanceof UnsupportedQueryError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(q)} to be rejected`);
}

// ---- Table-driven cases ------------------------------------------------------------------------

type Case = readonly [query: string, expected: QueryNode];

const basics: readonly Case[] = [
  ['*:*', all],
  ['', all],
  ['   \t\n', all],
  ['*', all],
  ['*:*^2', all],
  ['sea', term('sea')],
  ['sea\\ view', term('sea view')],
  ['a\\:b', term('a:b')],
  ['\\AND', term('AND')],
  ['\\TO', term('TO')],
  ['\\u0041b', term('Ab')],
  ['a-b', term('a-b')],
  ['a!b', term('a!b')],
  ['a/b', term('a/b')],
  ['ANDroid', term('ANDroid')],
  ['&&x', term('&&x')],
  ['a&&b', term('a&&b')],
  ['title:sea', term('sea', 'title')],
  ['title: sea', term('sea', 'title')],
  ['meta.geo_2:x', term('x', 'meta.geo_2')],
  ['title:12\\:30', term('12:30', 'title')],
  ['title:"sea view"', phrase('sea view', 'title')],
  ['"sea view"', phrase('sea view')],
  ['"say \\"hi\\" \\\\ ok"', phrase('say "hi" \\ ok')],
  ['"a:b (c) AND d*"', phrase('a:b (c) AND d*')],
  ['"{!tag=x}"', phrase('{!tag=x}')],
  ['a /* a comment */ b', bool(should(term('a')), should(term('b')))],
];

const fieldsAndGroups: readonly Case[] = [
  ['city:(paris OR rome)', bool(should(term('paris', 'city')), should(term('rome', 'city')))],
  ['city:("a" OR "b")', bool(should(phrase('a', 'city')), should(phrase('b', 'city')))],
  [
    'f:(a g:b "c d" e* [1 TO 2])',
    bool(
      should(term('a', 'f')),
      should(term('b', 'g')),
      should(phrase('c d', 'f')),
      should(prefix('e', 'f')),
      should(range('f', '1', '2')),
    ),
  ],
  ['(a)', term('a')],
  ['((a))', term('a')],
  ['(+a)', term('a')],
  ['(-a)', bool(not(term('a')))],
  ['(a OR (b AND c))', bool(should(term('a')), should(bool(must(term('b')), must(term('c')))))],
  ['-(a b)', bool(not(bool(should(term('a')), should(term('b')))))],
  ['(a b) c', bool(should(bool(should(term('a')), should(term('b')))), should(term('c')))],
  ['f:(*)', exists('f')],
  ['f:(*:*)', all],
];

const operators: readonly Case[] = [
  ['a AND b', bool(must(term('a')), must(term('b')))],
  ['a && b', bool(must(term('a')), must(term('b')))],
  ['a OR b', bool(should(term('a')), should(term('b')))],
  ['a || b', bool(should(term('a')), should(term('b')))],
  ['a b', bool(should(term('a')), should(term('b')))],
  ['a AND b OR c', bool(must(term('a')), must(term('b')), should(term('c')))],
  ['a OR b AND c', bool(should(term('a')), must(term('b')), must(term('c')))],
  ['NOT a', bool(not(term('a')))],
  ['!a', bool(not(term('a')))],
  ['-a', bool(not(term('a')))],
  ['+a', term('a')],
  ['+a b', bool(must(term('a')), should(term('b')))],
  ['a -b', bool(should(term('a')), not(term('b')))],
  ['a NOT b', bool(should(term('a')), not(term('b')))],
  ['a !b', bool(should(term('a')), not(term('b')))],
  ['a AND NOT b', bool(must(term('a')), not(term('b')))],
  ['a AND -b', bool(must(term('a')), not(term('b')))],
  ['-a AND b', bool(not(term('a')), must(term('b')))],
  ['-a OR b', bool(not(term('a')), should(term('b')))],
  ['a and b or not c', bool(...['a', 'and', 'b', 'or', 'not', 'c'].map((v) => should(term(v))))],
  ['-f:*', bool(not(exists('f')))],
  ['*:* -f:x', bool(should(all), not(term('x', 'f')))],
  // Solr reads a +, - or ! followed by whitespace as a one-character term.
  ['a + b', bool(should(term('a')), should(term('+')), should(term('b')))],
  ['a - b', bool(should(term('a')), should(term('-')), should(term('b')))],
];

const andOperator: readonly Case[] = [
  ['a', term('a')],
  ['a b', bool(must(term('a')), must(term('b')))],
  ['a OR b', bool(should(term('a')), should(term('b')))],
  ['a AND b OR c', bool(must(term('a')), should(term('b')), should(term('c')))],
  ['a OR b c', bool(should(term('a')), should(term('b')), must(term('c')))],
  ['a -b', bool(must(term('a')), not(term('b')))],
  ['-a OR b', bool(not(term('a')), should(term('b')))],
  ['NOT a', bool(not(term('a')))],
];

const boosts: readonly Case[] = [
  ['a^2', term('a')],
  ['a^2.5 b', bool(should(term('a')), should(term('b')))],
  ['"a b"^3', phrase('a b')],
  ['(a b)^2', bool(should(term('a')), should(term('b')))],
  ['f:[1 TO 2]^2', range('f', '1', '2')],
  ['f:pre*^2', prefix('pre', 'f')],
  ['(a)^=1', term('a')],
];

const rangesAndWildcards: readonly Case[] = [
  ['price:[10 TO 20]', range('price', '10', '20')],
  ['price:{10 TO 20}', range('price', '10', '20', false, false)],
  ['price:[10 TO 20}', range('price', '10', '20', true, false)],
  ['price:{10 TO 20]', range('price', '10', '20', false, true)],
  ['price:[* TO 20]', range('price', null, '20')],
  ['price:{10 TO *]', range('price', '10', null, false, true)],
  ['price:[ 10   TO   20 ]', range('price', '10', '20')],
  ['name:["a b" TO "c\\"d"]', range('name', 'a b', 'c"d')],
  ['name:["*" TO \\*]', range('name', '*', '*')],
  ['name:[TO TO TO]', range('name', 'TO', 'TO')],
  [
    'date:[2020-01-01T00:00:00Z TO NOW/DAY+1DAY]',
    range('date', '2020-01-01T00:00:00Z', 'NOW/DAY+1DAY'),
  ],
  ['f:[* TO *]', exists('f')],
  ['f:{* TO *}', exists('f')],
  ['f:*', exists('f')],
  ['f:pre*', prefix('pre', 'f')],
  ['pre*', prefix('pre')],
  ['f:a\\*', term('a*', 'f')],
  ['f:a\\**', prefix('a*', 'f')],
  ['f:\\*', term('*', 'f')],
];

describe('parseQuery: standard syntax', () => {
  const groups: readonly (readonly [string, readonly Case[]])[] = [
    ['terms, phrases and escapes', basics],
    ['fields and groups', fieldsAndGroups],
    ['operators (q.op=OR)', operators],
    ['boosts are accepted and ignored', boosts],
    ['ranges, exists and prefixes', rangesAndWildcards],
  ];
  for (const [name, cases] of groups) {
    it.each(cases)(`${name}: %j`, (query, expected) => {
      expect(parseQuery(query)).toEqual({
        localParams: { parser: null, tags: [] },
        node: expected,
      });
    });
  }

  it.each(andOperator)('q.op=AND: %j', (query, expected) => {
    expect(node(query, 'AND')).toEqual(expected);
  });

  it('accepts the maximum nesting depth and length', () => {
    const deep = `${'('.repeat(MAX_QUERY_DEPTH)}a${')'.repeat(MAX_QUERY_DEPTH)}`;
    expect(node(deep)).toEqual(term('a'));
    expect(node('a'.repeat(MAX_QUERY_LENGTH))).toEqual(term('a'.repeat(MAX_QUERY_LENGTH)));
  });

  it('accepts every query length the proxy lets through', () => {
    expect(MAX_QUERY_LENGTH).toBeGreaterThanOrEqual(MAX_VALUE_LENGTH);
  });

  it('accepts the favourites query of a full favourites cookie (SPEC 2.4, 3.7, 7.3)', () => {
    // The demo's document ids, as many as the flags store keeps in its cookie, counted by the
    // store's own rule (MAX_COOKIE_BYTES of name=value as js-cookie encodes it, which leaves `/`
    // and `:` as they are).
    const candidates = Array.from({ length: 300 }, (_, n) => `k3y9zq-default_index-node/${n}:en`);
    const { kept: ids, dropped } = capNewest('riot_solr_flag_items', candidates);
    expect(dropped.length).toBeGreaterThan(0);
    const query = `id:(${ids.map((id) => `"${id}"`).join(' OR ')})`;
    const parsed = parseQuery(query).node;
    expect(parsed.type === 'bool' && parsed.clauses.length).toBe(ids.length);
  });
});

describe('parseQuery: local params and dismax', () => {
  const cases: readonly (readonly [string, ParsedQuery])[] = [
    ['{!tag=a,b}x', { localParams: { parser: null, tags: ['a', 'b'] }, node: term('x') }],
    ['{!tag=a}f:x', { localParams: { parser: null, tags: ['a'] }, node: term('x', 'f') }],
    ['{!tag=a}', { localParams: { parser: null, tags: ['a'] }, node: all }],
    ["{!tag='a, b'}x", { localParams: { parser: null, tags: ['a', 'b'] }, node: term('x') }],
    [
      '{!lucene}a AND b',
      { localParams: { parser: 'lucene', tags: [] }, node: bool(must(term('a')), must(term('b'))) },
    ],
    ['{!type=lucene tag=t}a', { localParams: { parser: 'lucene', tags: ['t'] }, node: term('a') }],
    ['{!edismax}sea', { localParams: { parser: 'edismax', tags: [] }, node: term('sea') }],
    ['{!dismax}', { localParams: { parser: 'dismax', tags: [] }, node: all }],
    [
      '{!dismax}a +b -c "d e" +"f g"',
      {
        localParams: { parser: 'dismax', tags: [] },
        node: bool(
          should(term('a')),
          must(term('b')),
          not(term('c')),
          should(phrase('d e')),
          must(phrase('f g')),
        ),
      },
    ],
    [
      '{!dismax}a:b (c AND d* - e\\',
      {
        localParams: { parser: 'dismax', tags: [] },
        node: bool(...['a:b', '(c', 'AND', 'd*', '-', 'e\\'].map((v) => should(term(v)))),
      },
    ],
    [
      '{!edismax}"unbalanced quote',
      {
        localParams: { parser: 'edismax', tags: [] },
        node: bool(should(term('unbalanced')), should(term('quote'))),
      },
    ],
    ['{!dismax}-a', { localParams: { parser: 'dismax', tags: [] }, node: bool(not(term('a'))) }],
    [
      '{!dismax qf=title}x',
      { localParams: { parser: 'dismax', tags: [], qf: ['title'] }, node: term('x') },
    ],
    [
      "{!edismax qf='title^2 body' tag=t}x",
      { localParams: { parser: 'edismax', tags: ['t'], qf: ['title', 'body'] }, node: term('x') },
    ],
  ];
  it.each(cases)('%j', (query, expected) => {
    expect(parseQuery(query)).toEqual(expected);
  });

  it('dismax plain words follow q.op', () => {
    expect(node('{!dismax}a b -c', 'AND')).toEqual(
      bool(must(term('a')), must(term('b')), not(term('c'))),
    );
  });
});

describe('parseQuery: errors', () => {
  const rejected: readonly (readonly [string, number])[] = [
    ['(a', 2],
    ['((a)', 4],
    ['a)', 1],
    ['()', 1],
    ['"a', 0],
    ['a "b', 2],
    ['a AND', 5],
    ['a OR', 4],
    ['NOT', 3],
    ['+', 1],
    ['a +', 3],
    ['AND a', 0],
    ['a AND OR b', 6],
    ['a TO b', 2],
    ['title:', 6],
    ['title:)', 6],
    ['title: AND x', 7],
    ['f:-a', 2],
    ['f:[a b]', 2],
    ['f:[a TO]', 2],
    ['f:[a TO b', 2],
    ['f:["" TO b]', 3],
    ['[a TO b]', 0],
    ['a]', 1],
    ['a}', 1],
    ['a~', 1],
    ['a~2', 1],
    ['"a b"~2', 5],
    ['a?', 1],
    ['a*b', 1],
    ['*a', 0],
    ['a**', 1],
    ['/re/', 0],
    ['a^', 1],
    ['a^x', 1],
    ['a^2^3', 3],
    ['12:30', 0],
    ['a:b:c', 3],
    ['"a":b', 3],
    ['*:foo', 2],
    ['*:(a)', 2],
    ['_query_:"{!dismax}x"', 0],
    ['_val_:"recip(x)"', 0],
    ['filter(a)', 0],
    ['a\\', 1],
    ['\\u00zz', 0],
    ['""', 0],
    ['a /* b', 2],
    ['a {!tag=b}c', 2],
    [' {!tag=a}x', 1],
    ['{!tag=a', 0],
    ['{!type=join from=a to=b}x', 2],
    ['{!join from=a to=b}x', 2],
    ['{!func}x', 2],
    ['{!frange l=0}x', 2],
    ['{!query}x', 2],
    ['{!v=x}', 2],
    ['{!tag=a v=$q}', 10],
    ['{!$deref}x', 2],
    ['{!tag=$t}x', 6],
    ['{!ex=a}x', 2],
    ['{!Dismax}x', 2],
    ['{!dismax type=lucene}x', 9],
    ['{!dismax tag}x', 9],
    ['{!lucene qf=title}x', 0],
    ['{!dismax qf=12}x', 9],
    ['{!dismax}a {!tag=b}c', 11],
  ];
  it.each(rejected)('%j is rejected at position %i', (query, position) => {
    const error = errorOf(query);
    expect(error.query).toBe(query);
    expect(error.position).toBe(position);
    expect(error.message).not.toMatch(/^Internal/);
  });

  it('rejects nesting deeper than the limit and input longer than the limit', () => {
    const depth = MAX_QUERY_DEPTH + 1;
    expect(errorOf(`${'('.repeat(depth)}a${')'.repeat(depth)}`).position).toBe(MAX_QUERY_DEPTH);
    expect(errorOf('a'.repeat(MAX_QUERY_LENGTH + 1)).position).toBe(MAX_QUERY_LENGTH);
    expect(errorOf('('.repeat(1000)).message).toMatch(/too deep/);
  });
});

// ---- Properties --------------------------------------------------------------------------------

/** Structural invariants every parsed tree keeps. */
function checkTree(n: QueryNode): void {
  if (n.type !== 'bool') return;
  expect(n.clauses.length).toBeGreaterThan(0);
  const [only] = n.clauses;
  if (n.clauses.length === 1) expect(only?.occur).toBe('mustNot');
  for (const c of n.clauses) checkTree(c.node);
}

function parsesOrRejects(input: string, op: 'OR' | 'AND'): void {
  const started = performance.now();
  try {
    const parsed = parseQuery(input, { defaultOperator: op });
    checkTree(parsed.node);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedQueryError);
    expect((error as UnsupportedQueryError).message).not.toMatch(/^Internal/);
    expect((error as UnsupportedQueryError).position).toBeGreaterThanOrEqual(0);
    expect((error as UnsupportedQueryError).position).toBeLessThanOrEqual(input.length);
  }
  expect(performance.now() - started).toBeLessThan(100);
}

const SPECIAL_CHARS = [...' \t\n\u3000+-!():^[]"{}~*?\\/&|=,$\'_.0'];
const specialUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_CHARS) },
  { weight: 1, arbitrary: fc.constantFrom('a', 'b', 'Z', 'é', '\u00a0', '\ud83d') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const QUERY_PIECES = [
  'AND',
  'OR',
  'NOT',
  'TO',
  '&&',
  '||',
  '!',
  '(',
  ')',
  '"',
  'a',
  'b ',
  'f:',
  'g.h:',
  '[',
  ']',
  '{',
  '}',
  '*',
  '*:*',
  '\\',
  '+',
  '-',
  ' ',
  '^2',
  '~',
  '?',
  '{!tag=x}',
  '{!dismax}',
  '/*',
  '*/',
  '_query_:',
  'filter(',
  '\\u0041',
  'x*',
  '"p q"',
];
const queryOfPieces = fc
  .array(fc.constantFrom(...QUERY_PIECES), { maxLength: 40 })
  .map((pieces) => pieces.join(''));

describe('parseQuery: robustness', () => {
  it('returns a tree or throws UnsupportedQueryError, quickly, on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: specialUnit, maxLength: 60 }),
          fc.string({ unit: 'binary', maxLength: 60 }),
          queryOfPieces,
        ),
        fc.constantFrom<'OR' | 'AND'>('OR', 'AND'),
        (input, op) => parsesOrRejects(input, op),
      ),
      { numRuns: 2000 },
    );
  });

  it('stays fast on inputs around the length cap', () => {
    fc.assert(
      fc.property(fc.string({ unit: specialUnit, minLength: 1900, maxLength: 2100 }), (input) =>
        parsesOrRejects(input, 'OR'),
      ),
      { numRuns: 100 },
    );
  });
});

// ---- Round trip: AST → Lucene text → AST -------------------------------------------------------

/** Characters the printer escapes in bare terms (Lucene specials, whitespace, `&&`/`||`). */
const TERM_SPECIALS = new Set([...' \t\n\r\u3000+-!():^[]"{}~*?\\/&|']);
const RESERVED = new Set(['AND', 'OR', 'NOT', 'TO']);

function escapeTerm(value: string): string {
  const escaped = [...value].map((c) => (TERM_SPECIALS.has(c) ? `\\${c}` : c)).join('');
  return RESERVED.has(value) ? `\\${escaped}` : escaped;
}
const quote = (value: string): string => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
const withField = (field: string | null, text: string): string =>
  field === null ? text : `${field}:${text}`;

function print(n: QueryNode): string {
  switch (n.type) {
    case 'all':
      return '*:*';
    case 'term':
      return withField(n.field, escapeTerm(n.value));
    case 'phrase':
      return withField(n.field, quote(n.value));
    case 'prefix':
      return withField(n.field, `${escapeTerm(n.value)}*`);
    case 'exists':
      return `${n.field}:*`;
    case 'range': {
      const bound = (b: string | null): string => (b === null ? '*' : quote(b));
      const [open, close] = [n.includeFrom ? '[' : '{', n.includeTo ? ']' : '}'];
      return `${n.field}:${open}${bound(n.from)} TO ${bound(n.to)}${close}`;
    }
    case 'bool': {
      const sign = { must: '+', should: '', mustNot: '-' } as const;
      return `(${n.clauses.map((c) => `${sign[c.occur]}${print(c.node)}`).join(' ')})`;
    }
  }
}

/** What the parser makes of a tree: single non-negative clauses unwrap; `[* TO *]` is exists. */
function normalise(n: QueryNode): QueryNode {
  if (n.type === 'range' && n.from === null && n.to === null) return exists(n.field);
  if (n.type !== 'bool') return n;
  const clauses = n.clauses.map((c) => ({ occur: c.occur, node: normalise(c.node) }));
  const [only] = clauses;
  if (only !== undefined && clauses.length === 1 && only.occur !== 'mustNot') return only.node;
  return { type: 'bool', clauses };
}

const textUnit = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...TERM_SPECIALS, 'u', 'x', '0', '\u00a0', '{!') },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const text = fc.oneof(
  fc.string({ unit: textUnit, minLength: 1, maxLength: 8 }),
  fc.constantFrom('AND', 'OR', 'NOT', 'TO', '&&', '||', '*', 'filter', '\\u0041', '_query_'),
);
const fieldName = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_.]{0,6}$/)
  .filter((f) => !RESERVED.has(f) && f !== '_query_' && f !== '_val_');
const optionalField = fc.option(fieldName, { nil: null });

const leaf: fc.Arbitrary<QueryNode> = fc.oneof(
  fc.constant(all),
  fc.record({ type: fc.constant('term' as const), field: optionalField, value: text }),
  fc.record({ type: fc.constant('phrase' as const), field: optionalField, value: text }),
  fc.record({ type: fc.constant('prefix' as const), field: optionalField, value: text }),
  fc.record({ type: fc.constant('exists' as const), field: fieldName }),
  fc.record({
    type: fc.constant('range' as const),
    field: fieldName,
    from: fc.option(text, { nil: null }),
    to: fc.option(text, { nil: null }),
    includeFrom: fc.boolean(),
    includeTo: fc.boolean(),
  }),
);

const { tree } = fc.letrec<{ tree: QueryNode }>((tie) => ({
  tree: fc.oneof(
    { maxDepth: 5, depthSize: 'small' },
    leaf,
    fc.record({
      type: fc.constant('bool' as const),
      clauses: fc.array(
        fc.record({
          occur: fc.constantFrom<BoolClause['occur']>('must', 'should', 'mustNot'),
          node: tie('tree'),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  ),
}));

describe('parseQuery: round trip', () => {
  it('parses printed trees back to the same tree', () => {
    fc.assert(
      fc.property(tree, (generated) => {
        const printed = print(generated);
        fc.pre(printed.length <= MAX_QUERY_LENGTH);
        expect(parseQuery(printed).node).toEqual(normalise(generated));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the tree behind a tag local param', () => {
    fc.assert(
      fc.property(tree, (generated) => {
        const printed = `{!tag=t1,t2}${print(generated)}`;
        fc.pre(printed.length <= MAX_QUERY_LENGTH);
        expect(parseQuery(printed)).toEqual({
          localParams: { parser: null, tags: ['t1', 't2'] },
          node: normalise(generated),
        });
      }),
      { numRuns: 200 },
    );
  });
});

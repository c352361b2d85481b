/**
 * The Lucene/Solr standard query parser of the demo engine: `q` and `fq` strings to the
 * `query-ast.ts` tree. It follows Solr's `QueryParser.jj` grammar (`Query`, `Clause`, `Term`)
 * and Lucene's `addClause` occur rules, so `a AND b OR c` is `+a +b c` as in Solr. A leading
 * `{!dismax}` / `{!edismax}` switches to the plain-text reading of `lucene-dismax.ts`. Anything
 * unsupported or malformed is an `UnsupportedQueryError` carrying the input and a position.
 */

import { parseDismaxText } from './lucene-dismax.js';
import { parseLocalParams } from './lucene-local-params.js';
import { type Token, tokenize } from './lucene-tokenizer.js';
import {
  type BoolClause,
  type ParsedQuery,
  type QueryNode,
  UnsupportedQueryError,
} from './query-ast.js';

export interface ParseOptions {
  /** `q.op`: the operator between clauses without an explicit one. Default `OR`. */
  readonly defaultOperator?: 'OR' | 'AND' | undefined;
}

/**
 * Longest query accepted, in UTF-16 code units: the proxy's bound on one parameter
 * (`MAX_VALUE_LENGTH`, proxy/allowlist.ts), so no query the proxy lets through is refused here.
 * A favourites list as long as its cookie holds (about 4 KB of ids, SPEC 3.7) is one `q` on the
 * favourites page and one `fq` in the counter's panel (SPEC 2.4, 7.3), shorter than the cookie;
 * at 2,000 a visitor with about 50 favourites saw "The results could not be loaded".
 */
export const MAX_QUERY_LENGTH = 4000;
/** Deepest parenthesis nesting accepted. */
export const MAX_QUERY_DEPTH = 20;

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const MAGIC_FIELDS = new Set(['_query_', '_val_']);

type Conj = 'none' | 'AND' | 'OR';
type Mods = 'none' | 'req' | 'not';

/** The first string a token stands for, for error messages. */
function describe(t: Token): string {
  switch (t.kind) {
    case 'EOF':
      return 'end of query';
    case 'TERM':
      return `'${t.raw}'`;
    case 'LPAREN':
      return "'('";
    case 'RPAREN':
      return "')'";
    case 'COLON':
      return "':'";
    case 'BOOST':
      return "'^'";
    default:
      return t.kind;
  }
}

class Parser {
  private i = 0;

  constructor(
    private readonly input: string,
    private readonly tokens: readonly Token[],
    private readonly op: 'OR' | 'AND',
  ) {}

  private peek(ahead = 0): Token {
    const last = this.tokens[this.tokens.length - 1] as Token;
    return this.tokens[this.i + ahead] ?? last;
  }

  private next(): Token {
    const t = this.peek();
    if (t.kind !== 'EOF') this.i++;
    return t;
  }

  private fail(message: string, pos: number): never {
    throw new UnsupportedQueryError(`${message} at position ${pos}`, this.input, pos);
  }

  top(): QueryNode {
    if (this.peek().kind === 'EOF') return { type: 'all' };
    const node = this.query(null, 0);
    const t = this.peek();
    if (t.kind === 'RPAREN') this.fail("Unbalanced parenthesis: unexpected ')'", t.pos);
    if (t.kind !== 'EOF') this.fail(`Unexpected ${describe(t)}`, t.pos);
    return node;
  }

  /** Solr's `Query`: `Modifiers Clause (Conjunction Modifiers Clause)*`. */
  private query(field: string | null, depth: number): QueryNode {
    const clauses: BoolClause[] = [];
    let mods = this.modifiers();
    this.addClause(clauses, 'none', mods, this.clause(field, depth));
    for (;;) {
      const kind = this.peek().kind;
      if (kind === 'EOF' || kind === 'RPAREN') break;
      const conj = this.conjunction();
      mods = this.modifiers();
      this.addClause(clauses, conj, mods, this.clause(field, depth));
    }
    const [only] = clauses;
    if (only !== undefined && clauses.length === 1 && only.occur !== 'mustNot') return only.node;
    return { type: 'bool', clauses };
  }

  private conjunction(): Conj {
    const kind = this.peek().kind;
    if (kind !== 'AND' && kind !== 'OR') return 'none';
    this.next();
    return kind;
  }

  private modifiers(): Mods {
    const kind = this.peek().kind;
    if (kind !== 'PLUS' && kind !== 'MINUS' && kind !== 'NOT') return 'none';
    this.next();
    return kind === 'PLUS' ? 'req' : 'not';
  }

  /** Lucene's `QueryParserBase.addClause`, verbatim in its occur decisions. */
  private addClause(clauses: BoolClause[], conj: Conj, mods: Mods, node: QueryNode): void {
    const last = clauses.length - 1;
    const prev = clauses[last];
    if (prev !== undefined && prev.occur !== 'mustNot') {
      if (conj === 'AND') clauses[last] = { occur: 'must', node: prev.node };
      else if (conj === 'OR' && this.op === 'AND')
        clauses[last] = { occur: 'should', node: prev.node };
    }
    const prohibited = mods === 'not';
    const required =
      this.op === 'OR'
        ? mods === 'req' || (conj === 'AND' && !prohibited)
        : !prohibited && conj !== 'OR';
    clauses.push({ occur: prohibited ? 'mustNot' : required ? 'must' : 'should', node });
  }

  /** Solr's `Clause`: `[field ':'] (Term | '(' Query ')' ['^' n])`. */
  private clause(defaultField: string | null, depth: number): QueryNode {
    let field = defaultField;
    const t = this.peek();
    if (this.peek(1).kind === 'COLON') {
      if (t.kind === 'TERM') field = this.fieldName(t.value, t.pos);
      else if (t.kind === 'STAR') field = '*';
      if (t.kind === 'TERM' || t.kind === 'STAR') this.i += 2;
    }
    const open = this.peek();
    if (open.kind !== 'LPAREN') return this.term(field);
    if (field === '*') this.fail("'*:' applies only to '*'", open.pos);
    if (depth + 1 > MAX_QUERY_DEPTH) this.fail('Query nesting is too deep', open.pos);
    this.next();
    const node = this.query(field, depth + 1);
    const close = this.next();
    if (close.kind !== 'RPAREN') {
      this.fail(`Unbalanced parenthesis: expected ')' for '(' at ${open.pos}`, close.pos);
    }
    this.optionalBoost();
    return node;
  }

  private fieldName(name: string, pos: number): string {
    if (MAGIC_FIELDS.has(name)) this.fail(`The magic field '${name}' is not supported`, pos);
    if (!FIELD_NAME.test(name)) this.fail(`Invalid field name '${name}'`, pos);
    return name;
  }

  /** Solr's `Term`: a term, `*`, `pre*`, a phrase or a range, with an optional boost. */
  private term(field: string | null): QueryNode {
    const t = this.next();
    const node = this.termNode(t, field);
    this.optionalBoost();
    return node;
  }

  private termNode(t: Token, field: string | null): QueryNode {
    if (t.kind === 'STAR') {
      return field === null || field === '*' ? { type: 'all' } : { type: 'exists', field };
    }
    if (field === '*' && t.kind !== 'EOF') this.fail("'*:' applies only to '*'", t.pos);
    const f = field === '*' ? null : field;
    switch (t.kind) {
      case 'TERM':
        if (t.raw === 'TO') this.fail("'TO' outside a range", t.pos);
        return { type: 'term', field: f, value: t.value };
      case 'BAREOPER':
        return { type: 'term', field: f, value: t.value };
      case 'PREFIX':
        return { type: 'prefix', field: f, value: t.value };
      case 'QUOTED':
        if (t.value === '') this.fail('Empty phrase', t.pos);
        return { type: 'phrase', field: f, value: t.value };
      case 'RANGE':
        if (f === null) this.fail('A range needs a field', t.pos);
        if (t.from === null && t.to === null) return { type: 'exists', field: f };
        return {
          type: 'range',
          field: f,
          from: t.from,
          to: t.to,
          includeFrom: t.includeFrom,
          includeTo: t.includeTo,
        };
      case 'EOF':
        return this.fail('Unexpected end of query (dangling operator or empty field value)', t.pos);
      default:
        return this.fail(`Unexpected ${describe(t)}`, t.pos);
    }
  }

  private optionalBoost(): void {
    if (this.peek().kind === 'BOOST') this.next();
  }
}

function parseUnsafe(input: string, options: ParseOptions | undefined): ParsedQuery {
  if (input.length > MAX_QUERY_LENGTH) {
    throw new UnsupportedQueryError(
      `Query longer than ${MAX_QUERY_LENGTH} characters`,
      input,
      MAX_QUERY_LENGTH,
    );
  }
  const op = options?.defaultOperator === 'AND' ? 'AND' : 'OR';
  const { localParams, rest } = parseLocalParams(input);
  if (localParams.parser === 'dismax' || localParams.parser === 'edismax') {
    return { localParams, node: parseDismaxText(input, rest, op) };
  }
  return { localParams, node: new Parser(input, tokenize(input, rest), op).top() };
}

/**
 * Parses a Solr standard-syntax query (`q` or `fq`). Never throws anything but
 * `UnsupportedQueryError`; linear in the input, which is capped at `MAX_QUERY_LENGTH`.
 */
export function parseQuery(input: string, options?: ParseOptions): ParsedQuery {
  try {
    return parseUnsafe(input, options);
  } catch (error) {
    if (error instanceof UnsupportedQueryError) throw error;
    throw new UnsupportedQueryError(`Internal parser error: ${String(error)}`, input, 0);
  }
}

/**
 * The user text of a `{!dismax}` / `{!edismax}` query, read the way the demo engine supports it:
 * plain words on the default fields, `+word` (must), `-word` (must not) and `"phrases"`;
 * everything else is literal text. As in Solr's dismax, an odd number of quotes means no quote
 * counts (they are all dropped), and plain words are optional under `q.op=OR` (mm 0%) and
 * required under `q.op=AND` (mm 100%).
 */

import { type BoolClause, type QueryNode, UnsupportedQueryError } from './query-ast.js';

const isSpace = (c: string): boolean => /\s/.test(c);

export function parseDismaxText(
  input: string,
  start: number,
  defaultOperator: 'OR' | 'AND',
): QueryNode {
  const nested = input.indexOf('{!', start);
  if (nested >= 0) {
    throw new UnsupportedQueryError(
      `Nested local params are not supported at position ${nested}`,
      input,
      nested,
    );
  }
  let text = input.slice(start);
  if ((text.match(/"/g)?.length ?? 0) % 2 === 1) text = text.replaceAll('"', '');
  const plain = defaultOperator === 'AND' ? 'must' : 'should';
  const clauses: BoolClause[] = [];
  let i = 0;
  while (i < text.length) {
    if (isSpace(text.charAt(i))) {
      i++;
      continue;
    }
    let occur: BoolClause['occur'] = plain;
    const c = text.charAt(i);
    const next = text.charAt(i + 1);
    if ((c === '+' || c === '-') && next !== '' && !isSpace(next)) {
      occur = c === '+' ? 'must' : 'mustNot';
      i++;
    }
    if (text.charAt(i) === '"') {
      const found = text.indexOf('"', i + 1);
      const close = found < 0 ? text.length : found;
      const value = text.slice(i + 1, close);
      i = close + 1;
      if (value.trim() !== '')
        clauses.push({ occur, node: { type: 'phrase', field: null, value } });
      continue;
    }
    let end = i;
    while (end < text.length && !isSpace(text.charAt(end)) && text.charAt(end) !== '"') end++;
    clauses.push({ occur, node: { type: 'term', field: null, value: text.slice(i, end) } });
    i = end;
  }
  const [only] = clauses;
  if (only === undefined) return { type: 'all' };
  if (clauses.length === 1 && only.occur !== 'mustNot') return only.node;
  return { type: 'bool', clauses };
}

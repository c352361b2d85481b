/**
 * Records the responses the stories replay, from the demo's own engine and proxy
 * (examples/cms-host, run in this process; nothing listens on a port):
 *
 *   pnpm --filter @stayfront/storybook record-fixtures
 *
 * search-core runs here with the stories' own search configs (src/scenarios/search-configs.ts)
 * and goes through every state a story reaches (each facet value, pages, sorts, suggestions,
 * favourites), so the requests recorded are the ones the widgets make. Run it again after a
 * change to those configs, to search-core's requests, or to the demo's data; a story whose
 * request was not recorded says so on the console and shows the search error state.
 *
 * The map stories' tiles are drawn by the demo's tile generator (scripts/record-tiles.ts).
 *
 * Changes made to what the engine answered, each for the static build to work anywhere:
 * - image URLs become relative (`images/…`), and the images are saved in public/images/;
 * - a result keeps only its first image (the card shows only that one);
 * - the query time (`QTime`) is 0, so that recording twice gives the same files.
 * Derived responses (a 300-value facet, long labels, a missing image) are marked `derived`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildFavouritesParams,
  createSearch,
  type SearchInstance,
  type SolrResponse,
} from '@stayfront/search-core';
import { suggest } from '@stayfront/search-core/autocomplete';
import { setRange, toggleFacet } from '@stayfront/search-core/facets';
import { createServer } from '../../examples/cms-host/src/server.js';
import { markerId } from '../../examples/cms-host/src/site/map-config.js';
import { createProgressJobs } from '../../examples/cms-host/src/site/progress.js';
import { loadSiteData } from '../../examples/cms-host/src/site/site-data.js';
import { memoryLocation } from '../src/harness/memory-location.js';
import { ST_IVES } from '../src/scenarios/map-views.js';
import {
  AUTOCOMPLETE_FIELD,
  BIG_FACET_SEARCH,
  COUNTER_SEARCH,
  FAVOURITES_SEARCH,
  MAIN_SEARCH,
  MAP_SEARCH,
  ROWS_OPTIONS,
  SORT_OPTIONS,
} from '../src/scenarios/search-configs.js';
import type { FixtureFile, RecordedResponse } from '../src/transport/fixture-file.js';
import { bodyText, requestKey } from '../src/transport/request-key.js';
import { expandFacet, lengthenLabels, withoutImage } from './derive-responses.js';
import { recordTiles } from './record-tiles.js';

/** Enough listings for 27 pages and realistic counts, few enough to keep the fixtures small. */
const LISTINGS = 320;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(ROOT, 'fixtures');
const IMAGES = join(ROOT, 'public');
const SOURCE = `Recorded from the demo engine (examples/cms-host, ${LISTINGS} generated listings) by \`pnpm --filter @stayfront/storybook record-fixtures\`.`;
/** Words typed into the autocomplete in stories: every prefix of two letters or more is recorded. */
const TYPED_WORDS = ['sea', 'cottage', 'harbour'];

const dataDir = mkdtempSync(join(tmpdir(), 'stayfront-fixtures-'));
const site = loadSiteData({ LISTINGS_COUNT: String(LISTINGS) }, dataDir);
const app = await createServer({ site, logger: false, rateLimit: { perSecond: 1e6, burst: 1e6 } });

async function demo(method: string, url: string, body: string | null) {
  const response = await app.inject({
    method: method as 'GET' | 'POST',
    url,
    ...(body === null
      ? {}
      : { payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  });
  if (response.statusCode >= 400)
    throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
  return response;
}

const images = new Set<string>();

/**
 * `/images/…` to `images/…`, keeping only a result's first image, which is saved; and no query
 * time, so recording twice gives the same files.
 */
function prepareBody(body: unknown): unknown {
  const header = (body as { responseHeader?: { QTime?: number } }).responseHeader;
  if (header?.QTime !== undefined) header.QTime = 0;
  const docs = (body as { response?: { docs?: Record<string, unknown>[] } }).response?.docs ?? [];
  for (const doc of docs) {
    const first = Array.isArray(doc.sm_images) ? doc.sm_images[0] : undefined;
    if (typeof first !== 'string') continue;
    images.add(first);
    doc.sm_images = [first.replace(/^\//, '')];
  }
  return body;
}

class FixtureRecorder {
  readonly responses: Record<string, RecordedResponse> = {};
  readonly states: Record<string, string> = {};
  readonly values: Record<string, string[]> = {};
  /** Rewrites a request before it reaches the demo (the key stays the story's). */
  rewrite: (body: string) => string = (body) => body;
  derive: ((body: unknown) => RecordedResponse) | null = null;

  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = bodyText(init?.body);
    const key = requestKey(method, url, body);
    const answer = await demo(method, url, body === null ? null : this.rewrite(body));
    const parsed = prepareBody(JSON.parse(answer.body));
    this.responses[key] = this.derive?.(parsed) ?? { status: answer.statusCode, body: parsed };
    return new Response(answer.body, { status: answer.statusCode });
  }) as typeof fetch;

  search(config: unknown, name: string, hash = ''): SearchInstance {
    return createSearch(config, {
      name,
      platform: {
        fetch: this.fetch,
        location: memoryLocation(hash),
        storage: null,
        timers: {
          setTimeout: (callback, ms) => setTimeout(callback, ms),
          clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
          setInterval: (callback, ms) => setInterval(callback, ms),
          clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
          now: () => Date.now(),
        },
        random: () => 0.5,
        console,
      },
    });
  }

  file(): FixtureFile {
    return { source: SOURCE, states: this.states, values: this.values, responses: this.responses };
  }
}

/** Runs `action` and waits until the search it starts has settled. */
async function settle(search: SearchInstance, action: () => void): Promise<SolrResponse> {
  const { response: before, query } = search.getState();
  action();
  // An action that changes nothing (the same text again) sends nothing.
  if (search.getState().query === query && !search.getState().pending && before) return before;
  for (let waited = 0; waited < 10_000; waited += 5) {
    const state = search.getState();
    if (!state.pending && state.status === 'error') throw new Error(state.error?.message);
    if (!state.pending && state.response && state.response !== before) return state.response;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('A search did not settle within 10 s.');
}

const termFacets = MAIN_SEARCH.facets.filter((facet) => facet.display !== 'range');

async function recordMain(): Promise<FixtureFile> {
  const recorder = new FixtureRecorder();
  const search = recorder.search(MAIN_SEARCH, 'main');
  const first = await settle(search, () => search.start());
  // Every value a designer can click on the first page, on and off again.
  for (const facet of termFacets) {
    for (const bucket of first.facetFields[facet.field] ?? []) {
      if (bucket.value === null) continue;
      await settle(search, () => toggleFacet(search, facet.field, bucket.value));
      await settle(search, () => toggleFacet(search, facet.field, bucket.value));
    }
  }
  const lastPage = Math.ceil(first.numFound / MAIN_SEARCH.solr.max_rows);
  for (const page of [2, 3, 4, 5, 6, lastPage]) {
    await settle(search, () => search.setStart((page - 1) * MAIN_SEARCH.solr.max_rows));
  }
  await settle(search, () => search.setStart(0));
  for (const option of SORT_OPTIONS.slice(1)) {
    await settle(search, () => search.setSort(option.value));
  }
  await settle(search, () => search.setSort(null));
  for (const rows of ROWS_OPTIONS.slice(1)) await settle(search, () => search.setRows(rows));
  await settle(search, () => search.setRows(null));

  // Two filters at once (chips, reset) and each removed again.
  const [type, town] = [
    first.facetFields.ss_property_type?.[0]?.value,
    first.facetFields.ss_town?.[0]?.value,
  ];
  if (!type || !town) throw new Error('The demo has no property types or towns.');
  await settle(search, () => toggleFacet(search, 'ss_property_type', type));
  await settle(search, () => toggleFacet(search, 'ss_town', town));
  recorder.states.twoFilters = search.platform.location.getHash();
  await settle(search, () =>
    setRange(search, 'fts_price', { from: '100', to: '300', includeFrom: true, includeTo: true }),
  );
  recorder.states.filtersAndPrice = search.platform.location.getHash();
  await settle(search, () => search.setQuery((query) => ({ ...query, ranges: {} })));
  await settle(search, () => toggleFacet(search, 'ss_property_type', type));
  await settle(search, () => toggleFacet(search, 'ss_town', town));

  // Text searches: nothing found, exactly one found, and the autocomplete's suggestions.
  await settle(search, () => search.setText('xylophone'));
  recorder.states.empty = search.platform.location.getHash();
  for (const doc of first.docs) {
    if (recorder.states.oneResult) break;
    const response = await settle(search, () => search.setText(`"${String(doc.ss_title)}"`));
    if (response.numFound === 1) {
      recorder.states.oneResult = search.platform.location.getHash();
      break;
    }
  }
  if (!recorder.states.oneResult)
    throw new Error('No title on the first page finds exactly one home.');
  await settle(search, () => search.setText(''));
  for (const word of TYPED_WORDS) {
    let suggestions: { value: string }[] = [];
    for (let length = 2; length <= word.length; length += 1) {
      suggestions = await suggest(search, AUTOCOMPLETE_FIELD, word.slice(0, length));
    }
    recorder.values[`suggestions:${word}`] = suggestions.map((suggestion) => suggestion.value);
    for (const suggestion of suggestions.slice(0, 5)) {
      await settle(search, () => search.setText(suggestion.value));
    }
    await settle(search, () => search.setText(''));
  }
  recorder.values.firstPageIds = first.docs.map((doc) => doc.id);
  search.dispose();
  return recorder.file();
}

/** Every ordered choice of favourites from `ids` a story can reach by flagging in page order. */
function subsets(ids: readonly string[]): string[][] {
  return Array.from({ length: 2 ** ids.length - 1 }, (_, mask) =>
    ids.filter((_, index) => ((mask + 1) >> index) & 1),
  );
}

async function recordFavourites(ids: readonly string[]): Promise<FixtureFile> {
  const recorder = new FixtureRecorder();
  recorder.values.favourites = [...ids];
  // The header counter's panel query (SPEC 7.3), for every list of favourites a story reaches.
  const counter = recorder.search(COUNTER_SEARCH, 'favourites');
  for (const chosen of subsets(ids)) {
    const params = buildFavouritesParams(counter.config, 'id', chosen, chosen.length);
    if (params) await counter.send('favourites', params, 'select');
  }
  counter.dispose();
  // The favourites page: the view asks for the ids in flag order (SPEC 2.1, 2.4).
  const view = recorder.search(FAVOURITES_SEARCH, 'favourites');
  await settle(view, () => view.start());
  for (const chosen of subsets(ids)) await settle(view, () => view.showValues('id', chosen));
  view.dispose();
  return recorder.file();
}

/** One response of `config` from the start, changed by `derive` (recorded under the story's key). */
async function recordDerived(
  config: unknown,
  why: string,
  change: (body: unknown) => unknown,
  rewrite?: (body: string) => string,
): Promise<FixtureFile> {
  const recorder = new FixtureRecorder();
  if (rewrite) recorder.rewrite = rewrite;
  recorder.derive = (body) => ({ status: 200, body: change(body), derived: why });
  const search = recorder.search(config, 'main');
  await settle(search, () => search.start());
  search.dispose();
  return recorder.file();
}

async function recordPage() {
  const fragments: Record<string, string> = {};
  for (const name of ['terms', 'nearby', 'status']) {
    const html = (await demo('GET', `/fragments/${name}`, null)).body;
    for (const [, src] of html.matchAll(/src="(\/images\/[^"]+)"/g)) images.add(src as string);
    fragments[name] = html.replace(/src="\/(images\/[^"]+)"/g, 'src="$1"');
  }
  // A progress job polled every second (the demo's job takes 3 s), and one that fails halfway.
  let clock = 0;
  const job = createProgressJobs(() => clock);
  const poll = (id: string, fail: boolean, at: readonly number[]) =>
    at.map((ms) => {
      clock = ms;
      return job(id, fail);
    });
  const progress = poll('import', false, [0, 1000, 2000, 3000]);
  const failing = poll('broken', true, [0, 1000, 2000]);
  const listing = site.listings[0];
  if (!listing) throw new Error('The demo has no listings.');
  const gallery = listing.images.slice(0, 5).map((src, index) => {
    images.add(src);
    return { src: src.replace(/^\//, ''), alt: `${listing.title}, photo ${index + 1}` };
  });
  return { source: SOURCE, fragments, progress, failing, gallery, title: listing.title };
}

/** How many of the town's homes the clustered map shows, and how many things to do. */
const TOWN_HOMES = 10;
const TOWN_THINGS = 4;

/**
 * The map stories' data: the results map's search (the first two pages, with each home's
 * `locs_location`), homes and things to do of one town (St Ives) for the page maps, and a remote
 * marker's info window as the demo serves it (`/fragments/map-marker/{id}`).
 */
async function recordMap() {
  const recorder = new FixtureRecorder();
  const search = recorder.search(MAP_SEARCH, 'main');
  await settle(search, () => search.start());
  await settle(search, () => search.setStart(MAP_SEARCH.solr.max_rows));
  recorder.states.secondPage = search.platform.location.getHash();
  search.dispose();
  const near = <T extends { latitude: number; longitude: number }>(place: T) =>
    Math.hypot(place.latitude - ST_IVES.latitude, place.longitude - ST_IVES.longitude) < 0.1;
  const homes = site.listings.filter(near).slice(0, TOWN_HOMES);
  const things = site.things.filter(near).slice(0, TOWN_THINGS);
  const home = homes[0];
  if (!home || homes.length < TOWN_HOMES || things.length < TOWN_THINGS)
    throw new Error('The demo has too few homes or things to do in St Ives.');
  const fragment = (await demo('GET', `/fragments/map-marker/${markerId(home.key)}`, null)).body;
  return {
    ...recorder.file(),
    homes: homes.map(({ key, title, propertyType, latitude, longitude, url }) => ({
      id: markerId(key),
      title,
      type: propertyType,
      latitude,
      longitude,
      url,
    })),
    things: things.map(({ title, category, latitude, longitude, url }) => ({
      title,
      category,
      latitude,
      longitude,
      url,
    })),
    fragment,
  };
}

try {
  mkdirSync(FIXTURES, { recursive: true });
  const write = (name: string, value: unknown) =>
    writeFileSync(join(FIXTURES, `${name}.json`), `${JSON.stringify(value, null, 1)}\n`);
  const main = await recordMain();
  write('main', main);
  write('favourites', await recordFavourites((main.values.firstPageIds ?? []).slice(0, 4)));
  write(
    'big-facet',
    await recordDerived(
      BIG_FACET_SEARCH,
      'The demo proxy caps facet.limit at 200: recorded with 200, then filled to 300 places.',
      (body) => expandFacet(body, 'ss_town', 300),
      (body) => body.replace('f.ss_town.facet.limit=300', 'f.ss_town.facet.limit=200'),
    ),
  );
  write(
    'long-labels',
    await recordDerived(
      MAIN_SEARCH,
      'Labels and titles lengthened to test wrapping.',
      lengthenLabels,
    ),
  );
  write(
    'missing-image',
    await recordDerived(MAIN_SEARCH, 'The first two results have no image.', (body) =>
      withoutImage(body, 2),
    ),
  );
  write('page', await recordPage());
  write('map', await recordMap());
  // Only the images the fixtures name: none left over from an earlier recording.
  rmSync(join(IMAGES, 'images'), { recursive: true, force: true });
  for (const src of images) {
    const path = join(IMAGES, src);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, (await demo('GET', src, null)).rawPayload);
  }
  const tiles = recordTiles(join(IMAGES, 'tiles'));
  console.log(
    `Recorded fixtures in ${FIXTURES}, ${images.size} images in ${IMAGES}/images and ${tiles} map tiles in ${IMAGES}/tiles.`,
  );
} finally {
  await app.close();
  site.db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

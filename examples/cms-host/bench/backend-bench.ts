/**
 * Backend benchmark: the real server (in-process, random loopback port) answering the faceted
 * searches the widgets send to `/search/proxy`, over 10,000 and 100,000 generated listings.
 *
 * For each size: build the index in a temp data dir, check every query answers 200 with results,
 * time ~500 sequential requests (median, p95; plus the engine's `select()` alone for comparison),
 * then run autocannon (10 connections, 10 s) for requests/second. Prints a table and one JSON line.
 * A missed target is reported, not failed; an error (non-200, no results) exits 1.
 *
 *   pnpm --filter @stayfront/cms-host bench
 *
 * Environment (for quicker runs): BENCH_SIZES=10000,100000, BENCH_REQUESTS=500,
 * BENCH_DURATION=10 (autocannon seconds; 0 skips it), BENCH_CONNECTIONS=10.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildSearchParams,
  EMPTY_QUERY,
  encodeFormBody,
  type SearchQuery,
  validateSearchConfig,
} from '@stayfront/search-core';
import autocannon from 'autocannon';
import { loadListings } from '../src/data/listings-source.js';
import { select } from '../src/engine/select.js';
import { validateSearchRequest } from '../src/proxy/allowlist.js';
import { createServer } from '../src/server.js';
import { searchConfig } from '../src/site/search-page.js';
import { loadSiteData } from '../src/site/site-data.js';

const PROXY_PATH = '/search/proxy';
const CONTENT_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';
/** p95 targets from the issue, in ms, per number of listings. */
const TARGETS: Readonly<Record<number, number>> = { 10000: 10, 100000: 50 };

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}

const SIZES = (process.env.BENCH_SIZES?.trim() || '10000,100000')
  .split(',')
  .map((size) => Number(size.trim()));
if (SIZES.some((size) => !Number.isInteger(size) || size <= 0))
  throw new Error('BENCH_SIZES must be a comma-separated list of positive integers');
const WARMUP = 50;
const REQUESTS = envNumber('BENCH_REQUESTS', 500);
const DURATION_S = envNumber('BENCH_DURATION', 10);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);

class BenchError extends Error {}

/** The data dir in use, removed if the run is interrupted. */
let currentDataDir: string | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (currentDataDir) rmSync(currentDataDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

// ---------------------------------------------------------------------------------------------
// The queries, built as the browser builds them.

/** The demo's search config (`searchConfig()`): its facets include the price range. */
function benchConfig() {
  return validateSearchConfig(
    // The ranking service is a separate call; it adds nothing to the search's parameters.
    { ...searchConfig(), ranking: undefined },
    { name: 'main', warn: (message) => console.warn(message) },
  );
}

/** Words of the generated text; `null`: the property type's own name ("cottage", "villa"). */
const WORDS = ['sea', 'pool', null, 'harbour', 'beach', 'garden', 'cosy', 'views', 'coast'];
/** Property types with a bedroom count they come in (see `property-types.ts`). */
const TYPE_BEDROOMS: readonly [string, string][] = [
  ['Cottage', '2'],
  ['Cottage', '3'],
  ['Villa', '4'],
  ['Cabin', '2'],
  ['Apartment', '1'],
  ['Apartment', '2'],
  ['House', '3'],
  ['Cottage', '1'],
  ['Villa', '3'],
  ['Cabin', '1'],
  ['Condo', '2'],
];
const AMENITIES = ['Wifi', 'Garden', 'Free parking', 'Washing machine', 'TV', 'Oven', 'Dishwasher'];
const SORTS = ['fts_price asc', 'fts_rating desc'];

/** ~50 typical searches: text, a property type, a bedroom count, an amenity, and a sort. */
function benchQueries(count = 50): SearchQuery[] {
  return Array.from({ length: count }, (_, i) => {
    const [type, bedrooms] = TYPE_BEDROOMS[(i * 3) % TYPE_BEDROOMS.length] as [string, string];
    return {
      ...EMPTY_QUERY,
      q: { type: 'text', text: WORDS[i % WORDS.length] ?? type.toLowerCase() },
      terms: {
        ss_property_type: [type],
        its_bedrooms: [bedrooms],
        sm_amenities: [AMENITIES[(i * 5) % AMENITIES.length] as string],
      },
      sort: SORTS[i % SORTS.length] as string,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring.

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

interface SearchAnswer {
  response?: { numFound?: number };
}

/** One proxy request; the time covers sending, the server's work and reading the whole body. */
async function search(url: string, body: string): Promise<{ ms: number; numFound: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': CONTENT_TYPE, Accept: 'application/json' },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new BenchError(`HTTP ${response.status} for ${body}: ${text.slice(0, 300)}`);
  const numFound = (JSON.parse(text) as SearchAnswer).response?.numFound ?? 0;
  if (!(numFound > 0)) throw new BenchError(`no results for ${body}`);
  return { ms, numFound };
}

interface SizeResult {
  listings: number;
  generateMs: number;
  loadMs: number;
  indexMs: number;
  numFound: { min: number; max: number };
  /** The first request of each query, caches filling. */
  firstPass: { median: number; p95: number; max: number };
  http: { median: number; p95: number; max: number; requests: number };
  engine: { median: number; p95: number; max: number };
  targetP95: number | null;
  ok: boolean | null;
  autocannon: {
    durationS: number;
    connections: number;
    requestsPerSecond: number;
    total: number;
    timeouts: number;
    latency: { p50: number; p90: number; p97_5: number; p99: number; average: number; max: number };
  } | null;
}

async function benchSize(listings: number, bodies: readonly string[]): Promise<SizeResult> {
  const env = { ...process.env, LISTINGS_COUNT: String(listings), LISTINGS_FILE: '' };
  // Generation alone, to tell it apart from the index build in loadSiteData's time.
  let started = performance.now();
  loadListings(env);
  const generateMs = performance.now() - started;

  const dataDir = mkdtempSync(join(tmpdir(), 'stayfront-bench-'));
  currentDataDir = dataDir;
  let site: ReturnType<typeof loadSiteData> | undefined;
  let app: Awaited<ReturnType<typeof createServer>> | undefined;
  try {
    started = performance.now();
    site = loadSiteData(env, dataDir);
    const loadMs = performance.now() - started;
    const indexMs = Math.max(0, loadMs - generateMs);
    console.log(
      `${listings} listings: data and index ready in ${(loadMs / 1000).toFixed(1)} s ` +
        `(generating ${(generateMs / 1000).toFixed(1)} s, index ≈ ${(indexMs / 1000).toFixed(1)} s)`,
    );

    app = await createServer({ site, logger: false, rateLimit: { perSecond: 1e9, burst: 1e9 } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const url = `${origin}${PROXY_PATH}`;

    // Every query must answer, with results, before anything is measured. This first pass also
    // fills the engine's caches (clause sets, facet bitmaps, sort keys): its times are the cold ones.
    const found: number[] = [];
    const firstPass: number[] = [];
    for (const body of bodies) {
      const answer = await search(url, body);
      found.push(answer.numFound);
      firstPass.push(answer.ms);
    }
    const cold = summary(firstPass);

    for (let i = 0; i < WARMUP; i++) await search(url, bodies[i % bodies.length] as string);
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i++)
      samples.push((await search(url, bodies[i % bodies.length] as string)).ms);
    const http = { ...summary(samples), requests: samples.length };

    // The engine alone, on the proxy's checked parameters: what HTTP and JSON add is the rest.
    const checked = bodies.map((body) => {
      const result = validateSearchRequest('select', [...new URLSearchParams(body)]);
      if (!result.ok) throw new BenchError(`the proxy refuses ${body}: ${result.message}`);
      return result.params;
    });
    const engineSamples: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const params = checked[i % checked.length] as (typeof checked)[number];
      const t = performance.now();
      JSON.stringify(select(site.db, params));
      if (i >= WARMUP) engineSamples.push(performance.now() - t);
    }
    const engine = summary(engineSamples);

    let cannon: SizeResult['autocannon'] = null;
    if (DURATION_S > 0) {
      const result = await autocannon({
        url: origin,
        connections: CONNECTIONS,
        duration: DURATION_S,
        // The load generator gets its own thread (and core), not the server's event loop.
        workers: 1,
        requests: bodies.map((body) => ({
          method: 'POST',
          path: PROXY_PATH,
          headers: { 'content-type': CONTENT_TYPE, accept: 'application/json' },
          body,
        })),
      });
      // Timeouts (no answer within autocannon's 10 s) are a finding, reported; anything else is
      // an error. Autocannon counts timeouts among its errors.
      if (result.non2xx > 0 || result.errors > result.timeouts)
        throw new BenchError(
          `autocannon: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses`,
        );
      const { latency } = result;
      cannon = {
        durationS: DURATION_S,
        connections: CONNECTIONS,
        requestsPerSecond: round(result.requests.average, 1),
        total: result.requests.total,
        timeouts: result.timeouts,
        latency: {
          p50: latency.p50,
          p90: latency.p90,
          p97_5: latency.p97_5,
          p99: latency.p99,
          average: round(latency.average),
          max: latency.max,
        },
      };
    }

    const target = TARGETS[listings] ?? null;
    return {
      listings,
      generateMs: round(generateMs, 0),
      loadMs: round(loadMs, 0),
      indexMs: round(indexMs, 0),
      numFound: { min: Math.min(...found), max: Math.max(...found) },
      firstPass: { median: round(cold.median), p95: round(cold.p95), max: round(cold.max) },
      http: {
        median: round(http.median),
        p95: round(http.p95),
        max: round(http.max),
        requests: http.requests,
      },
      engine: { median: round(engine.median), p95: round(engine.p95), max: round(engine.max) },
      targetP95: target,
      ok: target === null ? null : http.p95 < target,
      autocannon: cannon,
    };
  } finally {
    await app?.close();
    site?.db.close();
    rmSync(dataDir, { recursive: true, force: true });
    currentDataDir = undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Reporting.

function table(results: readonly SizeResult[]): string {
  const header = [
    'listings',
    'index build',
    'median',
    'p95',
    'target',
    'ok',
    'engine p95',
    'req/s',
    'ac p50',
    'ac p97.5',
    'ac p99',
  ];
  const rows = results.map((result) => [
    result.listings.toLocaleString('en-GB'),
    `${(result.indexMs / 1000).toFixed(1)} s`,
    `${result.http.median.toFixed(2)} ms`,
    `${result.http.p95.toFixed(2)} ms`,
    result.targetP95 === null ? '-' : `< ${result.targetP95} ms`,
    result.ok === null ? '-' : result.ok ? 'ok' : 'OVER',
    `${result.engine.p95.toFixed(2)} ms`,
    result.autocannon
      ? `${result.autocannon.requestsPerSecond.toFixed(0)}${result.autocannon.timeouts ? ` (${result.autocannon.timeouts} timeouts)` : ''}`
      : '-',
    result.autocannon ? `${result.autocannon.latency.p50} ms` : '-',
    result.autocannon ? `${result.autocannon.latency.p97_5} ms` : '-',
    result.autocannon ? `${result.autocannon.latency.p99} ms` : '-',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const config = benchConfig();
  const bodies = benchQueries().map((query) => encodeFormBody(buildSearchParams(config, query)));
  console.log(
    `Stayfront backend benchmark: ${bodies.length} faceted queries to POST ${PROXY_PATH}; ` +
      `${REQUESTS} sequential requests after ${WARMUP} warm-up` +
      (DURATION_S > 0 ? `; autocannon ${CONNECTIONS} connections for ${DURATION_S} s` : ''),
  );
  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(await benchSize(size, bodies));
  console.log('');
  console.log(table(results));
  console.log('');
  console.log(
    'median/p95: sequential requests through HTTP (fetch to body read); engine p95: select() alone;',
  );
  console.log('ac: autocannon latency percentiles under load (ms).');
  for (const result of results)
    console.log(
      `${result.listings} listings, first request of each query (caches filling): ` +
        `median ${result.firstPass.median.toFixed(2)} ms, p95 ${result.firstPass.p95.toFixed(2)} ms, ` +
        `max ${result.firstPass.max.toFixed(2)} ms; results per query ${result.numFound.min}–${result.numFound.max}`,
    );
  console.log(
    JSON.stringify({
      benchmark: 'cms-host-backend',
      node: process.version,
      queries: bodies.length,
      warmup: WARMUP,
      results,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchError ? `bench failed: ${error.message}` : error);
  process.exit(1);
});

/**
 * Lighthouse mobile performance of a demo page (the search page by default, issue 5; another with
 * BENCH_PATH, e.g. `/` or a rental's path, or `rental` for the first listing's), with 10,000 listings, in
 * Debian's Chromium: performance score, total blocking time, cumulative layout shift and largest
 * contentful paint, median of BENCH_RUNS runs (default 3). Lighthouse itself is fetched by npx
 * (12.8, the last line that runs on Node 20), so it is not an install-time dependency.
 * Prints a table and one JSON line; a missed target is reported, not failed.
 *
 *   pnpm --filter @stayfront/cms-host bench:lighthouse
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { createServer } from '../src/server.js';
import { loadSiteData } from '../src/site/site-data.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PATH_ASKED = process.env.BENCH_PATH ?? '/search';
const TARGETS = { performance: 95, cls: 0.02 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

const dir = mkdtempSync(join(tmpdir(), 'stayfront-lighthouse-'));
const site = loadSiteData({ LISTINGS_COUNT: String(LISTINGS) }, dir);
const app = await createServer({ site, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const path = PATH_ASKED === 'rental' ? (site.listings[0]?.url ?? '/') : PATH_ASKED;
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const runs: { performance: number; tbtMs: number; cls: number; lcpMs: number }[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const output = join(dir, `report-${run}.json`);
    // Asynchronously: the server answering Lighthouse runs in this very process.
    await promisify(execFile)(
      'npx',
      [
        '-y',
        'lighthouse@12.8.2',
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    runs.push({
      performance: Math.round(report.categories.performance.score * 100),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
      cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    });
  }
} finally {
  await app.close();
  site.db.close();
  rmSync(dir, { recursive: true, force: true });
}
const result = {
  listings: LISTINGS,
  runs: runs.length,
  performance: median(runs.map((run) => run.performance)),
  totalBlockingTimeMs: median(runs.map((run) => run.tbtMs)),
  cumulativeLayoutShift: median(runs.map((run) => run.cls)),
  largestContentfulPaintMs: median(runs.map((run) => run.lcpMs)),
  targets: TARGETS,
  all: runs,
};
console.log(`Lighthouse mobile, ${path} with ${LISTINGS} listings, median of ${runs.length} runs`);
console.log(
  `  performance ${result.performance} (target ≥ ${TARGETS.performance}) ${result.performance >= TARGETS.performance ? 'ok' : 'MISSED'}`,
);
console.log(
  `  CLS ${result.cumulativeLayoutShift} (target < ${TARGETS.cls}) ${result.cumulativeLayoutShift < TARGETS.cls ? 'ok' : 'MISSED'}`,
);
console.log(`  TBT ${result.totalBlockingTimeMs} ms   LCP ${result.largestContentfulPaintMs} ms`);
console.log(JSON.stringify(result));

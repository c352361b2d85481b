/**
 * Layout shifts of the search page in Chromium (issue 5's CLS target, beyond Lighthouse's plain
 * /search): the demo with 10,000 listings, loaded BENCH_RUNS times (default 3) at 1280 and 412 px,
 * plain and as shared deep links whose hash state the server never saw (filters, typed words,
 * an id list, sort, page). Each load sums the `layout-shift` entries without recent input until
 * 4.5 s after load, past the hash-pending snippet's 4 s timeout: every shift of the load, which
 * is at least the largest session window Lighthouse reports as CLS. The table gives the median
 * and the worst load, since a shift that comes with a race (a font, a late island) shows in some
 * loads only.
 * Prints a table and one JSON line; a missed target is reported, not failed.
 *
 *   pnpm --filter @stayfront/cms-host bench:layout-shift      (BENCH_LISTINGS, BENCH_RUNS)
 */

import { launchChromium } from '../../../packages/loader/test/browser/harness.js';
import { startBenchSite } from './bench-site.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_CLS = 0.02;
const PAGES: Record<string, string> = {
  plain: '/search',
  filters: '/search#fq=ss_town:%22Fowey%22',
  'typed words and filters': '/search#q=cottage&fq=ss_town:%22Fowey%22',
  sort: '/search#sort=fts_price%20asc',
  'second page': '/search#start=12',
};
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 412, height: 823 },
];

const { site, base, close } = await startBenchSite('shift-bench', LISTINGS);
// The favourites view's kind of link (SPEC 2.1): a fixed list of the index's ids, no chip.
const ids = [...site.listingsById.keys()].slice(3, 6);
PAGES['id list'] =
  `/search#q=${encodeURIComponent(`id:(${ids.map((id) => `"${id}"`).join(' OR ')})`)}`;
const browser = await launchChromium();

interface Row {
  page: string;
  width: number;
  median: number;
  worst: number;
  /** The element that moved most in the worst load, for a first look at its cause. */
  worstSource: string | null;
}
const rows: Row[] = [];
try {
  for (const viewport of VIEWPORTS) {
    for (const [name, path] of Object.entries(PAGES)) {
      const loads: { cls: number; source: string | null }[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const shifts: { value: number; source: string | null }[] = [];
          (window as { __shifts?: typeof shifts }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: { node: Node | null }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              const node = entry.sources[0]?.node;
              const source =
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
                  : null;
              shifts.push({ value: entry.value, source });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(base + path, { waitUntil: 'load' });
        await page.waitForTimeout(4500);
        const shifts = await page.evaluate(
          () =>
            (window as { __shifts?: { value: number; source: string | null }[] }).__shifts ?? [],
        );
        const largest = [...shifts].sort((a, b) => b.value - a.value)[0];
        loads.push({
          cls: shifts.reduce((total, shift) => total + shift.value, 0),
          source: largest?.source ?? null,
        });
        await context.close();
      }
      const sorted = [...loads].sort((a, b) => a.cls - b.cls);
      const worst = sorted[sorted.length - 1];
      rows.push({
        page: name,
        width: viewport.width,
        median: Number((sorted[Math.floor(sorted.length / 2)]?.cls ?? Number.NaN).toFixed(4)),
        worst: Number((worst?.cls ?? Number.NaN).toFixed(4)),
        worstSource: worst?.source ?? null,
      });
    }
  }
} finally {
  await browser.close();
  await close();
}

console.log(
  `Layout shifts of the search page, ${LISTINGS} listings, ${RUNS} loads each (target < ${TARGET_CLS})`,
);
for (const row of rows) {
  const verdict = row.median < TARGET_CLS ? 'ok' : 'MISSED';
  const worst = row.worst >= TARGET_CLS ? `  worst ${row.worst} (${row.worstSource})` : '';
  console.log(
    `  ${String(row.width).padStart(4)} px  ${row.page.padEnd(24)} median ${row.median.toFixed(4)} ${verdict}${worst}`,
  );
}
console.log(JSON.stringify({ listings: LISTINGS, runs: RUNS, target: TARGET_CLS, rows }));

/**
 * Interaction benchmark on a slow phone: the demo with 10,000 listings in Chromium at 390×844,
 * CPU throttled 6× (CDP), each interaction timed by the Event Timing API (durationThreshold 16,
 * the INP measure: input to the next paint) with long animation frames and long tasks beside it.
 * Per scenario it prints the worst and p75 interaction (ms), how many there were, and the long
 * tasks' total and worst; then one JSON line. Not run in CI, and nothing fails on a slow figure.
 *
 * Before/after in one run: `BENCH_VARIANTS=before=/tmp/sf-before,after=/tmp/sf-after` serves
 * `/stayfront/*` of each variant from `<dir>/loader` and `<dir>/widgets` (copies of the loader's
 * and the widgets' dist/classic); without it, the current build. Variants alternate within each
 * round, so a shared machine's load falls on both alike.
 *
 *   pnpm --filter @stayfront/cms-host bench:interactions
 *   (BENCH_LISTINGS=10000, BENCH_ROUNDS=2, BENCH_CPU=6, BENCH_ONLY=facet-checkbox,pager-sort)
 *
 * Known gap: map-rental records its long tasks but, so far, no Event Timing entry for its clicks
 * (0 interactions); its figures are the long-task columns. (rental-availability had none either:
 * its departure pick submitted the form, and the next page's empty lists were read.)
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../../packages/loader/test/browser/harness.js';
import { startBenchSite } from './bench-site.js';
import { SCENARIOS, type Scenario } from './interaction-scenarios.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CPU = Number(process.env.BENCH_CPU ?? 6);
const ONLY = process.env.BENCH_ONLY?.split(',');
const VARIANTS: [string, string | null][] = process.env.BENCH_VARIANTS
  ? process.env.BENCH_VARIANTS.split(',').map((pair) => pair.split('=') as [string, string])
  : [['current', null]];

/**
 * Collected in the page from its first script on: interactions, long frames, long tasks. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const OBSERVE = `
  window.__bench = { events: [], loafs: [], tasks: [] };
  for (const [type, into, options] of [
    ['event', window.__bench.events, { durationThreshold: 16 }],
    ['long-animation-frame', window.__bench.loafs, {}],
    ['longtask', window.__bench.tasks, {}],
  ]) {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) into.push(entry.toJSON());
      }).observe({ type, buffered: true, ...options });
    } catch {}
  }
`;

interface Figures {
  interactions: number;
  worst: number;
  p75: number;
  longTaskTotal: number;
  longTaskWorst: number;
  loafWorst: number;
}

const p75 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.75 * sorted.length) - 1)] ?? 0;
};

async function collect(page: Page): Promise<Figures> {
  // Event entries are delivered after the next paint: let it happen.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
  );
  const raw = await page.evaluate(() => {
    const w = window as unknown as {
      __bench: { events: unknown[]; loafs: unknown[]; tasks: unknown[] };
    };
    // The observers push into these arrays: emptied in place.
    const out = {
      events: w.__bench.events.splice(0),
      loafs: w.__bench.loafs.splice(0),
      tasks: w.__bench.tasks.splice(0),
    };
    return out;
  });
  const byInteraction = new Map<number, number>();
  for (const entry of raw.events as { interactionId?: number; duration: number }[]) {
    if (!entry.interactionId) continue;
    byInteraction.set(
      entry.interactionId,
      Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration),
    );
  }
  const durations = [...byInteraction.values()];
  const tasks = (raw.tasks as { duration: number }[]).map((task) => task.duration);
  const loafs = (raw.loafs as { duration: number }[]).map((loaf) => loaf.duration);
  return {
    interactions: durations.length,
    worst: Math.max(0, ...durations),
    p75: p75(durations),
    longTaskTotal: Math.round(tasks.reduce((sum, value) => sum + value, 0)),
    longTaskWorst: Math.round(Math.max(0, ...tasks)),
    loafWorst: Math.round(Math.max(0, ...loafs)),
  };
}

async function newPage(context: BrowserContext, dir: string | null): Promise<Page> {
  const page = await context.newPage();
  if (dir)
    await page.route('**/stayfront/**', async (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/stayfront\//, '');
      for (const root of [join(dir, 'loader'), join(dir, 'widgets')]) {
        try {
          const body = await readFile(join(root, path));
          return route.fulfill({
            body,
            contentType: path.endsWith('.css') ? 'text/css' : 'text/javascript',
          });
        } catch {}
      }
      return route.continue();
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  return page;
}

const { base, close } = await startBenchSite('interaction-bench', LISTINGS);
const browser = await launchChromium();
const results = new Map<string, Figures[]>();
let failed = false;
try {
  const scenarios = SCENARIOS.filter((scenario) => !ONLY || ONLY.includes(scenario.name));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 ? [...VARIANTS].reverse() : VARIANTS;
    for (const scenario of scenarios) {
      for (const [variant, dir] of order) {
        // A scenario that fails is reported and the others still run.
        const figures = await runScenario(scenario, dir).catch((error: unknown) => {
          failed = true;
          console.error(`${scenario.name} ${variant}:`, error);
          return null;
        });
        if (!figures) continue;
        const key = `${scenario.name}\t${variant}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        process.stderr.write(
          `round ${round + 1} ${scenario.name} ${variant}: worst ${figures.worst}\n`,
        );
      }
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  await close();
}

async function runScenario(scenario: Scenario, dir: string | null): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: OBSERVE });
  const page = await newPage(context, dir);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'load' });
    await scenario.ready(page);
    const wake = await collect(page);
    if (scenario.name.startsWith('wake')) return wake;
    await scenario.run(page);
    const figures = await collect(page);
    if (errors.length) throw new Error(`${scenario.name}: ${errors.join('; ')}`);
    return figures;
  } finally {
    await context.close();
  }
}

// Median over rounds of each figure, per scenario and variant.
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
const rows = [...results].map(([key, runs]) => {
  const [scenario, variant] = key.split('\t') as [string, string];
  const pick = (name: keyof Figures) => median(runs.map((run) => run[name]));
  return {
    scenario,
    variant,
    interactions: pick('interactions'),
    worstMs: pick('worst'),
    p75Ms: pick('p75'),
    longTaskTotalMs: pick('longTaskTotal'),
    longTaskWorstMs: pick('longTaskWorst'),
    loafWorstMs: pick('loafWorst'),
  };
});
console.log(
  `interactions at 390×844, CPU ${CPU}× slower, ${LISTINGS} listings, median of ${ROUNDS} round(s)`,
);
console.log(
  [
    'scenario'.padEnd(22),
    'variant'.padEnd(9),
    'n',
    'worst',
    'p75',
    'LT total',
    'LT worst',
    'LoAF worst',
  ]
    .map((cell) => String(cell).padStart(8))
    .join(' '),
);
for (const row of rows)
  console.log(
    [
      row.scenario.padEnd(22),
      row.variant.padEnd(9),
      row.interactions,
      row.worstMs,
      row.p75Ms,
      row.longTaskTotalMs,
      row.longTaskWorstMs,
      row.loafWorstMs,
    ]
      .map((cell) => String(cell).padStart(8))
      .join(' '),
  );
console.log(JSON.stringify({ listings: LISTINGS, cpu: CPU, rounds: ROUNDS, rows }));
process.exit(failed ? 1 : 0);

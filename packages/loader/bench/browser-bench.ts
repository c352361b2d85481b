/**
 * Loader benchmark in Chromium: a page with 1,000 `data-widget` elements of a trivial widget.
 * Measures, over several fresh page loads (medians): the time `register()` takes to scan and
 * track them all, the time until all 1,000 eager ones are mounted, and proves that 200 `visible`
 * widgets far below the fold load no code. Prints a table, then a JSON line.
 * Run: pnpm --filter @stayfront/loader bench   (needs `pnpm build` first)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium, PACKAGE_ROOT, startServer } from '../test/browser/harness.js';

const RUNS = Number(process.env.RUNS ?? 7);
const EAGER = 1000;
const VISIBLE = 200;
const dir = join(PACKAGE_ROOT, 'bench/.page');

const eager = Array.from(
  { length: EAGER },
  (_, i) =>
    `<div data-widget="trivial" data-widget-config='{"n":${i}}'><span>server ${i}</span></div>`,
);
const visible = Array.from(
  { length: VISIBLE },
  () => '<div data-widget="offscreen" data-widget-load="visible"><span>server</span></div>',
);
await mkdir(join(dir, 'chunks'), { recursive: true });
await writeFile(
  join(dir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>1,000 widgets</title>
<script src="/dist/classic/loader.js" defer></script></head><body>${eager.join('')}
<div style="height:20000px"></div>${visible.join('')}</body></html>`,
);
await writeFile(
  join(dir, 'chunks/trivial.js'),
  'export function mount(el, { config }) { el.firstChild.textContent = "island " + config.n; }\n',
);
await writeFile(
  join(dir, 'chunks/offscreen.js'),
  'export function mount(el) { el.firstChild.textContent = "hydrated"; }\n',
);

/** Registers both widgets, timing the scan and tracking, then waits for every eager mount. */
const IN_PAGE = `new Promise((resolve) => {
  let ready = 0;
  let registerMs = 0;
  const start = performance.now();
  document.addEventListener('stayfront:ready', () => {
    if (++ready === ${EAGER}) resolve({ registerMs, mountAllMs: performance.now() - start });
  });
  const base = new URL('chunks/', location.href).href;
  window.Stayfront.register({ name: 'offscreen', load: 'visible', import: () => import(base + 'offscreen.js') });
  const registered = performance.now();
  window.Stayfront.register({ name: 'trivial', import: () => import(base + 'trivial.js') });
  registerMs = performance.now() - registered;
})`;

const [browser, server] = await Promise.all([launchChromium(), startServer()]);
const runs: { registerMs: number; mountAllMs: number; offscreenChunkRequests: number }[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    server.hooks.requests.length = 0;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/bench/.page/index.html`);
    await page.waitForFunction(() => window.Stayfront !== undefined);
    // A string, not a function: tsx would wrap named functions in a helper the page lacks.
    const result = (await page.evaluate(IN_PAGE)) as { registerMs: number; mountAllMs: number };
    await page.waitForTimeout(100);
    runs.push({
      ...result,
      offscreenChunkRequests: server.hooks.requests.filter((path) => path.endsWith('/offscreen.js'))
        .length,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const summary = {
  runs: RUNS,
  widgets: EAGER,
  registerAndScanMs: median(runs.map((run) => run.registerMs)),
  mountAllEagerMs: median(runs.map((run) => run.mountAllMs)),
  offscreenVisibleWidgets: VISIBLE,
  offscreenChunkRequests: Math.max(...runs.map((run) => run.offscreenChunkRequests)),
};
if (!process.argv.includes('--json')) {
  console.log(
    `loader benchmark, Chromium, ${RUNS} fresh page loads (medians; compare within one run)\n`,
  );
  console.log(
    `register + scan ${EAGER} widgets        ${summary.registerAndScanMs.toFixed(2).padStart(8)} ms`,
  );
  console.log(
    `until all ${EAGER} eager ones are mounted ${summary.mountAllEagerMs.toFixed(2).padStart(8)} ms`,
  );
  console.log(
    `chunk requests for ${VISIBLE} off-screen visible widgets: ${summary.offscreenChunkRequests}\n`,
  );
}
console.log(JSON.stringify(summary));
if (summary.offscreenChunkRequests > 0) process.exit(1);

import { launchChromium } from '/work/main/packages/loader/test/browser/harness.ts';

const browser = await launchChromium();
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
});
const page = await context.newPage();
await page.addInitScript(() => {
  (window as any).__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as any[]) {
      (window as any).__shifts.push({
        value: entry.value,
        t: Math.round(entry.startTime),
        sources: entry.sources.map((s: any) =>
          s.node
            ? (s.node.className || s.node.nodeName) +
              ' ' +
              JSON.stringify(s.previousRect) +
              '→' +
              JSON.stringify(s.currentRect)
            : '?',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(process.argv[2] ?? 'http://127.0.0.1:3100/search', { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
await browser.close();

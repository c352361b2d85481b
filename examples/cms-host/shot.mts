import { launchChromium } from '/work/main/packages/loader/test/browser/harness.ts';

const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(process.argv[2] ?? 'http://127.0.0.1:3100/search', { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
console.log(
  await page.evaluate(() => JSON.stringify(window.Stayfront?.list().map((w) => [w.name, w.state]))),
);
await page.screenshot({ path: process.argv[3] ?? '/tmp/search.png', fullPage: false });
await browser.close();

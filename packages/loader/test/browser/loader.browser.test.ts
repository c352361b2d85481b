import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, type StaticServer, startServer } from './harness.js';

let browser: Browser;
let server: StaticServer;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  server.hooks.delays.clear();
  server.hooks.failures.clear();
  server.hooks.requests.length = 0;
  const context = await browser.newContext();
  page = await context.newPage();
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
});
afterEach(async () => {
  await page.context().close();
});

const state = (selector: string) => page.getAttribute(selector, 'data-widget-state');
const text = (selector: string) => page.textContent(selector);

async function open(query = '') {
  await page.goto(`${server.url}/test/browser/fixtures/index.html${query}`);
  // Every eager widget has settled (ready or error).
  await page.waitForFunction(() =>
    window.Stayfront?.list().every(
      (widget) =>
        widget.trigger !== 'eager' || widget.state === 'ready' || widget.state === 'error',
    ),
  );
}

describe('loader.js on a real page', () => {
  it('mounts eager widgets with their config, from the attribute or a child script', async () => {
    await open();
    expect(await state('#first')).toBe('ready');
    expect(await text('#first output')).toBe('5');
    expect(await text('#second output')).toBe('10');
    await page.click('#first button');
    expect(await text('#first output')).toBe('6');
  });

  it('keeps a broken widget to itself: fallback visible, state error, neighbours working', async () => {
    const failures: unknown[] = [];
    await page.exposeFunction('recordFailure', (detail: unknown) => failures.push(detail));
    await page.addInitScript(() => {
      document.addEventListener('stayfront:error', (event) => {
        const { name, phase } = (event as CustomEvent).detail;
        (window as unknown as { recordFailure: (detail: unknown) => void }).recordFailure({
          name,
          phase,
        });
      });
    });
    await open();
    expect(await state('#broken')).toBe('error');
    expect(await page.isVisible('#broken p')).toBe(true);
    expect(await text('#broken p')).toBe('Server fallback of the broken widget');
    expect(await state('#missing')).toBe('error');
    expect(await state('#bad-json')).toBe('error');
    expect(await state('#strict')).toBe('error');
    expect(await state('#first')).toBe('ready');
    expect(failures).toEqual(
      expect.arrayContaining([
        { name: 'broken', phase: 'mount' },
        { name: 'missing', phase: 'chunk' },
        { name: 'counter', phase: 'config' },
        { name: 'strict', phase: 'config' },
      ]),
    );
    // The missing chunk was tried twice, then given up.
    expect(
      server.hooks.requests.filter((path) => path.endsWith('/chunks/missing.js')),
    ).toHaveLength(2);
  });

  it('retries a chunk that failed once', async () => {
    server.hooks.failures.set('/chunks/flaky.js', 1);
    await open();
    expect(await state('#flaky')).toBe('ready');
    expect(await text('#flaky output')).toBe('loaded after a retry');
  });

  it('loads no code for an off-screen visible widget until it scrolls near', async () => {
    await open();
    expect(server.hooks.requests.some((path) => path.endsWith('/chunks/lazy.js'))).toBe(false);
    expect(await state('#far')).toBe('waiting');
    await page.locator('#far').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector('#far')?.getAttribute('data-widget-state') === 'ready',
    );
    expect(await text('#far output')).toBe('hydrated');
  });

  it('mounts widgets inserted after load and unmounts removed ones, once each', async () => {
    await open();
    await page.evaluate(() => {
      const container = document.querySelector('#container') as HTMLElement;
      container.innerHTML =
        '<div id="late" data-widget="counter" data-widget-config=\'{"start": 1}\'><button type="button">Add</button><output>server</output></div>';
    });
    await page.waitForFunction(
      () => document.querySelector('#late')?.getAttribute('data-widget-state') === 'ready',
    );
    expect(await text('#late output')).toBe('1');
    await page.evaluate(() => {
      window.Stayfront?.scan();
      const late = document.querySelector('#late') as HTMLElement;
      // Moving an element is not removing it.
      document.querySelector('main')?.append(late);
    });
    await page.waitForTimeout(50);
    expect(await page.evaluate(() => (window as unknown as { mounted: number }).mounted)).toBe(3);
    await page.evaluate(() => document.querySelector('#late')?.remove());
    await page.waitForFunction(() => (window as unknown as { unmounted?: number }).unmounted === 1);
    expect(
      await page.evaluate(() =>
        window.Stayfront?.list().some((widget) => widget.element.id === 'late'),
      ),
    ).toBe(false);
  });

  it('does not lose the click that woke an interaction widget', async () => {
    server.hooks.delays.set('/chunks/button.js', 400);
    await open();
    expect(await state('#interactive')).toBe('waiting');
    await page.click('#interactive button');
    expect(await state('#interactive')).toBe('loading');
    await page.waitForFunction(
      () => document.querySelector('#interactive')?.getAttribute('data-widget-state') === 'ready',
    );
    expect(await text('#interactive button')).toBe('Hydrated');
    expect(await text('#interactive output')).toBe('1');
  });

  it('works under a strict nonce CSP, from another base path, with on-demand chunks', async () => {
    await page.goto(`${server.url}/test/browser/fixtures/cdn.html?csp=r4nd0m`);
    await page.waitForFunction(
      () => document.querySelector('#captcha')?.getAttribute('data-widget-state') === 'ready',
    );
    // A widget chunk loaded a third-party script through the script loader, with the page nonce.
    expect(await text('#captcha output')).toBe('loaded');
    expect(await state('#first')).toBe('ready');
    expect(await state('#later')).toBe('waiting');
    await page.locator('#later').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector('#later')?.getAttribute('data-widget-state') === 'ready',
    );
    for (const path of [
      '/cdn/v1/loader.js',
      '/cdn/v1/directives/visible.js',
      '/cdn/v1/script-loader.js',
    ]) {
      expect(server.hooks.requests).toContain(path);
    }
    // Only the code of the triggers the page uses.
    expect(server.hooks.requests.filter((path) => path.includes('/directives/'))).toEqual([
      '/cdn/v1/directives/visible.js',
    ]);
    expect(consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
  });

  it('loads no directive code on a page with only eager widgets', async () => {
    await page.goto(`${server.url}/test/browser/fixtures/eager-only.html`);
    await page.waitForFunction(
      () => document.querySelector('#first')?.getAttribute('data-widget-state') === 'ready',
    );
    expect(server.hooks.requests.some((path) => path.includes('/directives/'))).toBe(false);
  });

  it('lists every widget with its state, trigger and timings, and marks the Performance timeline', async () => {
    await open();
    const list = await page.evaluate(() =>
      window.Stayfront?.list().map(({ name, state, trigger, timings }) => ({
        name,
        state,
        trigger,
        timings,
      })),
    );
    expect(list).toContainEqual(
      expect.objectContaining({
        name: 'counter',
        state: 'ready',
        trigger: 'eager',
        timings: expect.objectContaining({ chunk: expect.any(Number), mount: expect.any(Number) }),
      }),
    );
    const measures = await page.evaluate(() =>
      performance.getEntriesByType('measure').map((entry) => entry.name),
    );
    expect(measures).toContain('stayfront:counter:chunk');
    expect(measures).toContain('stayfront:counter:mount');
  });
});

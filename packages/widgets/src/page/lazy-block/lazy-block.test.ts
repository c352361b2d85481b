import type { MountContext, StayfrontApi } from '@stayfront/loader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as island from '../../islands/lazy-block.js';
import type { LazyBlockConfig } from './lazy-block-config.js';
import { FRAGMENT_TIME_LIMIT_MS } from './remote-fragment.js';

// DOMPurify does nothing under happy-dom, so a pass-through stand-in plays the worst case: the
// widget's own scrub must still leave the hostile fragment harmless. The options are recorded.
const purify = vi.hoisted(() => ({ options: [] as unknown[] }));
vi.mock('dompurify', () => ({
  default: {
    sanitize(html: string, options: unknown) {
      purify.options.push(options);
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content;
    },
  },
}));

const HOSTILE = `<p class="intro" onclick="window.__pwned = 1">Nearby</p>
<script>window.__pwned = 1</script>
<img src="x.png" onerror="window.__pwned = 1" alt="">
<a href="javascript:window.__pwned = 1">one</a>
<a href=" JaVa&#x09;script:window.__pwned = 1">two</a>
<iframe src="javascript:window.__pwned = 1"></iframe>
<svg onload="window.__pwned = 1"><a xlink:href="javascript:window.__pwned = 1"><text>x</text></a></svg>
<object data="javascript:window.__pwned = 1"></object><embed src="javascript:alert(1)">
<style>body { display: none }</style>
<form id="bt-leads-1" action="javascript:window.__pwned = 1"><button formaction="javascript:alert(1)">Go</button></form>
<a href="/places/1" class="ok">Place</a>`;

/** No script, frame, style, handler or javascript: URL anywhere under `root`. */
function expectHarmless(root: Element) {
  expect(root.querySelectorAll('script, iframe, object, embed, style, frame')).toHaveLength(0);
  for (const element of root.querySelectorAll('*'))
    for (const { name, value } of element.attributes) {
      expect(name.toLowerCase().startsWith('on'), `${element.localName}[${name}]`).toBe(false);
      expect(value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:');
    }
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}

type Listener = IntersectionObserverCallback;
let observers: {
  callback: Listener;
  options: IntersectionObserverInit | undefined;
  observed: Element[];
  disconnect: ReturnType<typeof vi.fn>;
}[];

function stubObserver() {
  observers = [];
  class FakeObserver {
    readonly record;
    constructor(callback: Listener, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: [] as Element[], disconnect: vi.fn() };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnect();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

const intersect = (isIntersecting = true) =>
  observers[0]?.callback(
    [{ isIntersecting } as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );

function stubFetch(answer: () => Promise<Response> | Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function mountBlock(config: Record<string, unknown>, attributes = '') {
  document.body.innerHTML = `<div data-widget="lazy-block" ${attributes}><p>Loading nearby places… <a href="/nearby">All nearby places</a></p></div>`;
  const element = document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
  const parsed = island.parseConfig(config);
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  const context: MountContext<LazyBlockConfig> = {
    name: 'lazy-block',
    config: parsed.value,
    signal: new AbortController().signal,
    report: vi.fn(),
  };
  const cleanup = island.mount(element, context) as () => void;
  // A block left in its failure would answer a later test's `online` event.
  mounted.push(cleanup);
  return { element, cleanup };
}
const mounted: (() => void)[] = [];

let scan: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scan = vi.fn();
  window.Stayfront = { scan, unmount: vi.fn() } as unknown as StayfrontApi;
  stubObserver();
  purify.options.length = 0;
});
afterEach(() => {
  for (const cleanup of mounted.splice(0)) cleanup();
  vi.unstubAllGlobals();
  delete window.Stayfront;
  document.body.innerHTML = '';
  delete (window as { __pwned?: number }).__pwned;
});

describe('lazy-block', () => {
  it('waits until within 80 px of the viewport, then fetches, replaces and scans', async () => {
    const fetch = stubFetch(() => new Response('<ul><li>Beach</li></ul>'));
    const { element } = mountBlock({ url: '/fragments/nearby' });
    expect(observers[0]?.options?.rootMargin).toBe('80px 0px');
    expect(observers[0]?.observed).toEqual([element]);
    expect(element.getAttribute('data-state')).toBe('waiting');
    intersect(false);
    expect(fetch).not.toHaveBeenCalled();

    intersect();
    await vi.waitFor(() => expect(element.getAttribute('data-state')).toBe('loaded'));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${location.origin}/fragments/nearby`);
    expect(new Headers(init?.headers).get('Accept')).toBe('text/html');
    expect(element.innerHTML).toBe('<ul><li>Beach</li></ul>');
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    expect(scan).toHaveBeenCalledWith(element);
    intersect();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is busy while loading', async () => {
    let answer!: (response: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { element } = mountBlock({ url: '/fragments/nearby' });
    intersect();
    expect(element.getAttribute('data-state')).toBe('loading');
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect(element.textContent).toContain('Loading nearby places…');
    answer(new Response('<p>Done</p>'));
    await vi.waitFor(() => expect(element.textContent).toBe('Done'));
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it('loads at once without IntersectionObserver, from data-url', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const fetch = stubFetch(() => new Response('<p>Near</p>'));
    const { element } = mountBlock({}, 'data-url="/fragments/near"');
    await vi.waitFor(() => expect(element.textContent).toBe('Near'));
    expect(fetch.mock.calls[0]?.[0]).toBe(`${location.origin}/fragments/near`);
  });

  it("reads the legacy markup's jump_select_url attribute (SPEC 7.7)", async () => {
    const fetch = stubFetch(() => new Response('<p>Near</p>'));
    const { element } = mountBlock({}, 'jump_select_url="/fragments/legacy"');
    intersect();
    await vi.waitFor(() => expect(element.textContent).toBe('Near'));
    expect(fetch.mock.calls[0]?.[0]).toBe(`${location.origin}/fragments/legacy`);
  });

  it('keeps the server link when the server fails, adds a short message and says it politely', async () => {
    stubFetch(() => new Response('oops', { status: 500 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element, cleanup } = mountBlock({ url: '/fragments/nearby' });
    intersect();
    await vi.waitFor(() => expect(element.getAttribute('data-state')).toBe('error'));
    // The placeholder's link is the visitor's way to the content: it stays, the message follows.
    expect(element.querySelector('a')?.getAttribute('href')).toBe('/nearby');
    expect(element.lastElementChild?.querySelector('p')?.textContent).toBe(
      'This content could not be loaded.',
    );
    expect(element.textContent).toBe(
      'Loading nearby places… All nearby placesThis content could not be loaded.Try again',
    );
    const region = document.querySelector('[data-sf-announcer="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('This content could not be loaded.');
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(scan).not.toHaveBeenCalled();
    cleanup();
    expect(element.querySelector('.sf-lazy-block__error')).toBeNull();
    expect(element.querySelector('a')).not.toBeNull();
  });

  it('keeps the link and shows the message when the network fails, in the configured words', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element } = mountBlock({ url: '/fragments/nearby', error: 'Nicht geladen.' });
    intersect();
    await vi.waitFor(() =>
      expect(element.querySelector('.sf-lazy-block__error p')?.textContent).toBe('Nicht geladen.'),
    );
    expect(element.querySelector('a[href="/nearby"]')?.textContent).toBe('All nearby places');
  });

  it('gives up on a fragment with no answer within 15 s: the message and Try again, not busy for ever', async () => {
    // A stalled connection: nothing, until the request's signal aborts it (as a browser does).
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      const { element } = mountBlock({ url: '/fragments/nearby' });
      intersect();
      await vi.advanceTimersByTimeAsync(FRAGMENT_TIME_LIMIT_MS - 1);
      expect(element.getAttribute('aria-busy')).toBe('true');
      await vi.advanceTimersByTimeAsync(1);
      expect(element.getAttribute('data-state')).toBe('error');
      expect(element.hasAttribute('aria-busy')).toBe(false);
      expect(element.querySelector('.sf-lazy-block__retry')).not.toBeNull();
      expect(element.querySelector('a[href="/nearby"]')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again from its Try again button: a failure again keeps the focus, the content takes it', async () => {
    const answers = [
      () => Promise.reject(new TypeError('offline')),
      () => Promise.reject(new TypeError('offline')),
      () => new Response('<ul><li>Beach</li></ul>'),
    ];
    const fetch = stubFetch(() => (answers.shift() as () => Promise<Response> | Response)());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element } = mountBlock({ url: '/fragments/nearby', retry: 'Erneut versuchen' });
    intersect();
    const button = () => element.querySelector<HTMLButtonElement>('.sf-lazy-block__retry');
    await vi.waitFor(() => expect(button()).not.toBeNull());
    expect(button()?.type).toBe('button');
    expect(button()?.textContent).toBe('Erneut versuchen');
    button()?.focus();
    button()?.click();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(element.getAttribute('aria-busy')).toBe('true');
    // Failed again: one message, its new button holding the focus, said again.
    await vi.waitFor(() => expect(element.getAttribute('data-state')).toBe('error'));
    expect(element.querySelectorAll('.sf-lazy-block__error')).toHaveLength(1);
    expect(document.activeElement).toBe(button());
    expect(document.querySelector('[data-sf-announcer="status"]')?.textContent).toBe(
      'This content could not be loaded.',
    );
    button()?.click();
    await vi.waitFor(() => expect(element.getAttribute('data-state')).toBe('loaded'));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(element.textContent).toBe('Beach');
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(element);
    expect(scan).toHaveBeenCalledTimes(1);
  });

  it('asks again by itself when the connection comes back while it shows its failure, and only then', async () => {
    const answers = [
      () => Promise.reject(new TypeError('offline')),
      () => new Response('<ul><li>Beach</li></ul>'),
    ];
    const fetch = stubFetch(() => (answers.shift() as () => Promise<Response> | Response)());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element } = mountBlock({ url: '/fragments/nearby' });
    // Not failed (still waiting): coming back online asks nothing.
    dispatchEvent(new Event('online'));
    expect(fetch).not.toHaveBeenCalled();
    intersect();
    await vi.waitFor(() => expect(element.getAttribute('data-state')).toBe('error'));
    dispatchEvent(new Event('online'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(element.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(element.getAttribute('data-state')).toBe('loaded'));
    expect(element.textContent).toBe('Beach');
    // The focus was not in the message: it stays where the visitor is.
    expect(document.activeElement).toBe(document.body);
    dispatchEvent(new Event('online'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks nothing when the connection comes back after an unmount in the failure', async () => {
    const fetch = stubFetch(() => Promise.reject(new TypeError('offline')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element, cleanup } = mountBlock({ url: '/fragments/nearby' });
    intersect();
    await vi.waitFor(() => expect(element.getAttribute('data-state')).toBe('error'));
    cleanup();
    dispatchEvent(new Event('online'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks once while a retry is pending: a second press of Try again sends nothing', async () => {
    // The button stays while it asks (it keeps the focus): a visitor who saw nothing happen and
    // pressed again started a second fetch, whose answer replaced the content the first had put
    // in (its widgets scanned twice), or whose failure put an error after the loaded content.
    let answer: (response: Response) => void = () => undefined;
    const answers = [
      () => Promise.reject(new TypeError('offline')),
      () => new Promise<Response>((resolve) => (answer = resolve)),
      () => Promise.reject(new TypeError('offline')),
    ];
    const fetch = stubFetch(() => (answers.shift() as () => Promise<Response>)());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { element } = mountBlock({ url: '/fragments/nearby' });
    intersect();
    const button = () => element.querySelector<HTMLButtonElement>('.sf-lazy-block__retry');
    await vi.waitFor(() => expect(button()).not.toBeNull());
    button()?.click();
    button()?.click();
    expect(fetch).toHaveBeenCalledTimes(2);
    answer(new Response('<ul><li>Beach</li></ul>'));
    await vi.waitFor(() => expect(element.getAttribute('data-state')).toBe('loaded'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.textContent).toBe('Beach');
    expect(element.getAttribute('data-state')).toBe('loaded');
    expect(scan).toHaveBeenCalledTimes(1);
  });

  it('sanitizes a hostile fragment: nothing runs, no handlers, scripts or javascript: URLs', async () => {
    stubFetch(() => new Response(HOSTILE));
    const { element } = mountBlock({ url: '/fragments/nearby' });
    intersect();
    await vi.waitFor(() => expect(element.getAttribute('data-state')).toBe('loaded'));
    expectHarmless(element);
    expect(element.querySelector('p.intro')?.textContent).toBe('Nearby');
    expect(element.querySelector('a.ok')?.getAttribute('href')).toBe('/places/1');
    expect(element.querySelector('form#bt-leads-1')).not.toBeNull();
    expect(purify.options[0]).toMatchObject({
      RETURN_DOM_FRAGMENT: true,
      FORBID_TAGS: expect.arrayContaining(['script', 'style', 'iframe', 'object', 'embed']),
    });
  });

  it('refuses URLs on another origin or scheme as config issues, and never fetches them', () => {
    for (const url of ['https://evil.example/x', 'javascript:alert(1)', 'data:text/html,x'])
      expect(island.parseConfig({ url })).toEqual({
        issues: [{ path: '$.url', message: 'expected a URL on this site (http or https)' }],
      });
    expect(island.parseConfig({ url: '/ok' })).toEqual({
      value: { url: '/ok', error: 'This content could not be loaded.', retry: 'Try again' },
    });
    const fetch = stubFetch(() => new Response(''));
    expect(() => mountBlock({}, 'data-url="https://evil.example/x"')).toThrow(
      /not a URL on this site/,
    );
    expect(() => mountBlock({})).toThrow(/set "url"/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('cleans up: disconnects the observer and aborts the fetch', async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { element, cleanup } = mountBlock({ url: '/fragments/nearby' });
    intersect();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    cleanup();
    expect(signal?.aborted).toBe(true);
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    await Promise.resolve();
    expect(element.textContent).toContain('Loading nearby places…');
    // The placeholder as the server sent it: not busy, no state of a widget that is gone.
    expect(element.hasAttribute('data-state')).toBe(false);
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });
});

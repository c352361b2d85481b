import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HASH_PARAMS,
  HASH_PENDING,
  HASH_PENDING_TIMEOUT_MS,
  HASH_SETTLED,
  type HashPendingOptions,
  hasHashState,
  hashStateParams,
  markHashPending,
  readHashPendingOptions,
} from './hash-pending.js';

const DEFAULTS: HashPendingOptions = {
  prefix: '',
  exposed: ['q', 'fq', 'sort', 'start'],
  timeout: HASH_PENDING_TIMEOUT_MS,
};
const has = (hash: string, options: Partial<HashPendingOptions> = {}) =>
  hasHashState(hash, { ...DEFAULTS, ...options });

describe('hasHashState (SPEC 2.1)', () => {
  it('sees an exposed parameter with a value, wherever it is in the hash', () => {
    expect(has('#fq=bs_pets:true')).toBe(true);
    expect(has('#q=sea')).toBe(true);
    expect(has('#sort=fts_price%20asc')).toBe(true);
    expect(has('#start=12')).toBe(true);
    expect(has('fq=x')).toBe(true);
    expect(has('#main&utm=1&fq=ss_town%3A%22Fowey%22')).toBe(true);
    // Escaped names are read as search-core reads them.
    expect(has('#f%71=x')).toBe(true);
  });

  it('ignores garbage, a skip link, empty values and names it does not know', () => {
    for (const hash of [
      '',
      '#',
      '#&&&',
      '#=',
      '#=x',
      '#fq',
      '#fq=',
      '#fq=&q=&sort=',
      '#main',
      '#results-heading',
      '#%E0%A4%A=1',
      '#%=x',
      '#fq%=x',
      '#FQ=x',
      '#fq+=x',
      '#%20fq=x',
      '#__proto__=x',
      '#constructor=1',
      '#toString=1',
      '#hasOwnProperty=fq',
      '#x=fq=1',
      '#?fq=x',
      '##fq=x',
      '#<img src=x onerror=alert(1)>=1',
    ])
      expect(has(hash), hash).toBe(false);
  });

  it('ignores a hash too long for search-core to read at all', () => {
    expect(has(`#fq=${'x'.repeat(15_990)}`)).toBe(true);
    expect(has(`#fq=${'x'.repeat(16_000)}`)).toBe(false);
  });

  it('does not count private parameters: only the configured exposed ones', () => {
    // `rows` is not exposed by default (SPEC 3.3 exposed_params).
    expect(has('#rows=24')).toBe(false);
    expect(has('#rows=24', { exposed: ['q', 'fq', 'sort', 'start', 'rows'] })).toBe(true);
    expect(has('#fq=x', { exposed: ['q'] })).toBe(false);
    expect(has('#q=x&fq=y', { exposed: [] })).toBe(false);
    expect(has('#index_id=x&facet.field=y&qt=z&wt=json')).toBe(false);
  });

  it('counts only the parameters of its own prefix', () => {
    expect(has('#main.fq=x', { prefix: 'main.' })).toBe(true);
    expect(has('#fq=x', { prefix: 'main.' })).toBe(false);
    expect(has('#map.fq=x', { prefix: 'main.' })).toBe(false);
    expect(has('#main.rows=1', { prefix: 'main.' })).toBe(false);
    expect(has('#main.=x', { prefix: 'main.' })).toBe(false);
    expect(has('#main.fq=x')).toBe(false);
    expect(has('#main.fq=x&fq=y', { prefix: 'main.' })).toBe(true);
  });
});

describe('readHashPendingOptions', () => {
  const script = (attributes: Record<string, string>) => {
    const element = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };

  it("reads the script's data attributes, with search-core's defaults", () => {
    expect(readHashPendingOptions(null)).toEqual(DEFAULTS);
    expect(readHashPendingOptions(script({}))).toEqual(DEFAULTS);
    expect(
      readHashPendingOptions(
        script({ 'data-prefix': 'main.', 'data-exposed': ' q  fq\nrows ', 'data-timeout': '2500' }),
      ),
    ).toEqual({ prefix: 'main.', exposed: ['q', 'fq', 'rows'], timeout: 2500 });
    expect(readHashPendingOptions(script({ 'data-exposed': '' })).exposed).toEqual([]);
  });

  it('keeps the timeout bounded whatever the attribute says', () => {
    for (const [value, timeout] of [
      ['', HASH_PENDING_TIMEOUT_MS],
      ['soon', HASH_PENDING_TIMEOUT_MS],
      ['0', HASH_PENDING_TIMEOUT_MS],
      ['-5', HASH_PENDING_TIMEOUT_MS],
      ['Infinity', 10_000],
      ['1e9', 10_000],
    ] as const)
      expect(readHashPendingOptions(script({ 'data-timeout': value })).timeout, value).toBe(
        timeout,
      );
  });
});

describe('hashStateParams', () => {
  it('names each state parameter once, without the prefix, so a stylesheet can tell filters from sorting', () => {
    const options = { ...DEFAULTS, prefix: 'main.' };
    expect(
      hashStateParams(
        '#main.sort=fts_price%20asc&main.fq=a:1&main.f%71=b:2&main.q=&other.q=x&main.rows=5&main.q=villa',
        options,
      ),
    ).toEqual(['sort', 'fq', 'q']);
    expect(hashStateParams('#main', options)).toEqual([]);
    // An id list (the favourites view, SPEC 2.1) or *:* is no typed words: it brings no chip.
    expect(hashStateParams('#main.q=id:(%22A%22%20OR%20%22B%22)', options)).toEqual(['q-values']);
    expect(hashStateParams('#main.q=ss_code%3A%28A%29&main.fq=a:1', options)).toEqual([
      'q-values',
      'fq',
    ]);
    expect(hashStateParams('#main.q=*:*', options)).toEqual(['q-values']);
    expect(hashStateParams('#main.q=sea%20view%3A%20pool', options)).toEqual(['q']);
    expect(hashStateParams(`#main.fq=${'x'.repeat(16_001)}`, options)).toEqual([]);
  });
});

describe('markHashPending (SPEC 4.2)', () => {
  const root = document.documentElement;
  const container = () => document.querySelector('[data-widget="search-container"]') as HTMLElement;
  const marked = (element: Element) =>
    element.classList.contains('pending') && element.getAttribute('aria-busy') === 'true';

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div class="search__layout" data-widget="search-container"><div data-widget="results"></div></div>';
  });
  afterEach(() => {
    document.dispatchEvent(new Event(HASH_SETTLED));
    vi.useRealTimers();
    root.removeAttribute(HASH_PENDING);
    root.removeAttribute(HASH_PARAMS);
    document.body.innerHTML = '';
  });

  it('leaves a page without hash state alone', () => {
    markHashPending(document, '#main', DEFAULTS);
    expect(root.hasAttribute(HASH_PENDING)).toBe(false);
    expect(container().className).toBe('search__layout');
    expect(container().hasAttribute('aria-busy')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('marks <html> with the prefix and the search containers busy, until the first answer', () => {
    markHashPending(document, '#main.fq=bs_pets:true', { ...DEFAULTS, prefix: 'main.' });
    expect(root.getAttribute(HASH_PENDING)).toBe('main.');
    expect(root.getAttribute(HASH_PARAMS)).toBe('fq');
    expect(marked(container())).toBe(true);
    document.dispatchEvent(new Event(HASH_SETTLED));
    expect(root.hasAttribute(HASH_PENDING)).toBe(false);
    expect(container().className).toBe('search__layout');
    expect(container().hasAttribute('aria-busy')).toBe(false);
    // The parameters stay for islands that wake after the answer, until the timeout.
    expect(root.getAttribute(HASH_PARAMS)).toBe('fq');
    vi.advanceTimersByTime(HASH_PENDING_TIMEOUT_MS);
    expect(root.hasAttribute(HASH_PARAMS)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears itself after the timeout when no answer comes (JavaScript failed, search hangs)', () => {
    markHashPending(document, '#fq=x', { ...DEFAULTS, timeout: 3000 });
    vi.advanceTimersByTime(2999);
    expect(root.hasAttribute(HASH_PENDING)).toBe(true);
    expect(marked(container())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.hasAttribute(HASH_PENDING)).toBe(false);
    expect(marked(container())).toBe(false);
    expect(container().hasAttribute('aria-busy')).toBe(false);
  });

  it("leaves a mounted container's own pending state to its island", () => {
    document.body.innerHTML +=
      '<div data-widget="search-container" data-search="other"></div><div data-widget="search-container" data-search="third"></div>';
    markHashPending(document, '#fq=x', DEFAULTS);
    const [mounted, failed, waiting] = document.querySelectorAll(
      '[data-widget="search-container"]',
    );
    mounted?.setAttribute('data-widget-state', 'ready');
    failed?.setAttribute('data-widget-state', 'error');
    waiting?.setAttribute('data-widget-state', 'loading');
    vi.advanceTimersByTime(HASH_PENDING_TIMEOUT_MS);
    expect(root.hasAttribute(HASH_PENDING)).toBe(false);
    // Still searching as far as its island knows: the island clears it when the answer comes.
    expect(marked(mounted as Element)).toBe(true);
    expect(marked(failed as Element)).toBe(false);
    expect(marked(waiting as Element)).toBe(false);
  });

  it('marks the containers at DOMContentLoaded when it runs in <head>, and never after it cleared', () => {
    const loading = document.implementation.createHTMLDocument();
    Object.defineProperty(loading, 'readyState', { value: 'loading', configurable: true });
    loading.body.innerHTML = '<div data-widget="search-container"></div>';
    const element = loading.querySelector('[data-widget]') as Element;
    markHashPending(loading, '#fq=x', DEFAULTS);
    expect(loading.documentElement.hasAttribute(HASH_PENDING)).toBe(true);
    expect(element.hasAttribute('aria-busy')).toBe(false);
    loading.dispatchEvent(new Event('DOMContentLoaded'));
    expect(marked(element)).toBe(true);
    loading.dispatchEvent(new Event(HASH_SETTLED));
    expect(marked(element)).toBe(false);

    // A page so slow to parse that the timeout came first: nothing is marked afterwards.
    const slow = document.implementation.createHTMLDocument();
    Object.defineProperty(slow, 'readyState', { value: 'loading', configurable: true });
    slow.body.innerHTML = '<div data-widget="search-container"></div>';
    markHashPending(slow, '#fq=x', DEFAULTS);
    vi.advanceTimersByTime(HASH_PENDING_TIMEOUT_MS);
    slow.dispatchEvent(new Event('DOMContentLoaded'));
    expect(slow.querySelector('[aria-busy]')).toBeNull();
    expect(slow.documentElement.hasAttribute(HASH_PENDING)).toBe(false);
  });

  it('clears once: a late answer after the timeout changes nothing', () => {
    markHashPending(document, '#fq=x', DEFAULTS);
    vi.advanceTimersByTime(HASH_PENDING_TIMEOUT_MS);
    container().setAttribute('aria-busy', 'true'); // the island's own, after it mounted
    container().setAttribute('data-widget-state', 'ready');
    document.dispatchEvent(new Event(HASH_SETTLED));
    expect(container().getAttribute('aria-busy')).toBe('true');
  });
});

describe('the inline snippet (dist/classic/hash-pending.js)', () => {
  afterEach(() => {
    document.dispatchEvent(new Event(HASH_SETTLED));
    history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('reads location.hash and its own script element', async () => {
    history.replaceState(null, '', '/search#main.fq=bs_pets:true');
    const script = document.createElement('script');
    script.setAttribute('data-prefix', 'main.');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    await import('./hash-pending-inline.js');
    expect(document.documentElement.getAttribute(HASH_PENDING)).toBe('main.');
  });
});

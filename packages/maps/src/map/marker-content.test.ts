import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarkerContent } from '../settings/types.js';
import { type ContentContext, markerContent, remoteContentUrl } from './marker-content.js';

const TEXTS = { loading: 'Loading…', failed: 'Could not load.' };

const contextWith = (overrides: Partial<ContentContext> = {}): ContentContext => ({
  document,
  rmtcallback: '/fragments/map-marker',
  texts: TEXTS,
  signal: new AbortController().signal,
  ...overrides,
});

const build = (content: MarkerContent, overrides: Partial<ContentContext> = {}) =>
  markerContent(content, contextWith(overrides));

/** Lets every pending promise callback run (the fetch mock and the sanitizer's import). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('markerContent: text (SPEC 3.19)', () => {
  it('shows text as text, never markup', () => {
    const box = build({ kind: 'text', text: 'A <b>cottage</b> & <img src=x onerror=alert(1)>' });
    expect(box?.textContent).toBe('A <b>cottage</b> & <img src=x onerror=alert(1)>');
    expect(box?.querySelector('b, img')).toBeNull();
  });

  it('makes each line a paragraph', () => {
    const box = build({ kind: 'text', text: 'Wheal Rose\nSleeps 4\n\nFrom £80' });
    expect([...(box?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Wheal Rose',
      'Sleeps 4',
      'From £80',
    ]);
  });

  it('makes no empty paragraphs of CRLF line ends or a trailing line end', () => {
    // A CMS textarea posts CRLF: "a\r\n\r\nb" is one blank line between two paragraphs.
    const box = build({ kind: 'text', text: '\nWheal Rose\r\n\r\nSleeps 4\r\n  \r\n' });
    expect([...(box?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Wheal Rose',
      'Sleeps 4',
    ]);
  });
});

describe('markerContent: a copy of a page element (SPEC 3.19)', () => {
  const page = () => {
    document.body.innerHTML = `
      <div class="office" id="first">St Ives</div>
      <div class="office" id="second" hidden><h3 id="heading">Fowey</h3><p>Open daily</p></div>`;
  };

  it('copies the offset-th match, without ids, shown', () => {
    page();
    const box = build({ kind: 'element', selector: '.office', offset: 1 });
    expect(box?.textContent).toBe('FoweyOpen daily');
    expect(box?.hidden).toBe(false);
    expect(box?.hasAttribute('id')).toBe(false);
    expect(box?.querySelector('[id]')).toBeNull();
    // The page keeps its own element, ids and all.
    expect(document.getElementById('second')?.isConnected).toBe(true);
    expect(document.getElementById('heading')?.isConnected).toBe(true);
    expect(box?.isConnected).toBe(false);
    expect(build({ kind: 'element', selector: '.office', offset: 0 })?.textContent).toBe('St Ives');
  });

  it('gives nothing for an invalid selector or a missing match', () => {
    page();
    expect(build({ kind: 'element', selector: '[[nope', offset: 0 })).toBeNull();
    expect(build({ kind: 'element', selector: '.office', offset: 2 })).toBeNull();
    expect(build({ kind: 'element', selector: '#nowhere', offset: 0 })).toBeNull();
  });
});

describe('markerContent: tabs and none', () => {
  it('builds tabs', () => {
    const box = build({ kind: 'tabs', tabs: [{ title: 'About', text: 'A cottage' }] });
    expect(box?.querySelector('[role="tab"]')?.textContent).toBe('About');
  });

  it('gives nothing for no content or a link', () => {
    expect(build({ kind: 'none' })).toBeNull();
    expect(build({ kind: 'link', href: '/rentals/42' })).toBeNull();
  });
});

describe('remoteContentUrl', () => {
  it('is {rmtcallback}/{encoded id}?params on this origin', () => {
    const url = remoteContentUrl(
      '/fragments/map-marker/',
      'node/12 en?x#y',
      { lang: 'en', q: 'a&b=c' },
      document,
    );
    expect(url?.origin).toBe(location.origin);
    expect(url?.pathname).toBe('/fragments/map-marker/node%2F12%20en%3Fx%23y');
    expect(url?.searchParams.get('lang')).toBe('en');
    expect(url?.searchParams.get('q')).toBe('a&b=c');
    expect(url?.hash).toBe('');
  });

  it('refuses an id that is a dot segment: it would leave the rmtcallback path', () => {
    // `/fragments/map-marker/..` is read as `/fragments/`: another page, not this marker's content.
    expect(remoteContentUrl('/fragments/map-marker', '..', {}, document)).toBeNull();
    expect(remoteContentUrl('/fragments/map-marker', '.', {}, document)).toBeNull();
    expect(remoteContentUrl('/rmt', '...', {}, document)?.pathname).toBe('/rmt/...');
    expect(remoteContentUrl('/rmt', '%2e%2e', {}, document)?.pathname).toBe('/rmt/%252e%252e');
  });

  it('takes an absolute rmtcallback of this origin', () => {
    const url = remoteContentUrl(`${location.origin}/rmt`, '7', {}, document);
    expect(url?.href).toBe(`${location.origin}/rmt/7`);
  });

  it('refuses an rmtcallback off this origin or of another scheme', () => {
    for (const callback of [
      'https://evil.example/rmt',
      '//evil.example/rmt',
      'javascript:alert(1)//',
      'data:text/html,x',
    ])
      expect(remoteContentUrl(callback, '7', {}, document), callback).toBeNull();
  });
});

describe('markerContent: remote content (SPEC 3.19, 7.7)', () => {
  /** A fetch that answers `body` with `status`, and records what it was asked. */
  const answer = (body: string, status = 200) => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(body, { status }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  /** Builds remote content and resolves when its onChange is called. */
  const remote = (
    content: Extract<MarkerContent, { kind: 'remote' }>,
    overrides: Partial<ContentContext> = {},
  ) => {
    const onChange = vi.fn();
    const changed = new Promise<void>((resolve) => onChange.mockImplementation(() => resolve()));
    const box = build(content, { onChange, ...overrides }) as HTMLElement;
    return { box, onChange, changed };
  };

  it('shows the loading text while it loads, busy and live', () => {
    answer('<p>Wheal Rose</p>');
    const { box, onChange } = remote({ kind: 'remote', id: '42', params: {} });
    expect(box.textContent).toBe('Loading…');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.getAttribute('aria-live')).toBe('polite');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('GETs {rmtcallback}/{id}?params from this origin and shows the answer sanitized', async () => {
    const fetch = answer(
      '<p class="place" onclick="steal()">Wheal <b>Rose</b></p>' +
        '<script>window.hacked = true</script><a href="javascript:alert(1)">Book</a>',
    );
    const { box, onChange, changed } = remote({
      kind: 'remote',
      id: 'node/12',
      params: { lang: 'en' },
    });
    await changed;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      `${location.origin}/fragments/map-marker/node%2F12?lang=en`,
    );
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      mode: 'same-origin',
      credentials: 'same-origin',
    });
    // (DOMPurify under happy-dom drops the <p> as well; a browser keeps it. Either way, no handler.)
    expect(box.textContent).toBe('Wheal RoseBook');
    expect(box.querySelector('b')?.textContent).toBe('Rose');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onclick]')).toBeNull();
    expect(box.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(box.innerHTML).not.toMatch(/script|onclick|javascript:/i);
    expect(box.hasAttribute('aria-busy')).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the failed text when the answer is an error', async () => {
    answer('<p>Not found</p>', 404);
    const { box, onChange, changed } = remote({ kind: 'remote', id: '42', params: {} });
    await changed;
    expect(box.textContent).toBe('Could not load.');
    expect(box.hasAttribute('aria-busy')).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the failed text when the fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { box, changed } = remote({ kind: 'remote', id: '42', params: {} });
    await changed;
    expect(box.textContent).toBe('Could not load.');
    expect(box.hasAttribute('aria-busy')).toBe(false);
  });

  it('fetches nothing from an rmtcallback off this site, and shows the failed text', () => {
    const fetch = answer('<p>Evil</p>');
    const { box, onChange } = remote(
      { kind: 'remote', id: '42', params: {} },
      { rmtcallback: 'https://evil.example/rmt' },
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(box.textContent).toBe('Could not load.');
    expect(box.hasAttribute('aria-busy')).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing without an rmtcallback, and shows the failed text', () => {
    const fetch = answer('<p>Nothing</p>');
    const { box } = remote({ kind: 'remote', id: '42', params: {} }, { rmtcallback: null });
    expect(fetch).not.toHaveBeenCalled();
    expect(box.textContent).toBe('Could not load.');
  });

  it('leaves the box alone when the map went away (aborted)', async () => {
    const controller = new AbortController();
    let rejected: Promise<unknown> = Promise.resolve();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        rejected = new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
        return rejected;
      }),
    );
    const { box, onChange } = remote(
      { kind: 'remote', id: '42', params: {} },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(rejected).rejects.toBeDefined();
    await settle();
    expect(box.textContent).toBe('Loading…');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });
});

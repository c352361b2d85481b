import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundUrl } from './background-url.js';
import { startLazyBackground } from './lazy-background.js';

// SPEC 9.3's numbers, written out: a test that read the module's constants would pass whatever
// they were changed to.
const RECHECK_MS = 500;
const GIVE_UP_MS = 3000;

const rect = (top: number, height: number) =>
  ({ top, bottom: top + height, left: 0, right: 100, width: height ? 100 : 0, height }) as DOMRect;

function hero(bg = '/images/hero.jpg') {
  document.body.innerHTML = `<div data-widget="lazy-background" data-bg='${bg}'></div>`;
  return document.querySelector('[data-widget]') as HTMLElement;
}

class FakeObserver {
  static last: FakeObserver | null = null;
  options: IntersectionObserverInit | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    this.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('backgroundUrl', () => {
  it('accepts http(s) and same-site URLs, escaping quotes', () => {
    expect(backgroundUrl('/images/hero.jpg', 'https://stay.example/p')).toBe(
      'url("https://stay.example/images/hero.jpg")',
    );
    expect(backgroundUrl('https://cdn.example/a".jpg', 'https://stay.example/')).toBe(
      'url("https://cdn.example/a%22.jpg")',
    );
    // The backslash a query keeps is a CSS escape, so nothing can close the string.
    expect(backgroundUrl('https://cdn.example/a.jpg?x="y\\"', 'https://stay.example/')).toBe(
      'url("https://cdn.example/a.jpg?x=%22y\\5c %22")',
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://x/y.jpg',
    '',
    '   ',
    undefined,
  ])('refuses %s', (value) => {
    expect(backgroundUrl(value, 'https://stay.example/')).toBeNull();
  });

  it('refuses to mount with a bad data-bg', () => {
    expect(() => startLazyBackground(hero('javascript:alert(1)'))).toThrow(/not an http\(s\) URL/);
  });
});

describe('lazy background with IntersectionObserver', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });

  it('observes with an 80 px margin and sets the background once visible and laid out', () => {
    const element = hero();
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(rect(900, 300));
    const cleanup = startLazyBackground(element);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.options?.rootMargin).toBe('80px 0px');
    expect(element.dataset.state).toBe('waiting');
    observer.fire(false);
    expect(element.style.backgroundImage).toBe('');
    observer.fire(true);
    expect(element.style.backgroundImage).toContain('/images/hero.jpg');
    expect(element.dataset.state).toBe('loaded');
    expect(observer.disconnected).toBe(true);
    cleanup();
    expect(element.style.backgroundImage).toBe('');
  });

  it('rechecks an element with no size every 500 ms', () => {
    const element = hero();
    const size = vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(rect(0, 0));
    startLazyBackground(element);
    FakeObserver.last?.fire(true);
    vi.advanceTimersByTime(RECHECK_MS);
    expect(element.style.backgroundImage).toBe('');
    size.mockReturnValue(rect(0, 200));
    vi.advanceTimersByTime(RECHECK_MS - 1);
    expect(element.style.backgroundImage).toBe('');
    vi.advanceTimersByTime(1);
    expect(element.style.backgroundImage).toContain('hero.jpg');
  });

  it('gives up after 3,000 ms', () => {
    const element = hero();
    const size = vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(rect(0, 0));
    startLazyBackground(element);
    FakeObserver.last?.fire(true);
    vi.advanceTimersByTime(GIVE_UP_MS - 1);
    expect(element.dataset.state).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(element.dataset.state).toBe('gave-up');
    expect(FakeObserver.last?.disconnected).toBe(true);
    size.mockReturnValue(rect(0, 200));
    vi.advanceTimersByTime(10_000);
    expect(element.style.backgroundImage).toBe('');
    expect(size.mock.calls.length).toBeLessThanOrEqual(GIVE_UP_MS / RECHECK_MS + 1);
  });
});

describe('lazy background without IntersectionObserver', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', undefined);
  });

  it('loads at once when near the viewport (within 80 px above or below), not further', () => {
    const below = hero();
    vi.spyOn(below, 'getBoundingClientRect').mockReturnValue(rect(window.innerHeight + 80, 100));
    startLazyBackground(below);
    expect(below.dataset.state).toBe('loaded');
    const above = hero();
    vi.spyOn(above, 'getBoundingClientRect').mockReturnValue(rect(-180, 100));
    startLazyBackground(above);
    expect(above.dataset.state).toBe('loaded');
    for (const top of [window.innerHeight + 81, -181]) {
      const far = hero();
      vi.spyOn(far, 'getBoundingClientRect').mockReturnValue(rect(top, 100));
      startLazyBackground(far);
      expect(far.dataset.state).toBe('waiting');
    }
  });

  it('rechecks every 500 ms until it comes near, and gives up after 3,000 ms', () => {
    const element = hero();
    const where = vi
      .spyOn(element, 'getBoundingClientRect')
      .mockReturnValue(rect(window.innerHeight + 500, 100));
    startLazyBackground(element);
    vi.advanceTimersByTime(RECHECK_MS);
    expect(where).toHaveBeenCalledTimes(2);
    where.mockReturnValue(rect(10, 100));
    vi.advanceTimersByTime(RECHECK_MS);
    expect(element.dataset.state).toBe('loaded');

    const other = hero('/b.jpg');
    vi.spyOn(other, 'getBoundingClientRect').mockReturnValue(rect(window.innerHeight + 500, 100));
    startLazyBackground(other);
    vi.advanceTimersByTime(GIVE_UP_MS);
    expect(other.dataset.state).toBe('gave-up');
    expect(other.style.backgroundImage).toBe('');
  });
});

import type { MountContext } from '@stayfront/loader';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCarousel } from '../../test-support/fake-carousel-api.js';
import { type GalleryConfig, parseGalleryConfig, startGallery } from './gallery.js';

const emblaMock = vi.hoisted(() => ({ create: vi.fn() }));
vi.mock('embla-carousel', () => ({ default: emblaMock.create }));

const IMAGES = [1, 2, 3, 4, 5]
  .map((n) => `<img src="/p${n}.jpg" alt="Cottage, photo ${n}" width="800" height="533">`)
  .join('');
const MARKUP = `<div class="rental__gallery" data-widget="gallery" data-widget-load="visible">${IMAGES}\n  <p class="caption">Five photos</p></div>`;

const root = () => document.querySelector('[data-widget]') as HTMLElement;
const byLabel = (label: string) =>
  document.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;
const status = () => document.querySelector('[aria-live]') as HTMLElement;
const fullscreenButton = () => document.querySelector('.sf-carousel__fullscreen') as HTMLElement;

function config(raw: object = {}): GalleryConfig {
  const parsed = parseGalleryConfig(raw);
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

function setup(raw: object = {}) {
  const fake = fakeCarousel();
  const cleanup = startGallery(root(), config(raw), fake.create);
  const api = fake.instances[0];
  if (!api) throw new Error('no carousel');
  return { cleanup, api, user: userEvent.setup() };
}

let fullscreenElement: Element | null = null;
const fullscreen = {
  request: vi.fn(async function (this: Element) {
    fullscreenElement = this;
    document.dispatchEvent(new Event('fullscreenchange'));
  }),
  exit: vi.fn(async () => {
    fullscreenElement = null;
    document.dispatchEvent(new Event('fullscreenchange'));
  }),
};

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  fullscreenElement = null;
  Object.defineProperty(document, 'fullscreenElement', {
    configurable: true,
    get: () => fullscreenElement,
  });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: fullscreen.exit });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
    configurable: true,
    value: fullscreen.request,
  });
});

afterEach(() => {
  for (const key of ['fullscreenElement', 'fullscreenEnabled', 'exitFullscreen'])
    Reflect.deleteProperty(document, key);
  Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  vi.restoreAllMocks();
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('gallery config', () => {
  it('has defaults for every key', () => {
    expect(config()).toEqual({
      label: 'Photos',
      loop: false,
      previousText: 'Previous photo',
      nextText: 'Next photo',
      statusText: 'Photo {index} of {count}',
      fullscreenText: 'Full screen',
      exitFullscreenText: 'Exit full screen',
      slideText: '{index} of {count}',
      carouselRoleText: 'carousel',
      slideRoleText: 'slide',
    });
  });

  it('reports wrong values with their path', () => {
    expect(parseGalleryConfig({ loop: 'yes' })).toEqual({
      issues: [{ path: '$.loop', message: 'expected true or false' }],
    });
  });
});

describe('gallery', () => {
  it('builds the APG carousel around the existing images, moved not re-created', () => {
    const images = [...root().querySelectorAll('img')];
    const { api } = setup();
    expect(root().getAttribute('role')).toBe('region');
    expect(root().getAttribute('aria-roledescription')).toBe('carousel');
    expect(root().getAttribute('aria-label')).toBe('Photos');
    const slides = [...root().querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    slides.forEach((slide, index) => {
      expect(slide.getAttribute('role')).toBe('group');
      expect(slide.firstElementChild).toBe(images[index]);
    });
    // Embla gets the viewport, whose first child holds the slides.
    expect(api.viewport.firstElementChild?.children.length).toBe(5);
    // The one stop Tab adds is the labelled region, which a screen reader names ("Photos,
    // carousel"); the bare viewport it used to be had no role and no name (axe's
    // focus-order-semantics).
    expect(root().tabIndex).toBe(0);
    expect(api.viewport.hasAttribute('tabindex')).toBe(false);
    expect(api.options).toMatchObject({ loop: false, watchResize: false });
    expect(root().querySelector('.caption')).not.toBeNull();
  });

  it('moves with the buttons and announces the photo politely', async () => {
    const { api, user } = setup();
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('Photo 1 of 5');
    expect(byLabel('Previous photo').getAttribute('aria-disabled')).toBe('true');
    await user.click(byLabel('Next photo'));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('Photo 2 of 5');
    expect(byLabel('Previous photo').getAttribute('aria-disabled')).toBe('false');
    await user.click(byLabel('Previous photo'));
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('Photo 1 of 5');
  });

  it('announces a move, not a re-measure', async () => {
    const { api, user } = setup();
    // What a screen reader hears: text put in the live status once the gallery is awake.
    const heard: (string | null)[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) heard.push(node.textContent);
    });
    observer.observe(status(), { subtree: true, childList: true });
    api.reInit();
    await user.click(byLabel('Next photo'));
    api.reInit();
    await Promise.resolve();
    observer.disconnect();
    expect(status().textContent).toBe('Photo 2 of 5');
    expect(heard).toEqual(['Photo 2 of 5']);
  });

  it('answers Left and Right while focus is inside, not elsewhere', async () => {
    const { api, user } = setup();
    root().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(status().textContent).toBe('Photo 3 of 5');
    await user.keyboard('{ArrowLeft}');
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('Photo 2 of 5');
    document.body.focus();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
  });

  it("says its role descriptions and slide names in the page's language", () => {
    setup({
      slideText: 'Foto {index} von {count}',
      carouselRoleText: 'Karussell',
      slideRoleText: 'Folie',
    });
    expect(root().getAttribute('aria-roledescription')).toBe('Karussell');
    const slides = [...document.querySelectorAll('.sf-carousel__slide')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Foto ${n} von 5`),
    );
    for (const slide of slides) expect(slide.getAttribute('aria-roledescription')).toBe('Folie');
  });

  it('moves right to left on a right-to-left page: Embla told so, Left the next photo', async () => {
    // happy-dom computes no direction from dir="rtl"; the stylesheet's property is what is read.
    document.body.style.direction = 'rtl';
    const { api, user } = setup();
    expect(api.options.direction).toBe('rtl');
    root().focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(status().textContent).toBe('Photo 3 of 5');
    await user.keyboard('{ArrowRight}');
    expect(status().textContent).toBe('Photo 2 of 5');
    document.body.style.direction = '';
  });

  it('takes its label, loop and texts from the config', () => {
    const { api } = setup({
      label: 'Fotos',
      loop: true,
      previousText: 'Vorige',
      nextText: 'Volgende',
      statusText: 'Foto {index} van {count}',
    });
    expect(root().getAttribute('aria-label')).toBe('Fotos');
    expect(api.options.loop).toBe(true);
    expect(byLabel('Vorige').getAttribute('aria-disabled')).toBe('false');
    byLabel('Vorige').click();
    expect(status().textContent).toBe('Foto 5 van 5');
    expect(byLabel('Volgende')).not.toBeNull();
  });

  it('moves instantly when the visitor prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce') }) as MediaQueryList,
    );
    const { api } = setup();
    expect(api.options.duration).toBe(0);
    byLabel('Next photo').click();
    expect(api.scrollNext).toHaveBeenCalledWith(true);
  });

  it('re-inits on resize at most once per 100 ms', async () => {
    vi.useFakeTimers();
    try {
      const { api } = setup();
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('resize'));
      expect(api.reInit).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(api.reInit).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-measures when its slides change width without a window resize (a theme styling the woken state)', () => {
    let report = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    let width = 576;
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => width);
    try {
      const { api, cleanup } = setup();
      report();
      expect(api.reInit).not.toHaveBeenCalled();
      // The server's grid put the photos in its first column; the woken layout is one row.
      width = 1168;
      report();
      expect(api.reInit).toHaveBeenCalledTimes(1);
      cleanup();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes full screen and back with a toggling label', async () => {
    const { api, user } = setup();
    expect(fullscreenButton().hidden).toBe(false);
    expect(fullscreenButton().textContent).toBe('Full screen');
    await user.click(fullscreenButton());
    expect(fullscreen.request).toHaveBeenCalledTimes(1);
    expect(fullscreenElement).toBe(root());
    expect(fullscreenButton().textContent).toBe('Exit full screen');
    expect(root().hasAttribute('data-fullscreen')).toBe(true);
    expect(api.reInit).toHaveBeenCalled();
    // Escape is the browser's: it leaves full screen and fires fullscreenchange.
    fullscreenElement = null;
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(fullscreenButton().textContent).toBe('Full screen');
    await user.click(fullscreenButton());
    await user.click(fullscreenButton());
    expect(fullscreen.exit).toHaveBeenCalledTimes(1);
  });

  it('hides the fullscreen button without the Fullscreen API', () => {
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    setup();
    expect(fullscreenButton().hidden).toBe(true);
  });

  it('hides the fullscreen button when full screen is not allowed', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    setup();
    expect(fullscreenButton().hidden).toBe(true);
  });

  it('destroys Embla and restores the original markup exactly', async () => {
    const before = root().outerHTML;
    const images = [...root().querySelectorAll('img')];
    const { api, cleanup, user } = setup();
    await user.click(byLabel('Next photo'));
    await user.click(fullscreenButton());
    cleanup();
    expect(api.destroy).toHaveBeenCalledTimes(1);
    expect(fullscreen.exit).toHaveBeenCalledTimes(1);
    expect(root().outerHTML).toBe(before);
    expect([...root().querySelectorAll('img')]).toEqual(images);
    window.dispatchEvent(new Event('resize'));
    expect(api.reInit).toHaveBeenCalledTimes(1);
  });

  it('leaves a single image alone', () => {
    document.body.innerHTML = '<div data-widget="gallery"><img src="/a.jpg" alt="A"></div>';
    const before = root().outerHTML;
    const fake = fakeCarousel();
    startGallery(root(), config(), fake.create)();
    expect(fake.instances).toEqual([]);
    expect(root().outerHTML).toBe(before);
  });

  it('is the gallery island, with Embla loaded by the island', async () => {
    const fake = fakeCarousel();
    emblaMock.create.mockImplementation(fake.create);
    const island = await import('../../islands/gallery.js');
    const parsed = island.parseConfig?.({ label: 'Photos of the cottage' });
    if (!parsed || !('value' in parsed)) throw new Error('config');
    const context = {
      name: 'gallery',
      config: parsed.value,
      signal: new AbortController().signal,
      report: vi.fn(),
    } as MountContext<GalleryConfig>;
    const cleanup = (await island.mount(root(), context)) as () => void;
    expect(emblaMock.create).toHaveBeenCalledTimes(1);
    expect(root().getAttribute('aria-label')).toBe('Photos of the cottage');
    cleanup();
    expect(fake.instances[0]?.destroyed).toBe(true);
  });
});

/**
 * A fake Embla for tests (happy-dom has no layout, so real Embla cannot measure): one snap per
 * slide of the container, `select`/`reInit` events, loop and bounds, Tab focus bringing a slide
 * into view (`watchFocus`), and spies on every call.
 */
import { vi } from 'vitest';
import type {
  CarouselApi,
  CarouselEngineOptions,
  CreateCarouselApi,
} from '../page/carousel/carousel.js';

export interface FakeCarouselApi extends CarouselApi {
  readonly viewport: HTMLElement;
  readonly options: CarouselEngineOptions;
  /** Sets the number of snaps (e.g. two cards per view on a wider phone). */
  snaps: number | null;
  destroyed: boolean;
}

type Event = 'select' | 'reInit';

export function fakeCarousel(): { create: CreateCarouselApi; instances: FakeCarouselApi[] } {
  const instances: FakeCarouselApi[] = [];
  const create: CreateCarouselApi = (viewport, options) => {
    const listeners = { select: new Set<() => void>(), reInit: new Set<() => void>() };
    let selected = 0;
    const count = () => api.snaps ?? viewport.firstElementChild?.children.length ?? 0;
    const emit = (event: 'select' | 'reInit') => {
      for (const listener of listeners[event]) listener();
    };
    const go = (index: number) => {
      const last = count() - 1;
      const next = options.loop ? (index + count()) % count() : Math.max(0, Math.min(last, index));
      if (next === selected) return;
      selected = next;
      emit('select');
    };
    const api: FakeCarouselApi = {
      viewport,
      options,
      snaps: null,
      destroyed: false,
      on: vi.fn((event: Event, callback: () => void) => listeners[event].add(callback)),
      off: vi.fn((event: Event, callback: () => void) => listeners[event].delete(callback)),
      scrollPrev: vi.fn(() => go(selected - 1)),
      scrollNext: vi.fn(() => go(selected + 1)),
      scrollTo: vi.fn((index: number) => go(index)),
      selectedScrollSnap: () => selected,
      scrollSnapList: () => Array.from({ length: count() }, (_, index) => index / count()),
      canScrollPrev: () => options.loop || selected > 0,
      canScrollNext: () => options.loop || selected < count() - 1,
      reInit: vi.fn(() => {
        selected = Math.min(selected, Math.max(0, count() - 1));
        emit('reInit');
      }),
      destroy: vi.fn(() => {
        api.destroyed = true;
        listeners.select.clear();
        listeners.reInit.clear();
        // Real Embla leaves emptied style attributes behind; the widgets must restore them.
        const container = viewport.firstElementChild as HTMLElement | null;
        if (container) container.style.transform = '';
      }),
    };
    // Embla's `watchFocus` (on by default): a slide that gets focus just after a Tab key press
    // (never a pointer's focus) is scrolled to.
    const document = viewport.ownerDocument;
    let tabPressedAt = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabPressedAt = Date.now();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (Date.now() - tabPressedAt > 10) return;
      const slides = [...(viewport.firstElementChild?.children ?? [])];
      const index = slides.findIndex((slide) => slide.contains(event.target as Node));
      if (index >= 0) api.scrollTo(index);
    };
    document.addEventListener('keydown', onKeyDown);
    viewport.addEventListener('focusin', onFocusIn);
    const destroy = api.destroy;
    api.destroy = vi.fn(() => {
      document.removeEventListener('keydown', onKeyDown);
      viewport.removeEventListener('focusin', onFocusIn);
      destroy();
    });
    instances.push(api);
    return api;
  };
  return { create, instances };
}

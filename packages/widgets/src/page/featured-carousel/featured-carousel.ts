/**
 * Featured carousel (SPEC 2.8, 9.4): the home page's featured cards become an Embla carousel on
 * narrow screens only. An enhancer for a server element holding a list (`<ul>`/`<ol>`) of cards,
 * which stays a plain list on wide screens and without JavaScript. While
 * `(max-width: <breakpoint>px)` matches (767 by default), the list is wrapped in a viewport and
 * its items become APG slides (`startCarousel`), with dots ("Go to slide 2", `aria-current` on
 * the active one), no looping, a polite "Slide 2 of 5", Left/Right keys, swipe, reduced motion
 * and a resize re-init at 100 ms. Wider, the carousel is destroyed and the markup put back
 * exactly; the cleanup does the same.
 */

import {
  defineWidgetConfig,
  integer,
  optionalText,
  type ParsedValue,
  text,
} from '../../config/widget-config.js';
import {
  type Carousel,
  type CreateCarouselApi,
  fillText,
  startCarousel,
} from '../carousel/carousel.js';
import { CAROUSEL_WORDS } from '../carousel/carousel-words.js';
import { keepingFocus, snapshotMarkup } from '../carousel/markup-snapshot.js';

/** SPEC 9.4: the homepage carousel runs below 767 px, i.e. at max-width 767 px and narrower. */
export const FEATURED_BREAKPOINT_PX = 767;

export const parseFeaturedCarouselConfig = defineWidgetConfig('featured-carousel', {
  /** The carousel runs while the viewport is at most this many CSS pixels wide. @default 767 */
  breakpoint: integer(FEATURED_BREAKPOINT_PX, 1, 10_000),
  /** The region's accessible name; by default its own `aria-labelledby`, else 'Featured'. */
  label: optionalText(200),
  /** A dot's accessible name; `{index}` is filled in. @default 'Go to slide {index}' */
  dotText: text('Go to slide {index}', 200),
  /** The live text; `{index}` and `{count}` are filled in. @default 'Slide {index} of {count}' */
  statusText: text('Slide {index} of {count}', 200),
  ...CAROUSEL_WORDS,
});

export type FeaturedCarouselConfig = ParsedValue<typeof parseFeaturedCarouselConfig>;

/** Starts the featured carousel on `element` with Embla from `createApi`; returns the cleanup. */
export function startFeaturedCarousel(
  element: HTMLElement,
  config: FeaturedCarouselConfig,
  createApi: CreateCarouselApi,
): () => void {
  const document = element.ownerDocument;
  const view = document.defaultView;
  const list = element.querySelector<HTMLElement>('ul, ol');
  const parent = list?.parentElement;
  const items = list ? ([...list.children] as HTMLElement[]) : [];
  if (!list || !parent || !items.length) {
    console.warn('Stayfront featured-carousel: no list of cards inside the widget; nothing to do.');
    return () => {};
  }
  const label =
    config.label ??
    (element.hasAttribute('aria-labelledby') || element.hasAttribute('aria-label')
      ? null
      : 'Featured');

  let active: { carousel: Carousel; restore: () => void } | null = null;

  const start = () => {
    if (active) return;
    const restore = snapshotMarkup(parent, [element, list, ...items]);
    const viewport = document.createElement('div');
    keepingFocus(element, () => {
      list.before(viewport);
      viewport.append(list);
    });
    // The items are slides (groups) now, so the list is only their container.
    list.setAttribute('role', 'none');
    const carousel = startCarousel({
      root: element,
      viewport,
      slides: items,
      label,
      loop: false,
      createApi,
      dotLabel: (index) => fillText(config.dotText, index, items.length),
      status: (index, count) => fillText(config.statusText, index, count),
      words: config,
    });
    active = { carousel, restore };
  };

  const stop = () => {
    if (!active) return;
    active.carousel.stop();
    active.restore();
    active = null;
  };

  const media = view?.matchMedia?.(`(max-width: ${config.breakpoint}px)`);
  const onMedia = () => (media?.matches ? start() : stop());
  onMedia();
  media?.addEventListener('change', onMedia);

  return () => {
    media?.removeEventListener('change', onMedia);
    stop();
  };
}

/**
 * Gallery (SPEC 2.5): the detail page's photo slider with fullscreen. An enhancer for a server
 * element holding `<img>`s, which shows them all without JavaScript. Enhanced, the images are
 * moved (never re-created) into slides of an Embla carousel (`startCarousel`: APG carousel roles,
 * previous/next buttons, a polite "Photo 2 of 5", Left/Right keys, swipe, reduced motion, resize
 * re-init at 100 ms), plus a "Full screen" button on the Fullscreen API (hidden where the API is
 * missing or disabled; the browser exits on Escape; the label follows the state). The cleanup
 * destroys Embla and puts the server markup back exactly.
 */

import { defineWidgetConfig, flag, type ParsedValue, text } from '../../config/widget-config.js';
import { type CreateCarouselApi, fillText, startCarousel } from '../carousel/carousel.js';
import { CAROUSEL_WORDS } from '../carousel/carousel-words.js';
import { snapshotMarkup } from '../carousel/markup-snapshot.js';

export const parseGalleryConfig = defineWidgetConfig('gallery', {
  /** The carousel's accessible name. @default 'Photos' */
  label: text('Photos', 200),
  /** Whether the last photo leads back to the first. @default false */
  loop: flag(false),
  /** The previous button's accessible name. @default 'Previous photo' */
  previousText: text('Previous photo', 200),
  /** The next button's accessible name. @default 'Next photo' */
  nextText: text('Next photo', 200),
  /** The live text; `{index}` and `{count}` are filled in. @default 'Photo {index} of {count}' */
  statusText: text('Photo {index} of {count}', 200),
  /** The fullscreen button's text. @default 'Full screen' */
  fullscreenText: text('Full screen', 200),
  /** The fullscreen button's text while full screen. @default 'Exit full screen' */
  exitFullscreenText: text('Exit full screen', 200),
  ...CAROUSEL_WORDS,
});

export type GalleryConfig = ParsedValue<typeof parseGalleryConfig>;

/** Starts the gallery on `element` with Embla from `createApi`; returns the cleanup. */
export function startGallery(
  element: HTMLElement,
  config: GalleryConfig,
  createApi: CreateCarouselApi,
): () => void {
  const document = element.ownerDocument;
  const images = [...element.querySelectorAll('img')];
  if (images.length < 2) {
    if (!images.length)
      console.warn('Stayfront gallery: no <img> inside the widget; nothing to enhance.');
    return () => {};
  }
  const restore = snapshotMarkup(element);

  const viewport = document.createElement('div');
  const container = document.createElement('div');
  const slides = images.map((image) => {
    const slide = document.createElement('div');
    slide.append(image);
    return slide;
  });
  container.append(...slides);
  viewport.append(container);
  // Anything else the server put there (captions, a heading) stays, after the carousel.
  element.prepend(viewport);

  const carousel = startCarousel({
    root: element,
    viewport,
    slides,
    label: config.label,
    loop: config.loop,
    createApi,
    buttons: { previous: config.previousText, next: config.nextText },
    status: (index, count) => fillText(config.statusText, index, count),
    words: config,
  });

  const fullscreen = document.createElement('button');
  fullscreen.type = 'button';
  fullscreen.className = 'sf-carousel__fullscreen';
  const supported =
    typeof element.requestFullscreen === 'function' && document.fullscreenEnabled !== false;
  fullscreen.hidden = !supported;
  const isFullscreen = () => document.fullscreenElement === element;
  const renderFullscreen = () => {
    const on = isFullscreen();
    fullscreen.textContent = on ? config.exitFullscreenText : config.fullscreenText;
    element.toggleAttribute('data-fullscreen', on);
  };
  const onFullscreenClick = () => {
    const request = isFullscreen() ? document.exitFullscreen?.() : element.requestFullscreen?.();
    // A refused request (no user gesture, an iframe without permission) changes nothing.
    request?.catch?.(() => {});
  };
  const onFullscreenChange = () => {
    renderFullscreen();
    carousel.api.reInit();
  };
  renderFullscreen();
  carousel.controls.append(fullscreen);
  fullscreen.addEventListener('click', onFullscreenClick);
  document.addEventListener('fullscreenchange', onFullscreenChange);

  return () => {
    fullscreen.removeEventListener('click', onFullscreenClick);
    document.removeEventListener('fullscreenchange', onFullscreenChange);
    if (isFullscreen()) document.exitFullscreen?.()?.catch?.(() => {});
    carousel.stop();
    restore();
  };
}

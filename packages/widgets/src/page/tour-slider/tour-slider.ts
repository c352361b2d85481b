/**
 * Virtual tour / video slider (SPEC 1 "Media", 3.21, 4.11, 9.4): a server list of links to tour
 * or video players, each with a poster, becomes an Embla carousel whose selected slide sits in
 * the middle with its neighbours showing at both sides (`tour-layout.ts` sizes them from the
 * SPEC 3.21 options). Without JavaScript the list of links stays and each opens its player.
 *
 * - A click on a neighbour brings it to the middle; it never opens there and then, so a visitor
 *   sees what they chose first. Tabbing to a neighbour's link brings it there too: Embla's own
 *   `watchFocus` (on by default), which reacts to Tab focus only, never to a pointer's.
 * - A plain click on the selected slide's link loads its player in place (`player.ts`: allowed
 *   embed hosts in an iframe, same-site files in a video), and focus moves to it. Changing slide
 *   or stopping the widget unloads it (SPEC 4.11), so nothing plays out of sight.
 * - Links that cannot play here (another host, another scheme) stay ordinary links.
 * - The APG carousel roles, previous/next buttons, the live "Tour 2 of 4", Left/Right keys, swipe
 *   and reduced motion come from `startCarousel`; sizes are measured again on resize at 100 ms
 *   when `responsiveRS` is on (SPEC 9.4).
 *
 * Classes: `.sf-tour-slider`, `.sf-tour-slider__player`; the playing slide has `data-playing`.
 * CSS variables on the root: `--sf-carousel-slide-size` (a slide plus its spacing) and
 * `--sf-tour-height`.
 */
import { isPlainClick } from '../../runtime/navigation-hooks.js';
import {
  type Carousel,
  type CreateCarouselApi,
  fillText,
  startCarousel,
} from '../carousel/carousel.js';
import { keepingFocus, snapshotMarkup } from '../carousel/markup-snapshot.js';
import { createPlayer, startPlayer, stopMedia, videoSource } from '../video/player.js';
import { tourLayout } from './tour-layout.js';
import { type TourSliderConfig, tourGeometry } from './tour-slider-config.js';

interface Playing {
  readonly slide: number;
  readonly link: HTMLAnchorElement;
  readonly player: HTMLElement;
}

/** Starts the tour slider on `element` with Embla from `createApi`; returns the cleanup. */
export function startTourSlider(
  element: HTMLElement,
  config: TourSliderConfig,
  createApi: CreateCarouselApi,
): () => void {
  const document = element.ownerDocument;
  const list = element.querySelector<HTMLElement>('ul, ol');
  const parent = list?.parentElement;
  const items = list ? ([...list.children] as HTMLElement[]) : [];
  if (!list || !parent || !items.length) {
    console.warn('Stayfront tour-slider: no list of tours inside the widget; nothing to do.');
    return () => {};
  }
  const links = items.map((item) => item.querySelector<HTMLAnchorElement>('a[href]'));
  const restore = snapshotMarkup(parent, [
    element,
    list,
    ...items,
    ...links.filter((link) => link !== null),
  ]);
  const geometry = tourGeometry(config);
  const label =
    config.label ??
    (element.hasAttribute('aria-labelledby') || element.hasAttribute('aria-label')
      ? null
      : 'Tours');

  const viewport = document.createElement('div');
  keepingFocus(element, () => {
    list.before(viewport);
    viewport.append(list);
  });
  list.setAttribute('role', 'none');
  // A theme may lay the list out as a scrolling row before the widget wakes (padding to centre
  // the first poster, a gap, overflow). Embla measures the slides against the bare container and
  // moves it itself, so those go now, before it measures; the cleanup puts them back.
  list.style.padding = '0';
  list.style.gap = '0';
  list.style.overflow = 'visible';
  element.classList.add('sf-tour-slider');
  for (const item of items) {
    item.style.boxSizing = 'border-box';
    item.style.paddingInline = `${geometry.slidesSpacing / 2}px`;
  }

  let measured = false;
  const measure = () => {
    if (measured && !config.responsiveRS) return;
    measured = true;
    const layout = tourLayout(geometry, element.clientWidth);
    element.style.setProperty('--sf-carousel-slide-size', `${layout.step}px`);
    element.style.setProperty('--sf-tour-height', `${layout.height}px`);
  };

  let playing: Playing | null = null;
  const stopPlaying = () => {
    if (!playing) return;
    const { slide, link, player } = playing;
    playing = null;
    const hadFocus = player.contains(document.activeElement) || document.activeElement === player;
    stopMedia(player);
    player.remove();
    link.hidden = false;
    // Keyboard focus is not dropped to the page: it goes back to the tour's link.
    if (hadFocus) link.focus({ preventScroll: true });
    items[slide]?.removeAttribute('data-playing');
  };

  const carousel: Carousel = startCarousel({
    root: element,
    viewport,
    slides: items,
    label,
    loop: config.loop,
    createApi,
    align: 'center',
    measure,
    buttons: { previous: config.previousText, next: config.nextText },
    status: (index, count) => fillText(config.statusText, index, count),
    words: config,
  });
  const { api } = carousel;

  const play = (slide: number, link: HTMLAnchorElement) => {
    const source = videoSource(link.getAttribute('href') ?? '', document, config.hosts);
    if (!source) return false;
    stopPlaying();
    const title =
      link.textContent?.replace(/\s+/g, ' ').trim() ||
      link.getAttribute('aria-label') ||
      link.title ||
      link.querySelector('img')?.alt ||
      '';
    const player = createPlayer(document, source, title, 'sf-tour-slider__player');
    link.after(player);
    link.hidden = true;
    items[slide]?.setAttribute('data-playing', '');
    playing = { slide, link, player };
    player.focus();
    startPlayer(player);
    return true;
  };

  const slideOf = (target: EventTarget | null) => {
    const node = target instanceof Node ? target : null;
    return node ? items.findIndex((item) => item.contains(node)) : -1;
  };

  const onClick = (event: MouseEvent) => {
    const slide = slideOf(event.target);
    const link = links[slide];
    if (slide < 0 || !link) return;
    if (!link.contains(event.target as Node) || !isPlainClick(event, link)) return;
    if (slide !== api.selectedScrollSnap()) {
      event.preventDefault();
      api.scrollTo(slide);
    } else if (play(slide, link)) event.preventDefault();
  };

  const onSelect = () => {
    if (playing && playing.slide !== api.selectedScrollSnap()) stopPlaying();
  };

  viewport.addEventListener('click', onClick);
  api.on('select', onSelect);

  return () => {
    api.off('select', onSelect);
    viewport.removeEventListener('click', onClick);
    stopPlaying();
    carousel.stop();
    restore();
  };
}

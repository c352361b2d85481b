/**
 * The carousel core shared by `gallery`, `tour-slider` and `featured-carousel` (SPEC 2.5, 2.8,
 * 3.21, 9.4): Embla (https://www.embla-carousel.com) on a viewport the widget built, with the
 * WAI-ARIA APG carousel pattern around it: the region (`role="region"`,
 * `aria-roledescription="carousel"`, a label), slides (`data-state="active"|"inactive"`) that are
 * groups (`role="group"`, `aria-roledescription="slide"`, `aria-label="2 of 5"`; an `li` slide's
 * group is a `div` inside it, `.sf-carousel__slide-group`),
 * previous/next buttons and/or dots (`aria-current` on the active one), a polite live text,
 * the region in the Tab order and Left/Right keys while focus is inside, reduced motion (instant
 * moves) and a re-init on resize throttled at SLIDER_RESIZE_THROTTLE_MS, and when the viewport or
 * a slide changes width while the window does not (Embla's own resize watching is off).
 *
 * Embla comes in as a factory, so this module holds no carousel code of its own: the islands pass
 * the real `EmblaCarousel`, tests a fake. The cleanup destroys Embla, removes the listeners and the
 * controls it added; putting moved server nodes back is the widget's job (`snapshotMarkup`).
 */
import { onResize, SLIDER_RESIZE_THROTTLE_MS } from '../throttle/on-resize.js';
import { prefersReducedMotion } from '../throttle/reduced-motion.js';
import type { CarouselWords } from './carousel-words.js';
import { slideGroup } from './slide-group.js';

/** The options this core passes to Embla (a subset of Embla's `EmblaOptionsType`). */
export interface CarouselEngineOptions {
  loop: boolean;
  duration: number;
  watchResize: boolean;
  containScroll: 'trimSnaps' | 'keepSnaps' | false;
  align: 'start' | 'center' | 'end';
  /** `rtl` on a right-to-left page: Embla then moves the slides as they are laid out. */
  direction: 'ltr' | 'rtl';
  /** Whether a press may start a drag (Embla calls it on pointerdown). */
  watchDrag: (api: unknown, event: MouseEvent | TouchEvent) => boolean;
}

/** What this core uses of an Embla API (`EmblaCarouselType` satisfies it). */
export interface CarouselApi {
  on(event: 'select' | 'reInit', callback: () => void): unknown;
  off(event: 'select' | 'reInit', callback: () => void): unknown;
  scrollPrev(jump?: boolean): void;
  scrollNext(jump?: boolean): void;
  scrollTo(index: number, jump?: boolean): void;
  selectedScrollSnap(): number;
  scrollSnapList(): number[];
  canScrollPrev(): boolean;
  canScrollNext(): boolean;
  reInit(): void;
  destroy(): void;
}

/** `EmblaCarousel` itself, or a fake in tests. */
export type CreateCarouselApi = (
  viewport: HTMLElement,
  options: CarouselEngineOptions,
) => CarouselApi;

export interface CarouselSetup {
  /** Gets the region role and label; the controls are appended to it. */
  readonly root: HTMLElement;
  /** Embla's root (overflow hidden); its first element child is the sliding container. */
  readonly viewport: HTMLElement;
  readonly slides: readonly HTMLElement[];
  /** The region's `aria-label`; null keeps the root's own name (e.g. `aria-labelledby`). */
  readonly label: string | null;
  readonly loop: boolean;
  readonly createApi: CreateCarouselApi;
  /** Previous/next buttons with these accessible names. */
  readonly buttons?: { readonly previous: string; readonly next: string };
  /** Dot buttons, named by this ("Go to slide 3"). */
  readonly dotLabel?: (number: number) => string;
  /** The role descriptions and slide names, in the page's language (CAROUSEL_WORDS). */
  readonly words?: CarouselWords;
  /** The polite live text ("Photo 2 of 5"). */
  readonly status?: (number: number, count: number) => string;
  /**
   * 'center' puts the selected slide in the middle with its neighbours showing at both sides,
   * the first and last slides included (no trimming of the ends). @default 'start'
   */
  readonly align?: 'start' | 'center';
  /**
   * Sizes the slides (e.g. CSS variables) before Embla measures them: once at the start and again
   * before each throttled re-init on resize.
   */
  readonly measure?: () => void;
}

export interface Carousel {
  readonly api: CarouselApi;
  /** The row of controls (buttons, live text, dots) after the viewport. */
  readonly controls: HTMLElement;
  readonly stop: () => void;
}

/** Replaces `{index}` and `{count}` in a configured text. */
export const fillText = (template: string, index: number, count: number): string =>
  template.replaceAll('{index}', String(index)).replaceAll('{count}', String(count));

function button(document: Document, className: string, label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  return element;
}

// Fields and media players use Left/Right themselves (caret, seeking).
const IGNORED_TARGETS =
  'input, select, textarea, video, audio, iframe, [contenteditable=""], [contenteditable="true"]';

export function startCarousel(setup: CarouselSetup): Carousel {
  const { root, viewport, slides } = setup;
  const document = root.ownerDocument;
  const view = document.defaultView;
  const reduced = prefersReducedMotion(view);
  const count = slides.length;

  root.setAttribute('role', 'region');
  const words = setup.words;
  root.setAttribute('aria-roledescription', words?.carouselRoleText ?? 'carousel');
  if (setup.label !== null) root.setAttribute('aria-label', setup.label);
  root.classList.add('sf-carousel');
  viewport.classList.add('sf-carousel__viewport');
  viewport.style.overflow = 'hidden';
  // The carousel takes focus, so the arrow keys work without reaching a button first. The labelled
  // region itself, not the viewport: a screen reader tabbing to the bare viewport (no role, no
  // name) announced nothing at all (WCAG 4.1.2; axe's focus-order-semantics). On the region it
  // says "Photos, carousel".
  root.tabIndex = 0;
  const container = viewport.firstElementChild as HTMLElement | null;
  if (container) {
    container.classList.add('sf-carousel__container');
    container.style.display = 'flex';
  }
  // An `li` slide's group is a `div` inside it (slide-group.ts: an `li` may not be a group).
  const groups = slides.map(slideGroup);
  slides.forEach((slide, index) => {
    const { group } = groups[index] as (typeof groups)[number];
    group.setAttribute('role', 'group');
    group.setAttribute('aria-roledescription', words?.slideRoleText ?? 'slide');
    group.setAttribute(
      'aria-label',
      fillText(words?.slideText ?? '{index} of {count}', index + 1, count),
    );
    slide.classList.add('sf-carousel__slide');
    slide.style.flex = '0 0 var(--sf-carousel-slide-size, 100%)';
    slide.style.minWidth = '0';
  });

  const controls = document.createElement('div');
  controls.className = 'sf-carousel__controls';
  const previous = setup.buttons
    ? button(document, 'sf-carousel__previous', setup.buttons.previous)
    : null;
  const next = setup.buttons ? button(document, 'sf-carousel__next', setup.buttons.next) : null;
  const status = setup.status ? document.createElement('p') : null;
  if (status) {
    status.className = 'sf-carousel__status';
    status.setAttribute('aria-live', 'polite');
    status.setAttribute('aria-atomic', 'true');
  }
  const dots = setup.dotLabel ? document.createElement('div') : null;
  if (dots) dots.className = 'sf-carousel__dots';
  for (const part of [previous, status, next, dots]) if (part) controls.append(part);
  root.append(controls);

  const align = setup.align ?? 'start';
  // A right-to-left page (dir="rtl") lays the slides out from the right: Embla, told nothing,
  // moved them the English way and "Next" slid the row off the viewport. The arrow keys follow
  // the row: Left is the next slide there, as the APG's keys follow the reading direction.
  const rtl = getComputedStyle(root).direction === 'rtl';
  setup.measure?.();
  const api = setup.createApi(viewport, {
    loop: setup.loop,
    duration: reduced ? 0 : 25,
    watchResize: false,
    containScroll: align === 'center' ? false : 'trimSnaps',
    align,
    direction: rtl ? 'rtl' : 'ltr',
    // A press on a media player's own controls (seek, volume) must not drag the slide away.
    watchDrag: (_api, event) =>
      !(event.target instanceof Element && event.target.closest('video, audio')),
  });

  const renderDots = () => {
    if (!dots || !setup.dotLabel) return;
    const label = setup.dotLabel;
    // A re-measure (resize, a slide's width changing) usually finds as many snaps: the buttons
    // stay, so focus on one is kept.
    if (dots.children.length === api.scrollSnapList().length) return;
    dots.replaceChildren(
      ...api.scrollSnapList().map((_, index) => {
        const dot = button(document, 'sf-carousel__dot', label(index + 1));
        dot.dataset.index = String(index);
        return dot;
      }),
    );
  };

  const render = () => {
    const selected = api.selectedScrollSnap();
    if (previous) previous.setAttribute('aria-disabled', String(!api.canScrollPrev()));
    if (next) next.setAttribute('aria-disabled', String(!api.canScrollNext()));
    if (status && setup.status) {
      const text = setup.status(selected + 1, api.scrollSnapList().length || count);
      // Written only when it changes: a re-measure (a resize, a phone turned, the slides' width
      // changing as a theme styles the woken carousel) wrote the same "Photo 1 of 5" again,
      // which a screen reader reads out again, unasked, wherever the visitor is.
      if (status.textContent !== text) status.textContent = text;
    }
    // Radix-style hook for themes: the slide in view is `active`, the others `inactive`.
    slides.forEach((slide, index) => {
      slide.setAttribute('data-state', index === selected ? 'active' : 'inactive');
    });
    if (dots)
      for (const dot of dots.children)
        if ((dot as HTMLElement).dataset.index === String(selected))
          dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
  };

  const onReInit = () => {
    renderDots();
    render();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (previous?.contains(target)) api.scrollPrev(reduced);
    else if (next?.contains(target)) api.scrollNext(reduced);
    else {
      const dot = target.closest<HTMLElement>('.sf-carousel__dot');
      if (dot && dots?.contains(dot)) api.scrollTo(Number(dot.dataset.index), reduced);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target instanceof Element && event.target.closest(IGNORED_TARGETS)) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) api.scrollNext(reduced);
    else api.scrollPrev(reduced);
    event.preventDefault();
  };

  api.on('select', render);
  api.on('reInit', onReInit);
  onReInit();
  controls.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  const reMeasure = () => {
    setup.measure?.();
    api.reInit();
  };
  // Embla's snaps come from the sizes it measured: the viewport or a slide changing width without
  // the window resizing (a theme's rule for the woken state, full screen) re-measures too.
  const stopResize = view
    ? onResize(view, reMeasure, SLIDER_RESIZE_THROTTLE_MS, [viewport, ...slides])
    : null;

  const stop = () => {
    stopResize?.();
    root.removeEventListener('keydown', onKeyDown);
    controls.removeEventListener('click', onClick);
    api.off('select', render);
    api.off('reInit', onReInit);
    api.destroy();
    controls.remove();
    for (const { undo } of groups) undo();
  };
  return { api, controls, stop };
}

import type { MountContext } from '@stayfront/loader';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCarousel } from '../../test-support/fake-carousel-api.js';
import {
  FEATURED_BREAKPOINT_PX,
  type FeaturedCarouselConfig,
  parseFeaturedCarouselConfig,
  startFeaturedCarousel,
} from './featured-carousel.js';

const emblaMock = vi.hoisted(() => ({ create: vi.fn() }));
vi.mock('embla-carousel', () => ({ default: emblaMock.create }));

const CARDS = [1, 2, 3, 4]
  .map((n) => `<li><article class="card"><a href="/rentals/${n}">Cottage ${n}</a></article></li>`)
  .join('\n    ');
const MARKUP = `<section class="featured" aria-labelledby="featured-heading" data-widget="featured-carousel">
  <h2 id="featured-heading">Guests' favourites</h2>
  <ul class="results__list">
    ${CARDS}
  </ul>
</section>`;

const resize = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
  });
const root = () => document.querySelector('[data-widget]') as HTMLElement;
const items = () => [...document.querySelectorAll('li')];
const dots = () => [...document.querySelectorAll<HTMLButtonElement>('.sf-carousel__dot')];
const current = () => dots().map((dot) => dot.getAttribute('aria-current'));

function config(raw: object = {}): FeaturedCarouselConfig {
  const parsed = parseFeaturedCarouselConfig(raw);
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

function setup(width: number, raw: object = {}) {
  resize(width);
  document.body.innerHTML = MARKUP;
  const fake = fakeCarousel();
  const cleanup = startFeaturedCarousel(root(), config(raw), fake.create);
  return { cleanup, fake, user: userEvent.setup() };
}

afterEach(() => {
  resize(1024);
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('featured-carousel config', () => {
  it('defaults to the SPEC 9.4 breakpoint', () => {
    expect(FEATURED_BREAKPOINT_PX).toBe(767);
    expect(config()).toEqual({
      breakpoint: 767,
      label: null,
      dotText: 'Go to slide {index}',
      statusText: 'Slide {index} of {count}',
      slideText: '{index} of {count}',
      carouselRoleText: 'carousel',
      slideRoleText: 'slide',
    });
    expect(parseFeaturedCarouselConfig({ breakpoint: '767' })).toEqual({
      issues: [{ path: '$.breakpoint', message: 'expected a whole number from 1 to 10000' }],
    });
  });
});

describe('featured-carousel', () => {
  it('stays a plain list on wide screens', () => {
    const { fake } = setup(1024);
    expect(fake.instances).toEqual([]);
    expect(root().hasAttribute('role')).toBe(false);
    expect(dots()).toEqual([]);
  });

  it('is an APG carousel over the cards at 767 px and narrower, without looping', () => {
    const { fake } = setup(767);
    const api = fake.instances[0];
    expect(api?.options.loop).toBe(false);
    expect(root().getAttribute('role')).toBe('region');
    expect(root().getAttribute('aria-roledescription')).toBe('carousel');
    // Named by its own heading.
    expect(root().getAttribute('aria-labelledby')).toBe('featured-heading');
    expect(root().hasAttribute('aria-label')).toBe(false);
    expect(items().length).toBe(4);
    expect(api?.viewport.firstElementChild).toBe(document.querySelector('ul'));
    expect(document.querySelector('ul')?.getAttribute('role')).toBe('none');
    // An <li> may not be a group (axe's aria-allowed-role): each card's content is wrapped in one.
    items().forEach((item, index) => {
      expect(item.getAttribute('role')).toBe('none');
      expect(item.children).toHaveLength(1);
      const group = item.firstElementChild as HTMLElement;
      expect(group.localName).toBe('div');
      expect(group.getAttribute('role')).toBe('group');
      expect(group.getAttribute('aria-roledescription')).toBe('slide');
      expect(group.getAttribute('aria-label')).toBe(`${index + 1} of 4`);
    });
  });

  it('has dots that go to their slide and mark the active one', async () => {
    const { fake, user } = setup(375);
    const api = fake.instances[0];
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
    ]);
    expect(current()).toEqual(['true', null, null, null]);
    await user.click(dots()[2] as HTMLButtonElement);
    expect(api?.scrollTo).toHaveBeenCalledWith(2, false);
    expect(current()).toEqual([null, null, 'true', null]);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Slide 3 of 4');
    // Swipes come from Embla as `select`.
    api?.scrollNext();
    expect(current()).toEqual([null, null, null, 'true']);
    expect(document.querySelector('.sf-carousel__previous')).toBeNull();
  });

  it('rebuilds the dots when Embla re-inits with fewer snaps', () => {
    const { fake } = setup(600);
    const api = fake.instances[0];
    if (!api) throw new Error('no carousel');
    api.snaps = 2;
    api.reInit();
    expect(dots().length).toBe(2);
  });

  it('keeps its dot buttons, and the focus on one, when a re-measure finds as many snaps', () => {
    const { fake } = setup(375);
    const api = fake.instances[0];
    if (!api) throw new Error('no carousel');
    const before = dots();
    before[1]?.focus();
    api.reInit();
    expect(dots()).toEqual(before);
    expect(document.activeElement).toBe(before[1]);
  });

  it('answers Left and Right inside, stopping at the ends', async () => {
    const { user } = setup(375);
    document.querySelector<HTMLElement>('.sf-carousel')?.focus();
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(current()).toEqual([null, 'true', null, null]);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(current()).toEqual([null, null, null, 'true']);
  });

  it('starts and stops with the breakpoint, restoring the markup exactly', () => {
    resize(1024);
    document.body.innerHTML = MARKUP;
    const cards = items();
    const before = root().outerHTML;
    const fake = fakeCarousel();
    const cleanup = startFeaturedCarousel(root(), config(), fake.create);
    resize(500);
    expect(fake.instances.length).toBe(1);
    expect(root().getAttribute('role')).toBe('region');
    resize(900);
    expect(fake.instances[0]?.destroyed).toBe(true);
    expect(root().outerHTML).toBe(before);
    resize(700);
    expect(fake.instances.length).toBe(2);
    cleanup();
    expect(fake.instances[1]?.destroyed).toBe(true);
    expect(root().outerHTML).toBe(before);
    expect(items()).toEqual(cards);
    resize(500);
    expect(fake.instances.length).toBe(2);
  });

  it('keeps the very same card nodes through a start and stop', () => {
    document.body.innerHTML = MARKUP;
    const cards = items();
    resize(375);
    const fake = fakeCarousel();
    const cleanup = startFeaturedCarousel(root(), config(), fake.create);
    cleanup();
    expect(items()).toEqual(cards);
  });

  it('keeps the focus on a card link through a start and a stop', () => {
    // Wrapping the list in the viewport, and putting it back at the breakpoint, moved the focused
    // link and dropped the focus to <body> (found by a keyboard-only audit).
    resize(1024);
    document.body.innerHTML = MARKUP;
    const link = document.querySelector('li a') as HTMLAnchorElement;
    link.focus();
    const cleanup = startFeaturedCarousel(root(), config(), fakeCarousel().create);
    resize(500);
    expect(root().getAttribute('role')).toBe('region');
    expect(document.activeElement).toBe(link);
    resize(900);
    expect(root().hasAttribute('role')).toBe(false);
    expect(document.activeElement).toBe(link);
    cleanup();
  });

  it('takes the breakpoint and label from the config', () => {
    const { fake } = setup(900, { breakpoint: 1000, label: 'Favourites' });
    expect(fake.instances.length).toBe(1);
    expect(root().getAttribute('aria-label')).toBe('Favourites');
  });

  it('names an unlabelled region "Featured"', () => {
    resize(375);
    document.body.innerHTML =
      '<div data-widget="featured-carousel"><ul><li>A</li><li>B</li></ul></div>';
    startFeaturedCarousel(root(), config(), fakeCarousel().create);
    expect(root().getAttribute('aria-label')).toBe('Featured');
  });

  it('does nothing without a list', () => {
    resize(375);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div data-widget="featured-carousel"><p>None</p></div>';
    const fake = fakeCarousel();
    startFeaturedCarousel(root(), config(), fake.create)();
    expect(fake.instances).toEqual([]);
  });

  it('is the featured-carousel island, with Embla loaded by the island', async () => {
    resize(375);
    document.body.innerHTML = MARKUP;
    const fake = fakeCarousel();
    emblaMock.create.mockImplementation(fake.create);
    const island = await import('../../islands/featured-carousel.js');
    const parsed = island.parseConfig?.({});
    if (!parsed || !('value' in parsed)) throw new Error('config');
    const context = {
      name: 'featured-carousel',
      config: parsed.value,
      signal: new AbortController().signal,
      report: vi.fn(),
    } as MountContext<FeaturedCarouselConfig>;
    const cleanup = (await island.mount(root(), context)) as () => void;
    expect(emblaMock.create).toHaveBeenCalledTimes(1);
    cleanup();
    expect(fake.instances[0]?.destroyed).toBe(true);
  });
});

import type { MountContext } from '@stayfront/loader';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as island from '../../islands/tabs.js';
import { TABS_BREAKPOINT_PX, type TabsConfig } from './tabs.js';

const MARKUP = `<div data-widget="tabs">
  <nav><a href="#overview">Overview</a><a href="#amenities">Amenities</a><a href="#reviews">Reviews</a></nav>
  <section id="overview">Overview text</section>
  <section id="amenities">Pool</section>
  <section id="reviews">Great</section>
</div>`;

const resize = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
  });
const root = () => document.querySelector('[data-widget]') as HTMLElement;
const nav = () => document.querySelector('nav') as HTMLElement;
const tabs = () => [...document.querySelectorAll<HTMLAnchorElement>('nav a')];
const panels = () => [...document.querySelectorAll<HTMLElement>('section')];
const selected = () => tabs().map((tab) => tab.getAttribute('aria-selected'));
const shown = () => panels().map((panel) => !panel.hidden);

async function mount(config: object = {}) {
  const parsed = island.parseConfig?.(config);
  if (!parsed || !('value' in parsed)) throw new Error('config');
  const context = {
    name: 'tabs',
    config: parsed.value,
    signal: new AbortController().signal,
    report: vi.fn(),
  } as MountContext<TabsConfig>;
  return (await island.mount(root(), context)) as () => void;
}

async function setup(width = 1024) {
  resize(width);
  document.body.innerHTML = MARKUP;
  const scroll = vi.fn();
  for (const panel of panels()) panel.scrollIntoView = scroll;
  const cleanup = await mount();
  return { cleanup, scroll, user: userEvent.setup() };
}

afterEach(() => {
  resize(1024);
  window.location.hash = '';
  document.body.innerHTML = '';
});

describe('tabs', () => {
  it('gives the markup the APG tab roles and relations, first tab selected', async () => {
    await setup();
    expect(nav().getAttribute('role')).toBe('tablist');
    tabs().forEach((tab, index) => {
      const panel = panels()[index] as HTMLElement;
      expect(tab.getAttribute('role')).toBe('tab');
      expect(tab.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    });
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(shown()).toEqual([true, false, false]);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('is wide at 768 px and up, with the tab count for equal widths', async () => {
    expect(TABS_BREAKPOINT_PX).toBe(768);
    await setup(768);
    expect(root().getAttribute('data-layout')).toBe('wide');
    expect(root().style.getPropertyValue('--sf-tabs-count')).toBe('3');
    expect(tabs()[0]?.hasAttribute('aria-expanded')).toBe(false);
    resize(767);
    expect(root().getAttribute('data-layout')).toBe('narrow');
    expect(tabs()[0]?.getAttribute('aria-expanded')).toBe('true');
  });

  it('activates a clicked tab without following the link or scrolling on wide screens', async () => {
    const { user, scroll } = await setup();
    await user.click(tabs()[1] as HTMLElement);
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(shown()).toEqual([false, true, false]);
    expect(window.location.hash).toBe('');
    // Clicking the open tab on a wide screen keeps it open.
    await user.click(tabs()[1] as HTMLElement);
    expect(shown()).toEqual([false, true, false]);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('moves and activates with Right/Left (wrapping), Home and End; roving tabindex', async () => {
    const { user } = await setup();
    (tabs()[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tabs()[2]);
    expect(shown()).toEqual([false, false, true]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs()[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs()[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tabs()[0]);
    expect(shown()).toEqual([true, false, false]);
  });

  it('selects the tab named by the hash on load and on hashchange', async () => {
    window.location.hash = '#amenities';
    await setup();
    expect(selected()).toEqual(['false', 'true', 'false']);
    window.location.hash = '#reviews';
    window.dispatchEvent(new Event('hashchange'));
    expect(selected()).toEqual(['false', 'false', 'true']);
  });

  it('selects the tab whose panel holds the hash’s target (a heading in it)', async () => {
    document.body.innerHTML = MARKUP;
    panels()[2]?.insertAdjacentHTML('afterbegin', '<h2 id="reviews-heading">Reviews</h2>');
    window.location.hash = '#reviews-heading';
    await mount();
    expect(selected()).toEqual(['false', 'false', 'true']);
    expect(shown()).toEqual([false, false, true]);
    window.location.hash = '#overview';
    window.dispatchEvent(new Event('hashchange'));
    window.location.hash = '#reviews-heading';
    window.dispatchEvent(new Event('hashchange'));
    expect(selected()).toEqual(['false', 'false', 'true']);
  });

  it('scrolls to a page link’s target once its closed panel shows, and only then', async () => {
    const { scroll } = await setup();
    const heading = document.createElement('h2');
    heading.id = 'reviews-heading';
    heading.scrollIntoView = vi.fn();
    panels()[2]?.prepend(heading);
    // The browser found the heading hidden, so it did not move: the tabs do, once it shows.
    window.location.hash = '#reviews-heading';
    window.dispatchEvent(new Event('hashchange'));
    expect(shown()).toEqual([false, false, true]);
    expect(heading.scrollIntoView).toHaveBeenCalledTimes(1);
    // A target already showing was scrolled to by the browser itself.
    window.location.hash = '#reviews';
    window.dispatchEvent(new Event('hashchange'));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('reads an escaped hash, and one that does not decode, without failing', async () => {
    document.body.innerHTML = MARKUP.replace('id="amenities"', 'id="café"').replace(
      'id="reviews"',
      'id="100%"',
    );
    for (const [index, link] of ['#caf%C3%A9', '#100%'].entries())
      tabs()[index + 1]?.setAttribute('href', link);
    window.location.hash = '#caf%C3%A9';
    await mount();
    expect(selected()).toEqual(['false', 'true', 'false']);
    window.location.hash = '#100%';
    window.dispatchEvent(new Event('hashchange'));
    expect(selected()).toEqual(['false', 'false', 'true']);
  });

  it('keeps the first tab for a hash outside its panels (the nav, or elsewhere)', async () => {
    document.body.innerHTML = `${MARKUP.replace('<nav>', '<nav id="sections">')}<p id="elsewhere"></p>`;
    for (const hash of ['#sections', '#elsewhere', '#missing']) {
      window.location.hash = hash;
      const cleanup = await mount();
      expect(selected()).toEqual(['true', 'false', 'false']);
      cleanup();
    }
  });

  it('under 768 px closes the active tab on tap, and scrolls to an opened section', async () => {
    const { user, scroll } = await setup(375);
    expect(root().getAttribute('data-layout')).toBe('narrow');
    await user.click(tabs()[0] as HTMLElement);
    expect(selected()).toEqual(['false', 'false', 'false']);
    expect(tabs().map((tab) => tab.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(shown()).toEqual([false, false, false]);
    // The closed tab stays in the tab order.
    expect(tabs()[0]?.tabIndex).toBe(0);
    expect(scroll).not.toHaveBeenCalled();

    await user.click(tabs()[2] as HTMLElement);
    expect(shown()).toEqual([false, false, true]);
    expect(tabs()[2]?.getAttribute('aria-expanded')).toBe('true');
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' });
    expect(scroll.mock.contexts[0]).toBe(panels()[2]);
  });

  // SPEC 2.5's tap-to-close is a pointer's; Enter and Space on the open tab keep it open (APG).
  it('under 768 px keeps the open tab open on Enter and on Space, the tap still closes it', async () => {
    const { user } = await setup(375);
    (tabs()[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['false', 'true', 'false']);
    await user.keyboard('{Enter}');
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(shown()).toEqual([false, true, false]);
    expect(tabs()[1]?.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(shown()).toEqual([false, true, false]);
    expect(document.activeElement).toBe(tabs()[1]);
    await user.click(tabs()[1] as HTMLElement);
    expect(shown()).toEqual([false, false, false]);
    // A closed tab opens again from the keyboard.
    await user.keyboard('{Enter}');
    expect(shown()).toEqual([false, true, false]);
  });

  it('under 768 px scrolls a panel the keyboard opened only when none of it is in view', async () => {
    const { user, scroll } = await setup(375);
    const place = (top: number) => {
      for (const panel of panels())
        panel.getBoundingClientRect = () => ({ top, bottom: top + 400 }) as DOMRect;
    };
    (tabs()[0] as HTMLElement).focus();
    place(300); // in view: not moved
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(scroll).not.toHaveBeenCalled();
    place(window.innerHeight + 10); // below the fold
    await user.keyboard('{ArrowRight}');
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'nearest' });
    expect(scroll.mock.contexts[0]).toBe(panels()[2]);
    await user.keyboard(' ');
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(shown()).toEqual([false, false, true]);
  });

  it('on wide screens the keyboard never scrolls', async () => {
    const { user, scroll } = await setup();
    (tabs()[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}{Enter} ');
    expect(shown()).toEqual([false, true, false]);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('scrolls without animation when the visitor prefers reduced motion', async () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query.includes('prefers-reduced-motion')
        ? ({ matches: true } as MediaQueryList)
        : real(query),
    );
    const { user, scroll } = await setup(375);
    await user.click(tabs()[1] as HTMLElement);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('opens the last tab again when a closed narrow layout becomes wide', async () => {
    const { user } = await setup(1024);
    resize(375);
    await user.click(tabs()[0] as HTMLElement);
    expect(shown()).toEqual([false, false, false]);
    resize(1024);
    expect(shown()).toEqual([true, false, false]);
  });

  it('puts the markup back on cleanup', async () => {
    document.body.innerHTML = MARKUP;
    const before = document.body.innerHTML;
    const { cleanup } = await setup();
    cleanup();
    // But for the mark that ends the deep-link snippet's rule for good (deep-link.ts).
    expect(root().getAttribute('data-tabs-woken')).toBe('');
    root().removeAttribute('data-tabs-woken');
    expect(document.body.innerHTML).toBe(before);
  });

  it('marks the element woken, also without a nav to enhance: the deep-link rule is over', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = MARKUP;
    await mount();
    expect(root().matches(':not([data-tabs-woken])')).toBe(false);
    document.body.innerHTML = '<div data-widget="tabs"><p>No nav</p></div>';
    (await mount())();
    expect(root().hasAttribute('data-tabs-woken')).toBe(true);
  });

  it('makes a menu list around the links presentational, so the tablist owns tabs, and puts it back', async () => {
    // A CMS menu: <nav><ul><li><a>; a list between the tablist and its tabs breaks both roles.
    document.body.innerHTML = `<div data-widget="tabs">
  <nav><ul class="menu"><li><a href="#overview">Overview</a></li><li role="none"><a href="#amenities">Amenities</a></li></ul></nav>
  <section id="overview">Overview text</section><section id="amenities">Pool</section>
</div>`;
    const before = document.body.innerHTML;
    const cleanup = await mount();
    const wrappers = [...document.querySelectorAll('nav ul, nav li')];
    expect(wrappers.map((wrapper) => wrapper.getAttribute('role'))).toEqual([
      'presentation',
      'presentation',
      'presentation',
    ]);
    expect(tabs().map((tab) => tab.getAttribute('role'))).toEqual(['tab', 'tab']);
    cleanup();
    root().removeAttribute('data-tabs-woken');
    expect(document.body.innerHTML).toBe(before);
  });

  it('warns and leaves markup without a nav of section links alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div data-widget="tabs"><nav><a href="/elsewhere">x</a></nav></div>';
    await mount();
    expect(warn).toHaveBeenCalledOnce();
    expect(nav().hasAttribute('role')).toBe(false);
  });
});

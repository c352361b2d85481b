/**
 * Tabs (SPEC 2.5, WAI-ARIA APG tabs with automatic activation): an enhancer for a server `<nav>`
 * of in-page links and the `<section>`s they point to, which work as plain anchors without
 * JavaScript. Enhanced: `tablist`/`tab`/`tabpanel` roles, one panel shown, roving tabindex and
 * Left/Right/Home/End that move and activate. The hash picks the first tab: the one whose panel it
 * names (`#amenities`) or holds (`#amenities-heading`).
 *
 * Wide screens get `data-layout="wide"` and `--sf-tabs-count` for equal-width tabs (the CSS is the
 * theme's). Under 768 px (`data-layout="narrow"`) tabs work as an accordion: tapping the open tab
 * closes it, and tapping another scrolls the page to its section (smoothly unless the visitor
 * prefers reduced motion). SPEC 2.5's "tapping" is a pointer's: Enter or Space on the open tab
 * keeps it open (APG tabs: activating the selected tab does nothing), and a panel the keyboard
 * opens (Enter, Space, arrows, Home/End) is scrolled only if none of it is in view, by the least
 * amount, so the focused tab moves as little as possible. The cleanup puts the markup back, but
 * for `data-tabs-woken` (see deep-link.ts).
 */
import { defineWidgetConfig, integer, type ParsedValue } from '../../config/widget-config.js';
import { prefersReducedMotion } from '../throttle/reduced-motion.js';
import { hashId, WOKEN } from './deep-link.js';
import { saveAttributes } from './saved-attributes.js';

/** SPEC 9.4: under this width the tabs are narrow (tap to close, scroll to the opened one). */
export const TABS_BREAKPOINT_PX = 768;

export const parseTabsConfig = defineWidgetConfig('tabs', {
  /** Widths below this many CSS pixels are narrow. @default 768 */
  breakpoint: integer(TABS_BREAKPOINT_PX, 1, 10_000),
});

export type TabsConfig = ParsedValue<typeof parseTabsConfig>;

interface Tab {
  readonly link: HTMLAnchorElement;
  readonly panel: HTMLElement;
}

const TAB_ATTRIBUTES = [
  'id',
  'role',
  'aria-selected',
  'aria-controls',
  'aria-expanded',
  'tabindex',
];
const PANEL_ATTRIBUTES = ['role', 'aria-labelledby', 'hidden', 'tabindex'];
const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);
/** A panel whose first this-many pixels show above the viewport's bottom counts as in view. */
const IN_VIEW_PX = 48;

/** The tab (link + section) pairs of `element`: in-page links whose section is inside it. */
function findTabs(element: HTMLElement, nav: Element): Tab[] {
  return [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
    const id = hashId(link.getAttribute('href') ?? '');
    const panel = id ? element.ownerDocument.getElementById(id) : null;
    return panel && element.contains(panel) && !panel.contains(nav) ? [{ link, panel }] : [];
  });
}

/**
 * The elements between the tablist and its tabs: a CMS menu's `<ul>`/`<li>` around the links.
 * Left as a list, the tablist would own a list instead of tabs (ARIA 1.2: tablist requires tab
 * children, a tab a tablist parent), which axe reports and screen readers announce as "list, 3
 * items" instead of the tabs; so they are presentational while the tabs are mounted.
 */
function wrappersOf(nav: Element, tabs: readonly Tab[]): Element[] {
  const wrappers = new Set<Element>();
  for (const { link } of tabs)
    for (let node = link.parentElement; node && node !== nav; node = node.parentElement)
      wrappers.add(node);
  return [...wrappers];
}

/** Starts the tabs on `element`; returns the cleanup. */
export function startTabs(element: HTMLElement, config: TabsConfig): () => void {
  // Kept after cleanup, unlike the rest: the deep-link snippet's rule is over for this element
  // (deep-link.ts), also once the loader has torn the tabs down and removed its state.
  element.setAttribute(WOKEN, '');
  const document = element.ownerDocument;
  const view = document.defaultView;
  const nav = element.querySelector('nav, [data-tabs-nav]');
  const tabs = nav ? findTabs(element, nav) : [];
  if (!nav || !tabs.length) {
    console.warn(
      'Stayfront tabs: no <nav> with links to sections inside the widget; nothing to enhance.',
    );
    return () => {};
  }
  const wrappers = wrappersOf(nav, tabs);
  const restores = [
    saveAttributes(element, ['data-layout']),
    saveAttributes(nav, ['role']),
    ...wrappers.map((wrapper) => saveAttributes(wrapper, ['role'])),
    ...tabs.flatMap(({ link, panel }) => [
      saveAttributes(link, TAB_ATTRIBUTES),
      saveAttributes(panel, PANEL_ATTRIBUTES),
    ]),
  ];
  const count = element.style.getPropertyValue('--sf-tabs-count');
  const media = view?.matchMedia?.(`(max-width: ${config.breakpoint - 0.02}px)`);

  let selected: number | null = 0;
  /** The tab in the tab order: the selected one, or the one last closed. */
  let current = 0;
  let narrow = Boolean(media?.matches);

  const render = () => {
    tabs.forEach(({ link, panel }, index) => {
      const open = index === selected;
      link.setAttribute('aria-selected', String(open));
      link.setAttribute('tabindex', index === current ? '0' : '-1');
      if (narrow) link.setAttribute('aria-expanded', String(open));
      else link.removeAttribute('aria-expanded');
      panel.hidden = !open;
    });
    element.setAttribute('data-layout', narrow ? 'narrow' : 'wide');
  };

  const select = (index: number | null) => {
    selected = index;
    if (index !== null) current = index;
    render();
  };

  const scrollTo = (panel: HTMLElement) =>
    panel.scrollIntoView?.({
      behavior: prefersReducedMotion(view) ? 'auto' : 'smooth',
      block: 'start',
    });

  /** A panel the keyboard opened on a narrow screen, scrolled to only if it is out of view. */
  const reveal = (panel: HTMLElement) => {
    const height = view?.innerHeight ?? 0;
    const { top, bottom } = panel.getBoundingClientRect();
    if (bottom > 0 && top < height - Math.min(IN_VIEW_PX, bottom - top)) return;
    panel.scrollIntoView?.({
      behavior: prefersReducedMotion(view) ? 'auto' : 'smooth',
      block: 'nearest',
    });
  };

  const indexOf = (target: EventTarget | null) =>
    tabs.findIndex(({ link }) => target instanceof Node && link.contains(target));

  const onClick = (event: MouseEvent) => {
    const index = indexOf(event.target);
    if (index === -1 || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    event.preventDefault();
    // Enter on a link clicks it with `detail` 0, and so does Space (onKeyDown); a pointer's click
    // counts its presses from 1. Only a tap closes the open tab (SPEC 2.5); the keyboard
    // activating the selected tab keeps it open, as APG tabs do.
    const keyboard = event.detail === 0;
    if (narrow && index === selected && !keyboard) return select(null);
    select(index);
    const panel = tabs[index]?.panel;
    if (narrow && panel) (keyboard ? reveal : scrollTo)(panel);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = indexOf(event.target);
    if (index === -1 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ') {
      // Space activates a tab as a click would (links only answer Enter).
      event.preventDefault();
      tabs[index]?.link.click();
      return;
    }
    if (!KEYS.has(event.key)) return;
    event.preventDefault();
    const last = tabs.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowLeft'
            ? index === 0
              ? last
              : index - 1
            : index === last
              ? 0
              : index + 1;
    select(next);
    tabs[next]?.link.focus();
    const panel = tabs[next]?.panel;
    if (narrow && panel) reveal(panel);
  };

  // The tab whose panel is or holds the hash's target (`#location`, or `#location-heading` inside
  // it), as the head snippet shows it before waking (deep-link.ts). A hash that does not decode
  // names its id as written, rather than failing the widget.
  // After a page link (`<a href="#location-heading">`) the browser has already tried to scroll,
  // and found its target hidden in a closed panel: once the panel shows, it is scrolled to.
  const onHash = (event?: Event) => {
    const target = document.getElementById(hashId(view?.location.hash ?? ''));
    const index = target ? tabs.findIndex(({ panel }) => panel.contains(target)) : -1;
    if (index === -1 || !target) return;
    const wasHidden = tabs[index]?.panel.hidden;
    select(index);
    if (event && wasHidden) scrollTo(target);
  };

  const onMedia = (event: MediaQueryListEvent) => {
    narrow = event.matches;
    // A wide layout always shows a panel.
    if (!narrow && selected === null) selected = current;
    render();
  };

  nav.setAttribute('role', 'tablist');
  for (const wrapper of wrappers) wrapper.setAttribute('role', 'presentation');
  element.style.setProperty('--sf-tabs-count', String(tabs.length));
  tabs.forEach(({ link, panel }, index) => {
    if (!link.id) link.id = `${panel.id}-tab`;
    link.setAttribute('role', 'tab');
    link.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', link.id);
    panel.setAttribute('tabindex', '0');
    if (link.getAttribute('aria-current') === 'true' || link.classList.contains('is-active'))
      selected = current = index;
  });
  render();
  onHash();

  nav.addEventListener('click', onClick as EventListener);
  nav.addEventListener('keydown', onKeyDown as EventListener);
  view?.addEventListener('hashchange', onHash);
  media?.addEventListener('change', onMedia);

  return () => {
    nav.removeEventListener('click', onClick as EventListener);
    nav.removeEventListener('keydown', onKeyDown as EventListener);
    view?.removeEventListener('hashchange', onHash);
    media?.removeEventListener('change', onMedia);
    for (const restore of restores) restore();
    if (count) element.style.setProperty('--sf-tabs-count', count);
    else element.style.removeProperty('--sf-tabs-count');
    if (!element.getAttribute('style')) element.removeAttribute('style');
  };
}

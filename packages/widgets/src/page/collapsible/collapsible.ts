/**
 * Collapsible description (SPEC 2.5, 4.16, 9.1): the server's long text is cut to a collapsed
 * height (220 px) with a toggle button after it whose text swaps with an alternate text. The
 * height animates (300 ms, or none when the visitor prefers reduced motion). Text shorter than the
 * collapsed height gets no button and is not cut; that is measured again on resize and
 * orientation changes, throttled (SPEC 9.4). The toggle keeps the focus: it is never re-created.
 * The cleanup puts the markup back.
 */
import { onResize } from '../throttle/on-resize.js';
import { prefersReducedMotion } from '../throttle/reduced-motion.js';
import type { CollapsibleConfig } from './collapsible-config.js';

let counter = 0;

/** Starts the collapsible on `element` (the text itself); returns the cleanup. */
export function startCollapsible(element: HTMLElement, config: CollapsibleConfig): () => void {
  const document = element.ownerDocument;
  const view = document.defaultView;
  const style = element.getAttribute('style');
  const id = element.getAttribute('id');
  if (!id) element.id = `sf-collapsible-${++counter}`;

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sf-collapsible__toggle';
  button.setAttribute('aria-controls', element.id);

  let expanded = false;
  let timer: number | undefined;

  const restoreStyle = () => {
    if (style === null) element.removeAttribute('style');
    else element.setAttribute('style', style);
  };
  const settle = () => {
    timer = undefined;
    element.style.transition = '';
    if (expanded) {
      element.style.height = '';
      element.style.overflow = '';
    }
  };

  const show = (animate: boolean) => {
    if (timer !== undefined) view?.clearTimeout(timer);
    timer = undefined;
    element.setAttribute('data-state', expanded ? 'expanded' : 'collapsed');
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? config.altText : config.text;
    const target = expanded ? element.scrollHeight : config.collapsedHeight;
    if (!animate || !view || prefersReducedMotion(view)) {
      element.style.overflow = expanded ? '' : 'hidden';
      element.style.height = expanded ? '' : `${config.collapsedHeight}px`;
      element.style.transition = '';
      return;
    }
    // From the height it has now (auto when expanded) to the target, in pixels both ways.
    const from =
      element.getBoundingClientRect().height ||
      (expanded ? config.collapsedHeight : element.scrollHeight);
    element.style.overflow = 'hidden';
    element.style.transition = 'none';
    element.style.height = `${from}px`;
    void element.offsetHeight; // Commit the start height, or there is nothing to transition from.
    element.style.transition = `height ${config.duration}ms ease`;
    element.style.height = `${target}px`;
    timer = view.setTimeout(settle, config.duration);
  };

  const measure = () => {
    if (element.scrollHeight > config.collapsedHeight) {
      if (!button.isConnected) element.after(button);
      if (timer === undefined) show(false);
      return;
    }
    if (timer !== undefined) view?.clearTimeout(timer);
    timer = undefined;
    button.remove();
    element.removeAttribute('data-state');
    restoreStyle();
  };

  const onClick = () => {
    expanded = !expanded;
    show(true);
  };

  button.addEventListener('click', onClick);
  measure();
  const stopResize = view ? onResize(view, measure) : () => {};

  return () => {
    stopResize();
    if (timer !== undefined) view?.clearTimeout(timer);
    button.removeEventListener('click', onClick);
    button.remove();
    element.removeAttribute('data-state');
    restoreStyle();
    if (id === null) element.removeAttribute('id');
  };
}

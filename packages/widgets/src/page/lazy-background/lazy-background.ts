/**
 * Lazy background images (SPEC 4.5, 9.3): `data-bg` becomes the element's background when it
 * comes within 80 px of the viewport (an IntersectionObserver where there is one). An element
 * with no size yet (not laid out: a closed tab, a hidden slide) is rechecked every 500 ms and
 * given up on after 3,000 ms. Without IntersectionObserver the same rechecks test the viewport too.
 * `data-state` says `waiting`, `loaded` or `gave-up`.
 */
import { backgroundUrl } from './background-url.js';

/** SPEC 9.3. */
export const LAZY_MARGIN_PX = 80;
export const BACKGROUND_RECHECK_MS = 500;
export const BACKGROUND_GIVE_UP_MS = 3000;

const laidOut = (rect: DOMRect) => rect.width > 0 || rect.height > 0;

function nearViewport(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  const height = element.ownerDocument.defaultView?.innerHeight ?? 0;
  return laidOut(rect) && rect.bottom >= -LAZY_MARGIN_PX && rect.top <= height + LAZY_MARGIN_PX;
}

export function startLazyBackground(element: HTMLElement): () => void {
  const document = element.ownerDocument;
  const css = backgroundUrl(element.dataset.bg, document.baseURI);
  if (!css) throw new Error('Stayfront lazy-background: data-bg is not an http(s) URL.');
  let observer: IntersectionObserver | null = null;
  let recheck: ReturnType<typeof setInterval> | undefined;
  let giveUp: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    observer?.disconnect();
    observer = null;
    clearInterval(recheck);
    clearTimeout(giveUp);
    recheck = undefined;
  };
  const load = () => {
    stop();
    element.style.backgroundImage = css;
    element.dataset.state = 'loaded';
  };
  const rechecking = (ready: () => boolean) => {
    if (recheck !== undefined) return;
    recheck = setInterval(() => {
      if (ready()) load();
    }, BACKGROUND_RECHECK_MS);
    giveUp = setTimeout(() => {
      stop();
      element.dataset.state = 'gave-up';
    }, BACKGROUND_GIVE_UP_MS);
  };

  element.dataset.state = 'waiting';
  const Observer = typeof IntersectionObserver === 'function' ? IntersectionObserver : null;
  if (Observer) {
    observer = new Observer(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (laidOut(element.getBoundingClientRect())) load();
        else rechecking(() => laidOut(element.getBoundingClientRect()));
      },
      { rootMargin: `${LAZY_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
  } else if (nearViewport(element)) load();
  else rechecking(() => nearViewport(element));

  return () => {
    stop();
    if (element.dataset.state === 'loaded') element.style.backgroundImage = '';
    delete element.dataset.state;
  };
}

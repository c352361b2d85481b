/**
 * SPEC 4.5, 9.3: result images load the first time they come within 80 px of the viewport. One
 * IntersectionObserver per results island; without one (old browsers, tests) images load at once.
 */
export const LAZY_MARGIN_PX = 80;
/** SPEC 9.3: the observer options of every visibility check of the results (images, reveal). */
export const VISIBILITY_MARGIN: IntersectionObserverInit = {
  rootMargin: `${LAZY_MARGIN_PX}px 0px`,
};

export interface LazyImages {
  observe(root: ParentNode): void;
  disconnect(): void;
}

export function createLazyImages(): LazyImages {
  const load = (image: Element) => {
    const src = image.getAttribute('data-lazy-src');
    image.removeAttribute('data-lazy-src');
    if (src) image.setAttribute('src', src);
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const { isIntersecting, target } of entries) {
            if (!isIntersecting) continue;
            observer?.unobserve(target);
            load(target);
          }
        }, VISIBILITY_MARGIN)
      : null;
  return {
    observe(root) {
      for (const image of root.querySelectorAll('img[data-lazy-src]')) {
        if (observer) observer.observe(image);
        else load(image);
      }
    },
    disconnect: () => observer?.disconnect(),
  };
}

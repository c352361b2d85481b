import type { Directive } from './directive.js';

/** Islands start loading this far before they scroll into view. */
export const VISIBLE_MARGIN = '200px';

let observer: IntersectionObserver | undefined;
const waiting = new WeakMap<Element, () => void>();

/** `visible`: when the element comes within the margin of the viewport. One observer per page. */
export const visible: Directive = (element, _value, wake) => {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  waiting.set(element, () => wake());
  observer.observe(element);
  return () => observer?.unobserve(element);
};

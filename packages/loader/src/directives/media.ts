import type { Directive } from './directive.js';

/** `media:(min-width: 768px)`: as soon as the media query matches. */
export const media: Directive = (_element, query, wake) => {
  const list = matchMedia(query);
  const check = () => list.matches && wake();
  list.addEventListener('change', check);
  check();
  return () => list.removeEventListener('change', check);
};

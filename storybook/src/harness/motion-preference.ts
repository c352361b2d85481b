/**
 * The visitor's motion preference for one story. Widgets ask `matchMedia('(prefers-reduced-motion:
 * reduce)')` when they wake (the background video stays still, the modal skips its animation):
 * while the story is shown, that query answers as the story says, and every other query as the
 * browser does. CSS `@media (prefers-reduced-motion)` rules still follow the browser's setting.
 */

/** Makes `matchMedia` answer that the visitor prefers reduced motion; returns the cleanup. */
export function installReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    const asked = /prefers-reduced-motion\s*:\s*(reduce|no-preference)/.exec(query)?.[1];
    // The browser's own list, with its answer fixed: its listeners simply never fire.
    if (asked) Object.defineProperty(list, 'matches', { value: asked === 'reduce' });
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}

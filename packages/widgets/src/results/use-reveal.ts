/**
 * Progressive reveal (SPEC 2.2) for a list: how many items are shown, starting over whenever the
 * list changes (`key`), and growing by `step` each time the last shown item scrolls into view:
 * within the visibility margin (SPEC 9.3, 80 px above and below) the lazy images use too, so the
 * next items are there before the visitor reaches the end of the list.
 * A step of 0 shows everything. `atLeast` items are shown from the start of a list (the card a
 * visitor comes Back to, return-point.ts).
 */
import { revealMore, startReveal } from '@stayfront/search-core/results';
import { useState } from 'react';
import { VISIBILITY_MARGIN } from './lazy-images.js';

export function useReveal(key: unknown, total: number, step: number, atLeast: number) {
  const start = () => {
    const state = startReveal(total, step || Math.max(total, 1));
    return { key, state: { ...state, visible: Math.max(state.visible, atLeast) } };
  };
  const [reveal, setReveal] = useState(start);
  // New results start over during render, so the first paint already shows the right count.
  let current = reveal;
  if (reveal.key !== key || reveal.state.total !== total) {
    current = start();
    setReveal(current);
  }
  const { visible } = current.state;

  /** Ref for the last shown item: when it comes into view, the next step is shown. */
  const watchLast = (node: Element | null) => {
    if (!node || visible >= total || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting))
        setReveal((previous) => ({ ...previous, state: revealMore(previous.state) }));
    }, VISIBILITY_MARGIN);
    observer.observe(node);
    // React 19 calls a ref's returned cleanup when the node goes or the ref changes.
    return () => observer.disconnect();
  };
  return { visible, watchLast };
}

/**
 * The part of @floating-ui/react the favourites panel uses, in a module of its own so that
 * importing it on demand brings only these functions (a namespace import of the package would
 * keep all of it): the panel under the counter, flipped and shifted to stay in view, following
 * scroll and resize until the returned cleanup runs.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/react';

export function placePanel(reference: HTMLElement, panel: HTMLElement): () => void {
  let stopped = false;
  const stop = autoUpdate(reference, panel, () => {
    void computePosition(reference, panel, {
      placement: 'bottom-end',
      middleware: [offset(4), flip(), shift({ padding: 8 })],
    }).then(({ x, y, strategy }) => {
      if (stopped) return;
      panel.style.position = strategy;
      panel.style.left = `${x}px`;
      panel.style.top = `${y}px`;
    });
  });
  return () => {
    stopped = true;
    stop();
  };
}

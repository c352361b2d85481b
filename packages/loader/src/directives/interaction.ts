import type { Directive } from './directive.js';
import { holdInteraction, type ReleaseHold } from './hold-interaction.js';

export { HOLD_MS } from './hold-interaction.js';

/** Events that wake an `interaction` widget: pointer, focus or key, on the element. */
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * `interaction`: on the first pointer, focus or key event on the element. That first interaction
 * is not lost: while the widget loads, a plain click on one of its controls is held back and
 * replayed on the same control once it is mounted, and focus the swap dropped is put back
 * (see hold-interaction.ts).
 */
export const interaction: Directive = (element, _value, wake) => {
  let release: ReleaseHold | undefined;
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type of INTERACTION_EVENTS) element[method](type, first, true);
  };
  function first(event: Event) {
    listen('removeEventListener');
    release = holdInteraction(element, event);
    wake(release);
  }
  listen('addEventListener');
  // Stopped before it woke (the widget left): just stop listening. Once woken, release decides.
  return () => release || listen('removeEventListener');
};

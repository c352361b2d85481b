/**
 * When the counter's panel code (React, search-core) loads: only when a panel can be shown, and
 * only once the visitor reaches for it (SPEC 4.4): a mouse entering the counter, keyboard focus
 * entering it (watch-reach.ts, the rules the open panel follows too), or a press on its toggle
 * button (pointer, or a click without one: keyboard, assistive technology).
 *
 * Nothing the visitor does meanwhile is lost: from the event that showed the reach, the loader's
 * `holdInteraction` (the `interaction` trigger's own) holds a click on the link and remembers
 * focus, and replays them on the island once it is in; a press that spans the swap is let finish
 * first. How the panel starts is decided as it mounts: open if the toggle was pressed (that click
 * is not replayed, which would close it), or if the mouse is still over the counter or keyboard
 * focus still in it. If the panel's code fails, the next reach tries again.
 */
import { holdInteraction, type ReleaseHold } from '@stayfront/loader';
import { watchReach } from '../widgets/watch-reach.js';

const TOGGLE = '.sf-favourites-counter__toggle';

export interface PanelLoading {
  /** Whether a panel can be shown now (plain-counter.ts). */
  possible(): boolean;
  /**
   * Loads and mounts the panel; resolves once it is in the page. `pressEnded` resolves once no
   * press is under way in the counter: a press that spans the swap would lose its click.
   */
  load(openAtMount: () => boolean, pressEnded: () => Promise<void>): Promise<void>;
  /** The panel's code or its mount failed: the plain counter stays. */
  failed(error: unknown): void;
}

/** Starts watching for the reach, until the panel is in; returns the stop for a widget that leaves. */
export function loadPanelOnReach(element: HTMLElement, loading: PanelLoading): () => void {
  let hovering = false;
  let focused = false;
  let toggleWanted = false;
  let started = false;
  let pressing = false;
  let pressDone: (() => void) | undefined;
  let release: ReleaseHold | undefined;

  const pressEnded = () =>
    pressing ? new Promise<void>((resolve) => (pressDone = resolve)) : Promise.resolve();
  const start = (event: Event) => {
    if (started || !loading.possible()) return;
    started = true;
    release = holdInteraction(element, event);
    loading
      .load(() => toggleWanted || hovering || focused, pressEnded)
      .then(
        () => {
          // The island is in: its own listeners take over; then focus and a held click go to it.
          stopListening();
          release?.(true);
        },
        (error: unknown) => {
          release?.(true);
          // The next reach tries again: a toggle whose panel cannot load must not stay dead.
          started = false;
          toggleWanted = false;
          loading.failed(error);
        },
      );
  };
  const stopReach = watchReach(element, {
    reach(how, event) {
      if (how === 'hover') hovering = true;
      else focused = true;
      start(event);
    },
    leave(how) {
      if (how === 'hover') hovering = false;
      else focused = false;
    },
  });
  // Capturing, and listening before any hold starts, so a press is seen before it is held.
  const onPress = (event: Event) => {
    const onToggle = !!(event.target as Element | null)?.closest?.(TOGGLE);
    if (event.type === 'pointerdown') {
      pressing = true;
      if (!onToggle) return;
      toggleWanted = true;
    } else if (onToggle) {
      const { button, ctrlKey, metaKey, shiftKey } = event as MouseEvent;
      if (button || ctrlKey || metaKey || shiftKey) return;
      // The press asks for the panel open: it starts open, so the click is not replayed (it
      // would close it), even if the code takes longer than the hold's 3 s.
      toggleWanted = true;
      event.preventDefault();
      event.stopImmediatePropagation();
    } else return;
    start(event);
  };
  // After the click that ends a press (dispatched after pointerup in the same task).
  const onPressEnd = () =>
    setTimeout(() => {
      pressing = false;
      pressDone?.();
      pressDone = undefined;
    });
  element.addEventListener('pointerdown', onPress, true);
  element.addEventListener('click', onPress, true);
  element.ownerDocument.addEventListener('pointerup', onPressEnd, true);
  element.ownerDocument.addEventListener('pointercancel', onPressEnd, true);
  function stopListening() {
    stopReach();
    element.removeEventListener('pointerdown', onPress, true);
    element.removeEventListener('click', onPress, true);
    element.ownerDocument.removeEventListener('pointerup', onPressEnd, true);
    element.ownerDocument.removeEventListener('pointercancel', onPressEnd, true);
  }
  return () => {
    stopListening();
    // Gone before the panel came: nothing held is replayed.
    release?.(false);
  };
}

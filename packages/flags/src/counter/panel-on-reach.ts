/**
 * When the counter's panel code (React, search-core) loads: only when a panel can be shown, and
 * only once the visitor reaches for it (SPEC 4.4): a mouse entering the counter, keyboard focus
 * entering it (watch-reach.ts, the rules the open panel follows too), or a press on its toggle
 * button (pointer, or a click without one: keyboard, assistive technology).
 *
 * Nothing the visitor does meanwhile is lost: from the event that showed the reach, the loader's
 * `holdInteraction` (the `interaction` trigger's own) holds a click on the link or the toggle and
 * remembers focus, and replays them on the island once it is in. How the panel starts is decided
 * as it mounts: a held toggle click opens it when replayed, so it starts closed; otherwise it
 * starts open if the mouse is still over the counter or keyboard focus still in it.
 */
import { holdInteraction } from '@stayfront/loader';
import { watchReach } from '../widgets/watch-reach.js';

const TOGGLE = '.sf-favourites-counter__toggle';

export interface PanelLoading {
  /** Whether a panel can be shown now (plain-counter.ts). */
  possible(): boolean;
  /** Loads and mounts the panel; resolves once it is in the page. */
  load(openAtMount: () => boolean): Promise<void>;
  /** The panel's code or its mount failed: the plain counter stays. */
  failed(error: unknown): void;
}

/** Starts watching for the reach; returns the stop (the panel is in, or the widget left). */
export function loadPanelOnReach(element: HTMLElement, loading: PanelLoading): () => void {
  let hovering = false;
  let focused = false;
  let toggleClicked = false;
  let started = false;

  const start = (event: Event) => {
    if (started || !loading.possible()) return;
    started = true;
    const release = holdInteraction(element, event);
    loading
      .load(() => !toggleClicked && (hovering || focused))
      .then(
        () => release(true),
        (error: unknown) => {
          release(true);
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
  // Capturing, and listening before any hold starts, so a click is seen before it is held.
  const onPress = (event: Event) => {
    if (!(event.target as Element | null)?.closest?.(TOGGLE)) return;
    const { button, ctrlKey, metaKey, shiftKey } = event as MouseEvent;
    if (event.type === 'click') {
      if (button || ctrlKey || metaKey || shiftKey) return;
      toggleClicked = true;
    }
    start(event);
  };
  element.addEventListener('pointerdown', onPress, true);
  element.addEventListener('click', onPress, true);
  return () => {
    stopReach();
    element.removeEventListener('pointerdown', onPress, true);
    element.removeEventListener('click', onPress, true);
  };
}

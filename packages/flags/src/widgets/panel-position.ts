/**
 * Positions the open favourites panel with @floating-ui (see place-panel.ts). The library is
 * imported when a panel first opens, never with the counter; until it is there (or if it fails to
 * load) the panel shows where the theme's CSS puts it.
 */
type PlacePanel = typeof import('./place-panel.js').placePanel;

let loading: Promise<PlacePanel> | null = null;

function loadPlacePanel(): Promise<PlacePanel> {
  if (!loading) {
    loading = import('./place-panel.js').then((module) => module.placePanel);
    // A failed import is tried again on the next open.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Keeps `panel` placed under `reference` until the returned cleanup runs. */
export function positionPanel(reference: HTMLElement, panel: HTMLElement): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  loadPlacePanel().then(
    (placePanel) => {
      if (!stopped) stop = placePanel(reference, panel);
    },
    () => {},
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * What the map stories' plays share: a marker found by its name, its info window opened by
 * keyboard, and the places the map shows counted through its clusters ("3 places: …").
 */
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';

/** The map element's state, as the loader sets it (`data-widget-state`). */
export async function mapState(canvas: HTMLElement, state: string, widget = 'map'): Promise<void> {
  const element = canvas.querySelector(`[data-widget="${widget}"]`);
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', state));
}

/** A marker: a button named by its title (Tab reaches it). */
export const findMarker = (canvas: HTMLElement, title: string) =>
  within(canvas).findByRole('button', { name: title });

/** A cluster's name: its count, then the first places in it ("12 places: Clifftop Flat, …"). */
const CLUSTER_NAME = /^(\d+) places(?:: .+)?$/;

/** The clusters on the map and how many places each holds, from their names ("12 places: …"). */
export function clusterCounts(canvas: HTMLElement): number[] {
  return (
    within(canvas)
      .queryAllByRole('button', { name: CLUSTER_NAME })
      // Its name is the visually hidden text; the number drawn on it is hidden from screen readers.
      .map((cluster) => {
        const name = cluster.querySelector('.sf-map__sr')?.textContent ?? '';
        return Number(CLUSTER_NAME.exec(name)?.[1] ?? Number.NaN);
      })
  );
}

/** The markers shown on their own (not in a cluster): the pane's buttons that are not clusters. */
export const singleMarkers = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll<HTMLElement>('.leaflet-marker-pane [role="button"]')].filter(
    (icon) => !icon.classList.contains('sf-map-cluster'),
  );

/** Every place on the map is there once: on its own, or counted by its cluster. */
export async function placesShown(canvas: HTMLElement, count: number): Promise<void> {
  await waitFor(() =>
    expect(
      singleMarkers(canvas).length + clusterCounts(canvas).reduce((sum, n) => sum + n, 0),
    ).toBe(count),
  );
}

/** The open info window. */
export function popupIn(canvas: HTMLElement): HTMLElement {
  const popup = canvas.querySelector<HTMLElement>('.leaflet-popup');
  if (!popup) throw new Error('No info window is open.');
  return popup;
}

/**
 * Enter on the marker opens its info window with the focus inside; returns the window. (The
 * marker is focused directly: Tab would first stop at the map and at any markers before it.)
 */
export async function openByKeyboard(canvas: HTMLElement, marker: HTMLElement) {
  marker.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(popupIn(canvas)).toContainElement(document.activeElement as HTMLElement),
  );
  const popup = popupIn(canvas);
  // Leaflet pans a window that opened near an edge into view: a visitor reads it once it is
  // there. (Escape pressed while that pan still runs loses the focus: reported.)
  await stopsMoving(popup);
  return popup;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Waits until `element` is drawn at the same place two frames running (Leaflet's pans ended). */
export async function stopsMoving(element: Element): Promise<void> {
  await waitFor(async () => {
    const { left, top } = element.getBoundingClientRect();
    await nextFrame();
    await nextFrame();
    const now = element.getBoundingClientRect();
    await expect([now.left, now.top]).toEqual([left, top]);
  });
}

/** Where the map's panes are (Leaflet moves them as the map pans). */
const panes = (region: HTMLElement) => {
  const pane = region.querySelector('.leaflet-map-pane');
  if (!pane) throw new Error('No Leaflet map in this region.');
  return pane;
};

/**
 * The Left arrow pans the focused map 80 px. Leaflet reads the key's `keyCode`, which Testing
 * Library's keyboard leaves out for arrows (a browser sets it), so the key is sent with it; and
 * Leaflet ignores the key while a pan is under way, so the next press waits for this one to end.
 */
export async function panLeft(region: HTMLElement): Promise<void> {
  const before = panes(region).getBoundingClientRect().left;
  fireEvent.keyDown(document.activeElement ?? region, { key: 'ArrowLeft', keyCode: 37 });
  await waitFor(() =>
    expect(panes(region).getBoundingClientRect().left - before).toBeGreaterThanOrEqual(79.5),
  );
  await stopsMoving(panes(region));
}

/** Escape closes the info window and the focus goes back to the marker. */
export async function closeByEscape(
  canvas: HTMLElement,
  marker: HTMLElement,
  focusBack = true,
): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.querySelector('.leaflet-popup')).toBeNull());
  if (focusBack) await waitFor(() => expect(marker).toHaveFocus());
}

/** How many marker and cluster icons lie inside the map's box (panned away, none do). */
export function iconsInside(region: HTMLElement): number {
  const box = region.getBoundingClientRect();
  return [...region.querySelectorAll('.leaflet-marker-icon')].filter((icon) => {
    const { left, right, top, bottom } = icon.getBoundingClientRect();
    return right > box.left && left < box.right && bottom > box.top && top < box.bottom;
  }).length;
}

/**
 * Every map tile in `region` has arrived and was drawn: Leaflet marks a drawn tile
 * `leaflet-tile-loaded` and leaves a failed one (a view without recorded tiles, a 404 on the
 * console) without it. See src/scenarios/map-views.ts for the recorded views.
 */
export async function tilesDrawn(region: HTMLElement): Promise<void> {
  const tiles = () => [...region.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
  await waitFor(() => expect(tiles().every((tile) => tile.complete)).toBe(true));
  const missing = tiles()
    .filter((tile) => !tile.classList.contains('leaflet-tile-loaded'))
    .map((tile) => new URL(tile.src).pathname);
  await expect(missing, 'tiles not recorded for this view').toEqual([]);
}

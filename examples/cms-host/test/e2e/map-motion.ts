/**
 * Waiting for a Leaflet map to stop moving, instead of sleeping a fixed time: Leaflet's zoom
 * (0.25 s) and then Leaflet.markercluster's split (0.3 s) run on timers and frames that a loaded
 * machine stretches, so a test that slept 700-800 ms could read the map half way. These wait for
 * the end itself: slower on a slow machine, never wrong.
 */
import type { ElementHandle, Page } from 'playwright-core';

/**
 * The classes Leaflet 1.9 puts on the map pane while it pans (panBy, an info window's auto-pan)
 * and zooms, and Leaflet.markercluster 1.5 while clusters split or merge; each goes as its
 * animation ends.
 */
const MOVING = ['leaflet-pan-anim', 'leaflet-zoom-anim', 'leaflet-cluster-anim'];

/**
 * Waits until the map in `map` (a selector) is still. For a move that has already begun: an info
 * window's auto-pan starts as it opens (in the same task as its content shows).
 */
export async function mapStill(page: Page, map: string): Promise<void> {
  await page.waitForFunction(
    ({ map, moving }) => {
      const pane = document.querySelector(`${map} .leaflet-map-pane`);
      return pane !== null && !moving.some((name) => pane.classList.contains(name));
    },
    { map, moving: MOVING },
  );
}

/**
 * Waits for the zoom into `cluster` (an icon of the map in `map`) to end, once it was asked for
 * (a click, Enter): that icon gone (the clusters' animation removes it as it ends, or as the zoom
 * ends for a cluster that only holds another) and the map still. Leaflet starts the zoom a frame
 * after the click, so the map alone would look still before it began.
 */
export async function clusterOpened(
  page: Page,
  map: string,
  cluster: ElementHandle<Node>,
): Promise<void> {
  await page.waitForFunction(
    ({ icon, map, moving }) => {
      const pane = document.querySelector(`${map} .leaflet-map-pane`);
      return (
        !icon.isConnected && pane !== null && !moving.some((name) => pane.classList.contains(name))
      );
    },
    { icon: cluster, map, moving: MOVING },
  );
}

/** Clicks the first cluster of `map` and waits for the zoom into it to end (clusterOpened). */
export async function openCluster(page: Page, map: string): Promise<void> {
  const cluster = await page.locator(`${map} .sf-map-cluster`).first().elementHandle();
  await cluster.click();
  await clusterOpened(page, map, cluster);
  await cluster.dispose();
}

/**
 * Runs `act` (zoom buttons pressed, say) and waits for the move it starts to end: one of the
 * classes above seen on the map pane since just before `act` (a MutationObserver, so a move that
 * began a frame later counts), and none of them there now.
 */
export async function afterMove(page: Page, map: string, act: () => Promise<unknown>) {
  const watch = await page.evaluateHandle(
    ({ map, moving }) => {
      const pane = document.querySelector(`${map} .leaflet-map-pane`);
      const has = (classes: string | null) =>
        moving.some((name) => (classes ?? '').split(/\s+/).includes(name));
      const seen = { moved: false };
      const observer = new MutationObserver((records) => {
        for (const record of records)
          if (has(record.oldValue) || has((record.target as Element).getAttribute('class')))
            seen.moved = true;
      });
      if (pane) observer.observe(pane, { attributeFilter: ['class'], attributeOldValue: true });
      return { seen, observer };
    },
    { map, moving: MOVING },
  );
  await act();
  await page.waitForFunction(
    ({ watch, map, moving }) => {
      const pane = document.querySelector(`${map} .leaflet-map-pane`);
      return (
        watch.seen.moved && pane !== null && !moving.some((name) => pane.classList.contains(name))
      );
    },
    { watch, map, moving: MOVING },
  );
  await watch.evaluate(({ observer }) => observer.disconnect());
  await watch.dispose();
}

import { expect, it } from 'vitest';

it("leaves the page's own window.L as it was and gives the clusterer to its own Leaflet", async () => {
  // A Drupal site's Leaflet, already on the page.
  const pagesOwn = { version: 'page' };
  (globalThis as { L?: unknown }).L = pagesOwn;
  const { L } = await import('./leaflet.js');
  expect((globalThis as { L?: unknown }).L).toBe(pagesOwn);
  expect(L.version).toBe('1.9.4');
  expect(L.markerClusterGroup()).toBeInstanceOf(L.MarkerClusterGroup);
  expect(L.MarkerClusterGroup.prototype).toBeInstanceOf(L.FeatureGroup);
});

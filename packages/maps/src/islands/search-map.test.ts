import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTINGS } from '../../../widgets/src/test-support/listings.js';
import {
  BASE_CONFIG,
  mountWidget,
  perform,
  resetPage,
  settle,
  setupPage,
} from '../../../widgets/src/test-support/search-page.js';
import { sizeMapCanvases } from '../test-support/sized-canvas.js';
import * as searchMap from './search-map.js';

// Twelve listings 1.5 degrees of longitude apart (never clustered at the fitted zoom); the fifth
// has no place and stays off the map.
const DOCS = LISTINGS.map((listing, index) =>
  index === 4 ? listing : { ...listing, locs_location: `50.3,${(-8 + index * 1.5).toFixed(1)}` },
);

const CONFIG = {
  latitude: 50.3,
  longitude: -5,
  zoom: 6,
  baselayers: { Map: { url: '/tiles/{z}/{x}/{y}.svg', attribution: 'Demo' } },
  behavior: { autozoom: true },
  markername: 'numbers',
};

const page = (config: object = CONFIG, template = '') =>
  setupPage(
    `<div id="map" data-widget="search-map" data-search="main" data-widget-config='${JSON.stringify(config)}'>${template}<p>Map of the homes on this page</p></div>`,
    { docs: DOCS, config: BASE_CONFIG },
  );

const markerNames = () =>
  [...document.querySelectorAll('#map .leaflet-marker-icon')].map((icon) =>
    icon.getAttribute('alt'),
  );

let unsize: () => void;
beforeAll(() => {
  unsize = sizeMapCanvases();
});
afterAll(() => unsize());
afterEach(resetPage);

describe('search-map (SPEC 2.3)', () => {
  it("puts a marker on each of the page's documents with a place, named and numbered as the list", async () => {
    const test = page();
    await mountWidget('#map', searchMap);
    await settle();
    const docs = test.search().getState().docs;
    expect(docs).toHaveLength(6);
    expect(markerNames()).toEqual(
      docs.filter((doc) => doc.locs_location).map((doc) => doc.ss_title),
    );
    // `numbers`: the icon of each result's position (the fifth, without a place, keeps its number).
    const labels = [
      ...document.querySelectorAll<HTMLImageElement>('#map .leaflet-marker-icon'),
    ].map((icon) => decodeURIComponent(icon.src).match(/>(\d+)<\/text>/)?.[1]);
    expect(labels).toEqual(['1', '2', '3', '4', '6']);
  });

  it('follows the search: the next page replaces the markers', async () => {
    const test = page();
    await mountWidget('#map', searchMap);
    await settle();
    await perform(() => test.search().setStart(6));
    expect(markerNames()).toEqual(
      test
        .search()
        .getState()
        .docs.map((doc) => doc.ss_title),
    );
    expect(markerNames()).toEqual(DOCS.slice(6).map((doc) => doc.ss_title));
  });

  it("opens a marker's card from the template, with the document's same-site link", async () => {
    page(
      CONFIG,
      '<template><article class="map-card"><h3><a data-field-href="ss_url" data-field="ss_title"></a></h3><img data-field-src="sm_images" alt=""><p data-field="ss_town"></p></article></template>',
    );
    await mountWidget('#map', searchMap);
    await settle();
    const icon = document.querySelector<HTMLElement>('#map .leaflet-marker-icon');
    icon?.click();
    const card = document.querySelector('#map .leaflet-popup .map-card');
    expect(card?.querySelector('a')?.getAttribute('href')).toBe(
      `${location.origin}/rentals/cottage-1`,
    );
    expect(card?.querySelector('a')?.textContent).toBe('Cottage 1');
    // In an open window the image loads at once (no lazy src left behind).
    expect(card?.querySelector('img')?.getAttribute('src')).toBe(
      `${location.origin}/images/cottage-1.jpg`,
    );
  });

  it('without a template, links the title to its page', async () => {
    page();
    await mountWidget('#map', searchMap);
    await settle();
    document.querySelector<HTMLElement>('#map .leaflet-marker-icon')?.click();
    const link = document.querySelector('#map .leaflet-popup a');
    expect(link?.textContent).toBe('Cottage 1');
    expect(link?.getAttribute('href')).toBe(`${location.origin}/rentals/cottage-1`);
  });

  it('refuses markers in its config and bad field names, naming the key', () => {
    const parsed = searchMap.parseConfig?.({ ...CONFIG, markers: [], location_field: 'a b' });
    expect(parsed && 'issues' in parsed ? parsed.issues.map((issue) => issue.path) : []).toEqual([
      '$.location_field',
      '$.markers',
    ]);
  });

  it('stops following the search and restores the fallback when unmounted', async () => {
    const test = page();
    const widget = await mountWidget('#map', searchMap);
    await settle();
    widget.unmount();
    expect(document.querySelector('#map')?.innerHTML).toBe('<p>Map of the homes on this page</p>');
    const warn = vi.spyOn(console, 'error');
    await perform(() => test.search().setStart(6));
    expect(warn).not.toHaveBeenCalled();
    expect(document.querySelector('#map .leaflet-marker-icon')).toBeNull();
  });
});

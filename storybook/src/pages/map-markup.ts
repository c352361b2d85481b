/**
 * Markup of the maps (@stayfront/maps) as the demo's templates write them (rental.liquid's
 * location, a thing to do's page, search.liquid's map view): the server's fallback inside the
 * element, the config in `data-widget-config`, the recorded tiles as the base layer.
 */
import { el, type MarkupElement, widget } from '../harness/markup.js';
import { MAP_VIEWS, type MapView, TILE_PATH } from '../scenarios/map-views.js';

/**
 * The recorded tiles (public/tiles/), as a path of this site: the map takes only http(s) URLs
 * and paths starting with `/`, so the path is the one the static files have beside this page
 * (the root in `pnpm storybook`, wherever the static build is hosted).
 */
export function tileUrl(): string {
  const folder = new URL('.', document.baseURI).pathname;
  return `${folder}${TILE_PATH}`;
}

/** The demo's base layer (examples/cms-host's map-config.ts), pointed at the recorded tiles. */
export const baselayers = () => ({
  Map: { url: tileUrl(), attribution: 'Map: generated for the demo', maxzoom: 16 },
});

/** A view's centre and zoom, as the config's keys (the box is the theme's). */
export const viewKeys = (view: MapView) => ({
  latitude: view.latitude,
  longitude: view.longitude,
  zoom: view.zoom,
  maxzoom: 16,
});

/**
 * A page's map: `.rental__map` (the demo theme reserves its height, 320 px, 240 px on phones),
 * with the server's text (or list of places) as the fallback.
 */
export function pageMap(config: object, fallback: MarkupElement | readonly MarkupElement[]) {
  return widget('div', 'map', { config, attributes: { class: 'rental__map' } }, fallback);
}

/** The listing page's map config without markers: the view, the tiles, the demo's flags. */
export const listingMapConfig = (view: MapView = MAP_VIEWS.listing) => ({
  ...viewKeys(view),
  baselayers: baselayers(),
  // The maps sit in a scrolling page: the wheel scrolls it, the buttons and keys zoom.
  behavior: { nomousezoom: true },
});

/** The results map's card: the element's `<template>`, filled with each marker's document. */
export const mapCardTemplate = () =>
  el(
    'template',
    {},
    el(
      'article',
      { class: 'map-card' },
      el(
        'p',
        { class: 'map-card__title' },
        el('a', { 'data-field-href': 'ss_url', 'data-field': 'ss_title', dir: 'auto' }),
      ),
      el(
        'p',
        {},
        el('span', { 'data-field': 'ss_property_type', dir: 'auto' }),
        ' in ',
        el('span', { 'data-field': 'ss_town', dir: 'auto' }),
      ),
      el(
        'p',
        { 'data-if': 'fts_price' },
        '$',
        el('span', { 'data-field': 'fts_price', 'data-format': 'integer' }),
        ' / night',
      ),
    ),
  );

/** The search page's map view (search.liquid): the demo's search-map config (map-config.ts). */
export const searchMap = (config: object = {}) =>
  widget(
    'div',
    'search-map',
    {
      search: 'main',
      config: {
        ...viewKeys(MAP_VIEWS.cornwall),
        baselayers: baselayers(),
        behavior: { nomousezoom: true, autozoom: true, overview: true, scale: true },
        location_field: 'locs_location',
        title_field: 'ss_title',
        link_field: 'ss_url',
        markername: 'numbers',
        label: 'Map of the homes on this page',
        ...config,
      },
      attributes: { class: 'search-map' },
    },
    mapCardTemplate(),
    // Only without JavaScript: the region's label names the map (see the maps README).
    el('noscript', {}, 'The map needs JavaScript. The same homes are listed below.'),
  );

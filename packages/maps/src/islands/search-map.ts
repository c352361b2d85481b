/**
 * `data-widget="search-map"`: the map of a search's results (SPEC 2.3): one marker per document
 * of the current page, clustered, following every answer. Markers are named by their titles and
 * open the element's `<template>` filled with their document.
 */
import type { WidgetModule } from '@stayfront/loader';
import type { SolrDoc } from '@stayfront/search-core';
import { searchEnhancer } from '@stayfront/widgets';
import { createIconSequence } from '../icons/icon-sequence.js';
import { createMap } from '../map/create-map.js';
import { resultCard } from '../search/result-card.js';
import { resultMarkers } from '../search/result-markers.js';
import { parseSearchMapConfig, type SearchMapConfig } from '../search/search-map-config.js';
import type { MarkerSettings } from '../settings/types.js';

export const parseConfig: WidgetModule<SearchMapConfig>['parseConfig'] = parseSearchMapConfig;

export const mount: WidgetModule<SearchMapConfig>['mount'] = searchEnhancer(
  (element, search, { config, signal }) => {
    const document = element.ownerDocument;
    const template = element.querySelector<HTMLTemplateElement>(':scope > template');
    const docOf = new Map<MarkerSettings, SolrDoc>();
    const icons = createIconSequence(config.map.markerSets, (message) =>
      console.warn(`Stayfront search-map: ${message}`, element),
    );
    const map = createMap(element, config.map, {
      signal,
      texts: config.map.texts,
      iconFor: (marker) => icons(marker.markername, marker.offset),
      contentFor: (marker) => {
        const doc = docOf.get(marker);
        return doc
          ? resultCard(doc, marker.title, doc[config.linkField], template, document)
          : null;
      },
    });
    let shown: readonly SolrDoc[] | null = null;
    const show = (docs: readonly SolrDoc[]) => {
      if (docs === shown) return;
      shown = docs;
      docOf.clear();
      const markers = resultMarkers(docs, config);
      for (const { marker, doc } of markers) docOf.set(marker, doc);
      map.setMarkers(
        markers.map(({ marker }) => marker),
        config.map.behaviour.autozoom,
      );
    };
    show(search.getState().docs);
    const unsubscribe = search.subscribe((state) => show(state.docs));
    return () => {
      unsubscribe();
      map.destroy();
    };
  },
);

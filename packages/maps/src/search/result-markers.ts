/**
 * The search's documents as map markers (SPEC 2.3): each at its location field, named by its
 * title field, with the icon of its position in the results (so `numbers` numbers them as the
 * list does). A document without a usable place is left off the map; the list still shows it.
 */
import type { SolrDoc } from '@stayfront/search-core';
import { parseLatLong } from '../settings/lat-lon.js';
import type { MarkerSettings } from '../settings/types.js';
import type { SearchMapConfig } from './search-map-config.js';

/** `"lat,lon"`, `[lat, lon]`, or a list of `"lat,lon"` (the first), within the globe's bounds. */
export function placeOf(value: unknown): readonly [number, number] | null {
  const text =
    Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'number')
      ? value.join(',')
      : Array.isArray(value)
        ? value[0]
        : value;
  const place = parseLatLong(text);
  return place && Math.abs(place[0]) <= 90 && Math.abs(place[1]) <= 180 ? place : null;
}

export interface ResultMarker {
  readonly marker: MarkerSettings;
  readonly doc: SolrDoc;
}

export function resultMarkers(docs: readonly SolrDoc[], config: SearchMapConfig): ResultMarker[] {
  return docs.flatMap((doc, position) => {
    const place = placeOf(doc[config.locationField]);
    if (!place) return [];
    const title = doc[config.titleField];
    const name = (Array.isArray(title) ? title[0] : title) ?? doc.id;
    return [
      {
        doc,
        marker: {
          latitude: place[0],
          longitude: place[1],
          title: String(name).slice(0, 300),
          content: { kind: 'none' },
          autoclick: false,
          markername: config.markername,
          offset: position,
        },
      },
    ];
  });
}

/**
 * `data-widget="map"`: a Leaflet map of the places in its config (SPEC 3.18, 3.19), such as a
 * listing's location. The server's fallback (the address, a list of places) stays for screen
 * readers and returns when the map is removed.
 */
import type { WidgetModule } from '@stayfront/loader';
import { createIconSequence } from '../icons/icon-sequence.js';
import { createMap } from '../map/create-map.js';
import { parseMapSettings } from '../settings/parse-map-settings.js';
import type { MapSettings } from '../settings/types.js';

export const parseConfig: WidgetModule<MapSettings>['parseConfig'] = parseMapSettings;

export const mount: WidgetModule<MapSettings>['mount'] = (element, { config, signal }) => {
  // SPEC 4.13: each set's icons in turn, per map; SPEC 5.4: an unknown set is reported, not alerted.
  const iconOf = createIconSequence(config.markerSets, (message) =>
    console.warn(`Stayfront map: ${message}`, element),
  );
  const map = createMap(element, config, {
    signal,
    texts: config.texts,
    iconFor: (marker) => iconOf(marker.markername, marker.offset),
  });
  return () => map.destroy();
};

/**
 * Leaflet with leaflet.markercluster, leaving the page's own `window.L` (a Drupal site's Leaflet)
 * as it was. Leaflet's UMD build sets `window.L` when it is evaluated and keeps the value it
 * replaced for `noConflict()`, which puts it back; nothing runs in between. Its exports object is
 * ours alone, and the clusterer is installed on it (see build/marker-cluster-factory.ts). The ES
 * build would avoid `window.L` too, but copying its namespace for the clusterer costs every page
 * a bundler helper in the shared runtime chunk.
 */
import Leaflet from 'leaflet/dist/leaflet-src.js';
// The clusterer's types (MarkerClusterGroup on `L`); its code is the import above.
import type {} from 'leaflet.markercluster';
import installMarkerCluster from 'leaflet.markercluster/dist/leaflet.markercluster-src.js';

Leaflet.noConflict();
installMarkerCluster(Leaflet);

export const L = Leaflet;

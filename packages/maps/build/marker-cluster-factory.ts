import type { Plugin } from 'vite';

/**
 * leaflet.markercluster is a plugin of the old kind: its code reads a global `L`, when it is
 * evaluated and every time it runs. A page may have a Leaflet of its own in `window.L` (a Drupal
 * site's Leaflet module), which ours must neither replace nor be mixed with. So its file is
 * turned into an ES module exporting `installMarkerCluster(L)`, in which `L` is a parameter: the
 * plugin attaches to the Leaflet we hand it (src/map/leaflet.ts) and never touches `window`.
 * Every build that bundles @stayfront/maps from its sources uses this plugin (the maps package's
 * own builds and tests, the classic widgets build, Storybook).
 */
const MARKER_CLUSTER_FILE = /leaflet\.markercluster[\\/]dist[\\/]leaflet\.markercluster-src\.js$/;

export function markerClusterFactory(): Plugin {
  return {
    name: 'stayfront:marker-cluster-factory',
    enforce: 'pre',
    transform(code, id) {
      if (!MARKER_CLUSTER_FILE.test(id.split('?')[0] ?? '')) return null;
      // The file's UMD wrapper takes its CommonJS branch with the `exports` and `module` here.
      return {
        code: `export default function installMarkerCluster(L) {\nvar exports = {}, module = { exports: exports };\n${code}\nreturn exports;\n}\n`,
        map: null,
      };
    },
  };
}

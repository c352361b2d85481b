/** Leaflet's UMD build, as src/map/leaflet.ts imports it. */
declare module 'leaflet/dist/leaflet-src.js' {
  const L: typeof import('leaflet') & { noConflict(): unknown };
  export default L;
}

/** Stylesheets imported as text (`?inline`), as Vite does. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** leaflet.markercluster as build/marker-cluster-factory.ts turns it into an ES module. */
declare module 'leaflet.markercluster/dist/leaflet.markercluster-src.js' {
  export default function installMarkerCluster(L: object): unknown;
}

/**
 * Marker icon sets (SPEC 3.20), as plain data: no Leaflet here, so the rules are testable in Node
 * and the map widget turns an icon into `L.icon(options)` itself.
 */

/** One image: its URL (already joined with the site and set paths), width and height in pixels. */
export interface MarkerFile {
  readonly f: string;
  readonly w: number;
  readonly h: number;
}

/**
 * One icon definition with the SPEC 3.20 field names, every field filled (defaults in
 * `MARKER_ICON_DEFAULTS`). `sequence` holds its images; `shadow.f` is '' when it has none.
 */
export interface MarkerIconDefinition {
  readonly key: string;
  readonly name: string;
  readonly sequence: readonly MarkerFile[];
  /** The pixel of the image that sits on the marker's position. */
  readonly anchorX: number;
  readonly anchorY: number;
  /** The pixel of the image where the info window (popup) points. */
  readonly infoX: number;
  readonly infoY: number;
  readonly shadow: MarkerFile;
  /** Legacy print images: kept (as URLs, or '') so a site's settings carry over; unused by Leaflet. */
  readonly printImage: string;
  readonly mozPrintImage: string;
  readonly printShadow: string;
  readonly transparent: string;
}

/** A named set: its icon definitions; the images of all of them, in order, are the set's icons. */
export interface MarkerSetDefinition {
  readonly icons: readonly MarkerIconDefinition[];
}

/** Sets by name. A Map, so a set named like an Object.prototype member is looked up safely. */
export type MarkerSets = ReadonlyMap<string, MarkerSetDefinition>;

/**
 * What `iconFor` hands out: the options of Leaflet's `L.icon` (structurally; Leaflet is not
 * imported). Tuples are fresh on every call, so a caller may keep or change them.
 */
export interface MarkerIconOptions {
  iconUrl: string;
  iconSize: [number, number];
  iconAnchor: [number, number];
  /** Relative to `iconAnchor`, as Leaflet wants it. */
  popupAnchor: [number, number];
  shadowUrl?: string;
  shadowSize?: [number, number];
}

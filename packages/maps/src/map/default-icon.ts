/**
 * The marker drawn when a marker names no icon set: a pin of 25 × 41 px whose point is the place,
 * as an SVG data URI, so a map needs no image files (Leaflet's own default icon finds its PNG by
 * guessing the stylesheet's URL, which fails in bundles).
 */
export interface IconOptions {
  readonly iconUrl: string;
  readonly iconSize: [number, number];
  readonly iconAnchor: [number, number];
  readonly popupAnchor: [number, number];
  readonly shadowUrl?: string;
  readonly shadowSize?: [number, number];
}

const PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="25" height="41" viewBox="0 0 25 41">' +
  '<path d="M12.5 1C6.1 1 1 6.1 1 12.5 1 21 12.5 40 12.5 40S24 21 24 12.5C24 6.1 18.9 1 12.5 1z" fill="#0b6e7f" stroke="#fff" stroke-width="1.5"/>' +
  '<circle cx="12.5" cy="12.5" r="4.5" fill="#fff"/></svg>';

export const DEFAULT_ICON: IconOptions = {
  iconUrl: `data:image/svg+xml,${encodeURIComponent(PIN)}`,
  iconSize: [25, 41],
  iconAnchor: [12.5, 40],
  popupAnchor: [0, -36],
};

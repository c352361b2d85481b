import type { MarkerSets } from '../icons/types.js';

/**
 * A map's settings (SPEC 3.18) and markers (SPEC 3.19), as the map widget reads them from its
 * `data-widget-config`. The names are the legacy Drupal map module's, so a site's existing
 * settings carry over; `parseMapSettings` validates them into these shapes.
 */

/** SPEC 3.18 `maptype`: which base layer shows first. */
export type MapType = 'Map' | 'Hybrid' | 'Physical' | 'Satellite';
export const MAP_TYPES: readonly MapType[] = ['Map', 'Hybrid', 'Physical', 'Satellite'];

/** SPEC 3.18 `controltype`: the zoom control; `None` hides it. */
export type ControlType = 'None' | 'Small' | 'Large' | 'Android';
export const CONTROL_TYPES: readonly ControlType[] = ['None', 'Small', 'Large', 'Android'];

/** SPEC 3.18 behaviour flags, all off by default. */
export interface MapBehaviour {
  /** The map cannot be dragged. */
  readonly nodrag: boolean;
  /** The arrow and +/- keys do nothing (the markers stay reachable by Tab). */
  readonly nokeyboard: boolean;
  /** The mouse wheel does not zoom. */
  readonly nomousezoom: boolean;
  /** Zoom jumps instead of animating (the legacy "continuous zoom" off). */
  readonly nocontzoom: boolean;
  /** An overview: a button that fits every marker in view. */
  readonly overview: boolean;
  /** A scale bar. */
  readonly scale: boolean;
  /** The map redraws when a hidden container (collapsed fieldset, closed tab) is shown. */
  readonly collapsehack: boolean;
  /** The view fits every marker, capped at `maxzoom` (SPEC 9.6). */
  readonly autozoom: boolean;
  /** Marker mouseover, mouseout, click and dblclick are dispatched on the map element too. */
  readonly extramarkerevents: boolean;
}

/** One base layer: a tile URL template (`{z}`, `{x}`, `{y}`, optional `{s}`) and its credit. */
export interface BaseLayer {
  readonly url: string;
  readonly attribution: string;
  readonly subdomains: string;
  readonly maxZoom: number | null;
}

/** SPEC 3.19: what a marker shows when it is activated; one of these. */
export type MarkerContent =
  | { readonly kind: 'none' }
  | { readonly kind: 'text'; readonly text: string }
  /** Content copied from the page: the `offset`th element matching `selector`. */
  | { readonly kind: 'element'; readonly selector: string; readonly offset: number }
  /** Remote content: `{rmtcallback}/{id}?{params}`, fetched from this site and sanitized. */
  | {
      readonly kind: 'remote';
      readonly id: string;
      readonly params: Readonly<Record<string, string>>;
    }
  | {
      readonly kind: 'tabs';
      readonly tabs: readonly { readonly title: string; readonly text: string }[];
    }
  /** A same-site link: activating the marker navigates (SPEC 4.12). */
  | { readonly kind: 'link'; readonly href: string };

export interface MarkerSettings {
  readonly latitude: number;
  readonly longitude: number;
  /** The marker's accessible name and tooltip. */
  readonly title: string;
  readonly content: MarkerContent;
  /** SPEC 3.19: opens its content when the map is shown. */
  readonly autoclick: boolean;
  /** A marker icon set's name (SPEC 3.20); empty for the default marker. */
  readonly markername: string;
  /** The icon's index in its set; null takes the set's next icon (SPEC 4.13). */
  readonly offset: number | null;
}

export interface MapSettings {
  readonly latitude: number;
  readonly longitude: number;
  readonly zoom: number;
  readonly maxzoom: number;
  readonly maptype: MapType;
  readonly controltype: ControlType;
  /** CSS lengths (SPEC 5.3); null leaves the size to the theme's stylesheet. */
  readonly width: string | null;
  readonly height: string | null;
  /** Keyed by map type; the one named by `maptype` shows first. */
  readonly baselayers: Readonly<Partial<Record<MapType, BaseLayer>>>;
  readonly behaviour: MapBehaviour;
  /**
   * Buttons that move the map up, down, left and right (WCAG 2.5.7: a pointer's way to pan
   * without dragging); on unless the config's `pan_buttons` is false (a theme with its own).
   */
  readonly panButtons: boolean;
  readonly markers: readonly MarkerSettings[];
  /** Marker icon sets by name (SPEC 3.20): the built-in ones and the site's `markersets`. */
  readonly markerSets: MarkerSets;
  /** Where remote marker content comes from (same site). */
  readonly rmtcallback: string | null;
  /** The map region's accessible name. */
  readonly label: string;
  /** Texts the map shows or speaks (config keys `loading_text`, `error_text`, …). */
  readonly texts: MapTexts;
}

export interface MapTexts {
  /** In an info window while its remote content loads. */
  readonly loading: string;
  /** In an info window whose remote content failed. */
  readonly failed: string;
  /** After a cluster's count, for screen readers: "12 places". */
  readonly places: string;
  /** The overview button. */
  readonly overview: string;
  /** A marker's name when it has no title: "Place 3" (its position in the list). */
  readonly marker: string;
  /** The names of the info window's close button and the zoom buttons (Leaflet's are English). */
  readonly close: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  /** The pan buttons' group and the buttons ("Move the map", "Move the map up"…). */
  readonly pan: string;
  readonly panUp: string;
  readonly panDown: string;
  readonly panLeft: string;
  readonly panRight: string;
  /** The title of the attribution's "Leaflet" link (Leaflet's is English). */
  readonly leafletTitle: string;
}

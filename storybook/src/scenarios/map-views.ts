/**
 * What the map stories show of the world: their centres and zooms, and the box a map fills. The
 * tiles under exactly these views (and one zoom either side, for the + and - buttons and a
 * cluster zoomed into) are recorded from the demo's tile generator into public/tiles/ by
 * scripts/record-fixtures.ts, so Storybook needs no tile server. A story that moves elsewhere
 * shows the tile layer's sea-coloured background there: add its view here and record again.
 */

export interface MapView {
  readonly latitude: number;
  readonly longitude: number;
  readonly zoom: number;
  /** The largest box, in px, a story shows this view in (the story's column, the map's height). */
  readonly width: number;
  readonly height: number;
}

/** The stories' map column: a listing page's main column (the map's height is the theme's). */
export const MAP_COLUMN_PX = 720;
/** The demo theme's `.rental__map` and `.search-map` heights (at most). */
const MAP_HEIGHT_PX = 360;

/** St Ives harbour, the demo's first town (examples/cms-host/src/data/towns.ts). */
export const ST_IVES = { latitude: 50.2105, longitude: -5.48 } as const;

/** Leaflet's keyboard pan: one arrow press moves the map 80 px. */
const ARROW_PAN_PX = 80;
/** The arrow presses the controls story pans by (src/stories/maps/Map.stories.tsx). */
export const PANNED_PRESSES = 12;

export const MAP_VIEWS = {
  /** A listing's location: street level around the harbour. */
  listing: { ...ST_IVES, zoom: 13, width: MAP_COLUMN_PX, height: MAP_HEIGHT_PX },
  /** The homes and things to do around St Ives: close enough together to cluster. */
  town: { ...ST_IVES, zoom: 12, width: MAP_COLUMN_PX, height: MAP_HEIGHT_PX },
  /** Marker icon sets: a grid of places wide enough apart not to cluster. */
  icons: { ...ST_IVES, zoom: 11, width: MAP_COLUMN_PX, height: MAP_HEIGHT_PX },
  /**
   * Where 'No zoom buttons, scale and overview' pans to before its overview button: its things
   * to do, fitted by autozoom at zoom 12, then 12 arrow presses of 80 px west, the places out of
   * sight. Without its tiles that sea was six 404s on the console of a story that works.
   */
  pannedWest: {
    latitude: ST_IVES.latitude,
    longitude: ST_IVES.longitude - (PANNED_PRESSES * ARROW_PAN_PX * 360) / (256 * 2 ** 12),
    zoom: 12,
    width: MAP_COLUMN_PX,
    height: MAP_HEIGHT_PX,
  },
  /** The results map: every page of homes across the five towns, fitted by autozoom. */
  cornwall: { latitude: 50.35, longitude: -5.05, zoom: 9, width: MAP_COLUMN_PX, height: 360 },
} as const satisfies Record<string, MapView>;

/** The demo's tile URL pattern under Storybook's static files (storybook/public/tiles/). */
export const TILE_PATH = 'tiles/{z}/{x}/{y}.svg';

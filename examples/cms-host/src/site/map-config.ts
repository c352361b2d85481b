/**
 * The demo pages' map configs, in the map widget's contract (@stayfront/maps, its settings
 * types; the keys are the legacy map module's, SPEC 3.18, 3.19): the site's own tiles as the
 * base layer, and markers whose content comes from the page or from this site.
 */
import { imageToken } from '../data/images.js';

/** The base layer: the site's generated tiles (map-routes.ts). */
export const TILE_URL = '/tiles/{z}/{x}/{y}.svg';
/** `rmtcallback`: a remote marker's content is `{this}/{id}` (SPEC 7.7). */
export const MARKER_CONTENT_PATH = '/fragments/map-marker';

/** A remote marker's id: the entity key in URL form, "node/12:en" → "node-12-en". */
export const markerId = (key: string) => imageToken(key);

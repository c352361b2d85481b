/**
 * `baselayers` (SPEC 3.18): the tile layers a visitor can switch between, keyed by map type:
 * `{ "Map": { "url": "https://tile.example/{z}/{x}/{y}.png", "attribution": "© …" } }`. Tile
 * URLs are fetched as images, so any http(s) host or a path of this site is allowed, never
 * another scheme. Attributions are text (Leaflet writes them as HTML: they are escaped there).
 */
import { isRecord, type Reader } from '@stayfront/widgets';
import { type BaseLayer, MAP_TYPES, type MapType } from './types.js';

/** Without `baselayers`: OpenStreetMap's standard tiles, credited as its licence requires. */
export const OSM_LAYER: BaseLayer = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  subdomains: 'abc',
  maxZoom: 19,
};

/** http(s) or a path on this site, with the tile placeholders; not `javascript:`, `data:`, `//host`. */
export function isTileUrl(value: string): boolean {
  return (
    value.length <= 2000 &&
    /\{z\}/.test(value) &&
    /\{x\}/.test(value) &&
    // `{-y}`: a TMS server's rows, counted from the south.
    /\{-?y\}/.test(value) &&
    (/^https?:\/\/[^/]/i.test(value) || (/^\/(?!\/)/.test(value) && !/[\\\s]/.test(value)))
  );
}

/**
 * The `{name}`s Leaflet fills in a tile URL. Any other (`?key={apikey}` copied from a provider's
 * snippet, a typo such as `{Z}`) made Leaflet throw on every tile: a grey map and an error per
 * tile. Leaflet reads `{ name }` with spaces too, and so does this.
 */
const PLACEHOLDER = /\{ *([\w -]+) *\}/g;
const FILLED = new Set(['z', 'x', 'y', 's', 'r', '-y']);

export function unknownPlaceholder(url: string): string | null {
  for (const [whole, name] of url.matchAll(PLACEHOLDER))
    if (!FILLED.has(name as string)) return whole;
  return null;
}

export const readBaseLayers: Reader<Readonly<Partial<Record<MapType, BaseLayer>>>> = (
  value,
  path,
  issues,
) => {
  if (value === undefined || value === null) return { Map: OSM_LAYER };
  if (!isRecord(value)) {
    issues.push({ path, message: 'expected { "Map": { "url": …, "attribution": … } }' });
    return { Map: OSM_LAYER };
  }
  const layers: Partial<Record<MapType, BaseLayer>> = {};
  for (const [type, layer] of Object.entries(value)) {
    const at = `${path}.${type}`;
    const mapType = MAP_TYPES.find((name) => name.toLowerCase() === type.toLowerCase());
    if (!mapType) {
      issues.push({ path: at, message: `expected a map type: ${MAP_TYPES.join(', ')}` });
      continue;
    }
    const {
      url,
      attribution = '',
      subdomains = 'abc',
      maxzoom = null,
    } = isRecord(layer) ? layer : {};
    if (typeof url !== 'string' || !isTileUrl(url)) {
      issues.push({
        path: `${at}.url`,
        message: 'expected an http(s) URL or a path of this site with {z}, {x} and {y}',
      });
      continue;
    }
    const unknown = unknownPlaceholder(url);
    if (unknown) {
      issues.push({
        path: `${at}.url`,
        message: `${unknown} is not filled in: a tile URL may use {z}, {x}, {y}, {s}, {r} and {-y}`,
      });
      continue;
    }
    if (typeof attribution !== 'string' || attribution.length > 500)
      issues.push({
        path: `${at}.attribution`,
        message: 'expected a text of at most 500 characters',
      });
    // `{s}` without subdomains is left unfilled too (Leaflet throws).
    else if (
      typeof subdomains !== 'string' ||
      !/^[a-z0-9]{0,10}$/i.test(subdomains) ||
      (subdomains === '' && /\{ *s *\}/.test(url))
    )
      issues.push({
        path: `${at}.subdomains`,
        message: 'expected letters or digits such as "abc"',
      });
    else if (
      maxzoom !== null &&
      !(Number.isInteger(maxzoom) && (maxzoom as number) >= 0 && (maxzoom as number) <= 22)
    )
      issues.push({ path: `${at}.maxzoom`, message: 'expected a whole number from 0 to 22' });
    else layers[mapType] = { url, attribution, subdomains, maxZoom: maxzoom as number | null };
  }
  // No layer left (`{}`, or every one refused): a map of nothing but markers on grey.
  if (!Object.keys(layers).length && !issues.some((issue) => issue.path.startsWith(path)))
    issues.push({
      path,
      message: 'expected at least one base layer, such as { "Map": { "url": … } }',
    });
  return layers;
};

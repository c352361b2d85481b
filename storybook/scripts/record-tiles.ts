/**
 * The map stories' tiles, drawn by the demo's own tile generator (examples/cms-host serves the
 * same SVGs at /tiles/{z}/{x}/{y}.svg) into public/tiles/: only the tiles under the stories'
 * views (src/scenarios/map-views.ts) and half a tile around them, at their zoom and one either
 * side: about a hundred and sixty small files instead of a world. Deterministic: recording twice
 * gives the same files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { project, TILE_SIZE } from '../../examples/cms-host/src/site/tiles/mercator.js';
import { renderTile } from '../../examples/cms-host/src/site/tiles/render-tile.js';
import { MAP_VIEWS, type MapView } from '../src/scenarios/map-views.js';

/** The zooms a story reaches from its view: the + and - buttons, a cluster zoomed into. */
const ZOOM_STEPS = [-1, 0, 1] as const;
/**
 * Tiles beyond the box on every side, in px: a view fitted to its markers (autozoom, a cluster
 * zoomed into, the overview button) is centred a little off the story's centre.
 */
const MARGIN_PX = 128;

/** The tiles (`z/x/y`) covering `view`'s box at zoom `z`, centred on the view. */
function tilesUnder(view: MapView, z: number): string[] {
  const scale = TILE_SIZE * 2 ** z;
  const centre = project(view.latitude, view.longitude);
  const last = 2 ** z - 1;
  const range = (middle: number, size: number) => {
    const from = Math.max(0, Math.floor((middle * scale - size / 2) / TILE_SIZE));
    const to = Math.min(last, Math.floor((middle * scale + size / 2) / TILE_SIZE));
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  };
  return range(centre.x, view.width + 2 * MARGIN_PX).flatMap((x) =>
    range(centre.y, view.height + 2 * MARGIN_PX).map((y) => `${z}/${x}/${y}`),
  );
}

/** Writes the tiles into `folder` (emptied first: none left from other views); returns how many. */
export function recordTiles(folder: string): number {
  const tiles = new Set<string>();
  for (const view of Object.values(MAP_VIEWS)) {
    for (const step of ZOOM_STEPS)
      for (const tile of tilesUnder(view, view.zoom + step)) tiles.add(tile);
  }
  rmSync(folder, { recursive: true, force: true });
  for (const tile of [...tiles].sort()) {
    const [z, x, y] = tile.split('/').map(Number) as [number, number, number];
    mkdirSync(join(folder, String(z), String(x)), { recursive: true });
    writeFileSync(join(folder, `${tile}.svg`), renderTile(z, x, y));
  }
  return tiles.size;
}

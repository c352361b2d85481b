/**
 * What the demo's maps fetch from the site: the generated tiles (the machines are offline, so no
 * tile server).
 */
import type { FastifyInstance } from 'fastify';
import { parseTile } from './tiles/mercator.js';
import { createTileCache } from './tiles/render-tile.js';

/** A tile is drawn from fixed data: the same URL is the same picture for good. */
const TILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function registerMapRoutes(app: FastifyInstance): void {
  const tile = createTileCache();
  app.get<{ Params: { z: string; x: string; file: string } }>(
    '/tiles/:z/:x/:file',
    async (request, reply) => {
      const { z, x, file } = request.params;
      const y = file.endsWith('.svg') ? file.slice(0, -4) : null;
      const parsed = y === null ? null : parseTile(z, x, y);
      if (!parsed) return reply.code(404).type('text/plain; charset=utf-8').send('No such tile.');
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', TILE_CACHE_CONTROL)
        .send(tile(parsed.z, parsed.x, parsed.y));
    },
  );
}

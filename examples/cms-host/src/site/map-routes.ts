/**
 * What the demo's maps fetch from the site: the generated tiles (the machines are offline, so no
 * tile server) and the content of remote (`rmt`) markers (SPEC 3.19, 7.7).
 */
import type { FastifyInstance } from 'fastify';
import type { Liquid } from 'liquidjs';
import { MARKER_CONTENT_PATH } from './map-config.js';
import type { SiteData } from './site-data.js';
import { parseTile } from './tiles/mercator.js';
import { createTileCache } from './tiles/render-tile.js';
import { listingCard, thingView } from './view-models.js';

/** A tile is drawn from fixed data: the same URL is the same picture for good. */
const TILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function registerMapRoutes(app: FastifyInstance, site: SiteData, liquid: Liquid): void {
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

  // SPEC 7.7: GET {rmtcallback}/{rmt}?{params}; the HTML goes into the marker's info window.
  // The id is markerId's (map-config.ts): a listing's or a thing to do's. The params are the
  // page's own (none today) and change nothing here.
  app.get<{ Params: { id: string } }>(`${MARKER_CONTENT_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    const listing = site.listingsByToken.get(id);
    const thing = listing ? undefined : site.thingsByToken.get(id);
    const data = listing
      ? { listing: listingCard(listing) }
      : thing
        ? { thing: thingView(thing) }
        : null;
    if (!data) return reply.code(404).type('text/html; charset=utf-8').send('<p>Not found.</p>');
    return reply
      .type('text/html; charset=utf-8')
      .send(await liquid.renderFile('fragments/map-marker', data));
  });
}

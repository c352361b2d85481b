/**
 * Starts the demo: loads or generates the listings, builds the search index when the data
 * changed, and serves the site on PORT (default 3000). `LISTINGS_FILE=path.json` indexes other
 * listings; `SOLR_URL` sends search to Apache Solr instead of the embedded engine.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './server.js';
import { loadSiteData } from './site/site-data.js';

const DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const started = performance.now();
const site = loadSiteData(process.env, process.env.DATA_DIR ?? DATA_DIR);
const app = await createServer({
  site,
  solrUrl: process.env.SOLR_URL,
  logger: process.env.LOG !== 'off',
  strictCsp: process.env.STRICT_CSP === '1',
  trustedTypes: process.env.TRUSTED_TYPES === '1',
});
await app.listen({ port, host });
console.log(
  `\nStayfront demo: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/\n` +
    `  ${site.listings.length} listings from ${site.source}, index ${join(process.env.DATA_DIR ?? DATA_DIR, 'index.sqlite')}` +
    ` (ready in ${Math.round(performance.now() - started)} ms)\n` +
    `  search: ${process.env.SOLR_URL ? `Apache Solr at ${process.env.SOLR_URL}` : 'embedded engine'}\n`,
);

/**
 * The demo for a browser benchmark and for the e2e tests (test/e2e/demo.ts): `listings` generated
 * into a temporary directory, served on a free local port with a rate limit no benchmark reaches.
 * `close` stops the server and removes the directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ServerOptions } from '../src/server.js';
import { loadSiteData, type SiteData } from '../src/site/site-data.js';

export interface BenchSite {
  readonly site: SiteData;
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  close(): Promise<void>;
}

export async function startBenchSite(
  name: string,
  listings: number,
  options: Pick<ServerOptions, 'strictCsp' | 'trustedTypes'> = {},
): Promise<BenchSite> {
  const dir = mkdtempSync(join(tmpdir(), `stayfront-${name}-`));
  const site = loadSiteData({ LISTINGS_COUNT: String(listings) }, dir);
  const app = await createServer({
    site,
    logger: false,
    rateLimit: { perSecond: 1000, burst: 1000 },
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    site,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      site.db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Browser test harness: Debian's Chromium driven by playwright-core (never a downloaded browser),
 * and a small static server for the package with hooks the tests need (delayed or failing
 * responses, a CSP header, an alias path for "any base path or CDN").
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium.mjs';

export const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', ...CHROMIUM_ARGS],
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
};

export interface ServerHooks {
  /** Milliseconds to hold a response for paths ending with the key. */
  delays: Map<string, number>;
  /** Paths ending with the key answer 503 this many more times. */
  failures: Map<string, number>;
  /** Every path requested, in order. */
  requests: string[];
}

export interface StaticServer {
  url: string;
  hooks: ServerHooks;
  close(): Promise<void>;
}

/**
 * Serves the package directory. `/cdn/v1/…` is an alias of `/dist/classic/…` (a loader served from
 * elsewhere); `?csp=NONCE` on an HTML page adds a strict nonce-based Content-Security-Policy.
 */
export async function startServer(): Promise<StaticServer> {
  const hooks: ServerHooks = { delays: new Map(), failures: new Map(), requests: [] };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    hooks.requests.push(url.pathname);
    const path = url.pathname.replace(/^\/cdn\/v1\//, '/dist/classic/');
    const file = normalize(join(PACKAGE_ROOT, decodeURIComponent(path)));
    if (!file.startsWith(PACKAGE_ROOT)) {
      response.writeHead(403).end();
      return;
    }
    for (const [suffix, ms] of hooks.delays) {
      if (url.pathname.endsWith(suffix)) await new Promise((resolve) => setTimeout(resolve, ms));
    }
    for (const [suffix, left] of hooks.failures) {
      if (url.pathname.endsWith(suffix) && left > 0) {
        hooks.failures.set(suffix, left - 1);
        response.writeHead(503, { 'Cache-Control': 'no-store' }).end('unavailable');
        return;
      }
    }
    try {
      const body = await readFile(file);
      const headers: Record<string, string> = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
      };
      const nonce = url.searchParams.get('csp');
      if (nonce && extname(file) === '.html') {
        headers['Content-Security-Policy'] =
          `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'`;
      }
      response
        .writeHead(200, headers)
        .end(nonce ? body.toString().replaceAll('NONCE', nonce) : body);
    } catch {
      response.writeHead(404, { 'Cache-Control': 'no-store' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hooks,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

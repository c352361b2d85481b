/**
 * The demo site: server-rendered pages from Liquid templates (what a CMS theme emits, with the
 * Stayfront markup contract), the generated images, the search proxy, the ranking service, and
 * Stayfront's built loader and chunks.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Liquid } from 'liquidjs';
import { listingImageSvg, thingImageSvg } from './data/images.js';
import { type OperatorOptions, operatorOptionsProblem } from './proxy/operator-rules.js';
import { createRateLimiter } from './proxy/rate-limit.js';
import { proxySearch } from './proxy/search-proxy.js';
import { rankingFor } from './ranking/demo-ranking.js';
import { availabilityView } from './site/availability.js';
import { registerLeadRoutes } from './site/lead-routes.js';
import { registerMapRoutes } from './site/map-routes.js';
import { createProgressJobs } from './site/progress.js';
import { DEMO_PROXY_POLICY } from './site/proxy-policy.js';
import { searchConfig, searchPage } from './site/search-page.js';
import { SEARCH_PATHS } from './site/search-request.js';
import type { SiteData } from './site/site-data.js';
import { withScriptNonce } from './site/strict-csp.js';
import {
  json,
  listingCard,
  listingPage,
  scriptJson,
  shareLinks,
  thingView,
} from './site/view-models.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LOADER_DIR = join(ROOT, '../../packages/loader/dist/classic');
/** DOMPurify's browser build, resolved from the widgets package, which depends on it. */
const PURIFY_PATH = () =>
  createRequire(join(ROOT, '../../packages/widgets/package.json')).resolve(
    'dompurify/dist/purify.min.js',
  );

/** The widgets' classic chunks (`widgets/*.js`), served beside loader.js as a themer would copy them. */
export const WIDGETS_DIR = join(ROOT, '../../packages/widgets/dist/classic');

export interface ServerOptions {
  site: SiteData;
  solrUrl?: string | undefined;
  /** Pino request logs with response times. @default true */
  logger?: boolean;
  /** Proxy requests per second per client, and burst. @default 20 and 60 */
  rateLimit?: { perSecond: number; burst: number };
  /**
   * The proxy's field and index lists (README, "The proxy"). @default DEMO_PROXY_POLICY, the
   * demo's own; `{}` lets every field and index through.
   */
  proxyPolicy?: OperatorOptions;
  /** Every page with a strict Content-Security-Policy (site/strict-csp.ts). @default false */
  strictCsp?: boolean;
  /**
   * The strict policy with Trusted Types required (`require-trusted-types-for 'script'`), and the
   * site's default policy for Leaflet's and flatpickr's own innerHTML (site/strict-csp.ts).
   * Implies `strictCsp`. @default false
   */
  trustedTypes?: boolean;
}

const FAVOURITES_CONFIG = json({ path: '/favourites', namespace: 'riot_solr_flag_items' });
/**
 * The header counter's own search instance on every page but the favourites page (which defines
 * `favourites` itself): it only sends the favourites query (SPEC 7.3), never a search.
 */
const { url, index, hash, max_rows } = searchConfig().solr;
const FAVOURITES_SEARCH_JSON = scriptJson({
  solr: { url, index, hash, max_rows },
  url_hash: false,
});

/**
 * A built inline snippet's text, or null without a build (unit tests: the page goes without it).
 * Inlined raw into a <script>, so it must not be able to end the element early.
 */
function readSnippet(dir: string, file: string): string | null {
  let snippet: string;
  try {
    snippet = readFileSync(join(dir, file), 'utf8').trim();
  } catch {
    return null;
  }
  if (/<\/script/i.test(snippet)) throw new Error(`${file} contains </script`);
  return snippet;
}

/**
 * The search page's hash-pending snippet (@stayfront/loader's dist/classic/hash-pending.js),
 * inlined in <head> as a themer would: a deep link's state is in the hash (SPEC 2.1), which this
 * server never sees, so its page shows as pending until the widgets' first answer (SPEC 4.2). Its
 * options mirror the page's search config.
 */
function hashPendingSnippet() {
  const snippet = readSnippet(LOADER_DIR, 'hash-pending.js');
  if (snippet === null) return null;
  const config: { solr: { exposed_params: readonly string[] }; hash_prefix?: string } =
    searchConfig();
  return {
    snippet,
    prefix: config.hash_prefix ?? '',
    exposed: config.solr.exposed_params.join(' '),
  };
}

/**
 * `target` as a path on this site, as a browser would read it in a Location header, else null.
 * Browsers drop tabs and line ends from a URL (`/\t/evil.example` is `//evil.example`, another
 * site) and read `\` as `/`, so the path is the URL parser's own, made of ASCII alone (a line end
 * or a non-Latin-1 character in a header was a 500), its leading slashes collapsed to one.
 */
export function sameSitePath(target: string): string | null {
  if (!target.startsWith('/')) return null;
  const origin = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || /^\/[/\\]/.test(target.replace(/[\t\n\r]/g, ''))) return null;
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const { site } = options;
  const policy = options.proxyPolicy ?? DEMO_PROXY_POLICY;
  const policyProblem = operatorOptionsProblem(policy);
  if (policyProblem) throw new Error(`proxyPolicy.${policyProblem}`);
  const app = Fastify({ logger: options.logger ?? true, trustProxy: false, bodyLimit: 64 * 1024 });
  const liquid = new Liquid({
    root: join(ROOT, 'templates'),
    extname: '.liquid',
    outputEscape: 'escape',
    cache: true,
  });
  const limiter = createRateLimiter(
    options.rateLimit?.perSecond ?? 20,
    options.rateLimit?.burst ?? 60,
  );

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  // Added before compression's own hook, so it sees the page as text.
  const trustedTypes = options.trustedTypes === true;
  if (options.strictCsp || trustedTypes)
    app.addHook('onSend', async (_request, reply, payload) => {
      if (
        typeof payload !== 'string' ||
        !/^text\/html/.test(String(reply.getHeader('content-type')))
      )
        return payload;
      const { html, policy } = withScriptNonce(payload, trustedTypes);
      reply.header('content-security-policy', policy);
      return html;
    });
  // Compressed as a CMS's web server would send them, so the demo's transfer sizes (and what
  // Lighthouse and visitors on slow networks see) are real. Brotli at a middle quality: the
  // default (11) costs more time per request than it saves on a demo that compresses on the fly.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, { root: join(ROOT, 'public'), prefix: '/assets/' });
  // DOMPurify's browser build, for the Trusted Types default policy (site/strict-csp.ts).
  if (trustedTypes)
    await app.register(fastifyStatic, {
      root: dirname(PURIFY_PATH()),
      prefix: '/vendor/',
      allowedPath: (path) => path === '/purify.min.js',
      decorateReply: false,
    });
  await app.register(fastifyStatic, {
    root: [LOADER_DIR, WIDGETS_DIR],
    prefix: '/stayfront/',
    decorateReply: false,
  });

  const render = async (template: string, data: Record<string, unknown>) =>
    liquid.renderFile(template, {
      favourites_config: FAVOURITES_CONFIG,
      favourites_search_json: FAVOURITES_SEARCH_JSON,
      ...data,
    });
  const hashPending = hashPendingSnippet();
  // The rental page's tabs deep-link snippet (@stayfront/widgets' dist/classic/tabs-deep-link.js):
  // a link to a tab (#location) shows that panel alone from the first paint, as the woken tabs will.
  const tabsDeepLink = readSnippet(WIDGETS_DIR, 'tabs-deep-link.js');
  const html = (body: string) => ({ body, type: 'text/html; charset=utf-8' });
  const queryOf = (request: FastifyRequest) => new URLSearchParams(request.url.split('?')[1] ?? '');

  app.get('/', async (_request, reply) => {
    const featured = [...site.listings]
      .filter((listing) => (listing.rating ?? 0) >= 4.7)
      .slice(0, 6)
      .map(listingCard);
    const page = await render('home', {
      page_type: 'home',
      title: 'Holiday homes',
      featured,
      things: site.things.slice(0, 4).map(thingView),
      listing_count: site.listings.length,
    });
    return reply.type(html(page).type).send(page);
  });

  // The search page's two views (SPEC 2.3): the list, and the list with a map of its homes.
  for (const path of Object.values(SEARCH_PATHS)) {
    app.get(path, async (request, reply) => {
      const page = await render('search', {
        ...searchPage(site, site.db, queryOf(request), path),
        hash_pending: hashPending,
      });
      return reply.type('text/html; charset=utf-8').send(page);
    });
  }

  app.get<{ Params: { slug: string } }>('/rentals/:slug', async (request, reply) => {
    const listing = site.listingsBySlug.get(request.params.slug);
    if (!listing) return notFound(reply);
    const shareUrl = new URL(listing.url, `${request.protocol}://${request.host}`).href;
    return reply.type('text/html; charset=utf-8').send(
      await render('rental', {
        page_type: 'rental',
        title: listing.title,
        description: listing.summary,
        listing: listingPage(listing, site.things),
        // The share form shows the page's full address (SPEC 3.11), as a visitor would copy it.
        share_url: shareUrl,
        share_links: shareLinks(shareUrl, listing.title),
        tabs_deep_link: tabsDeepLink,
        // SPEC 2.5: ?leaveReview opens the review form; only then does its modal wake at once.
        leave_review: queryOf(request).has('leaveReview'),
        // The availability form and its answer (SPEC 2.5): GET to this page.
        availability: availabilityView(
          listing,
          queryOf(request),
          new Date().toISOString().slice(0, 10),
        ),
      }),
    );
  });

  app.get('/favourites', async (_request, reply) => {
    // Nothing without favourites: the view sets q=id:(…) from the cookie (SPEC 2.4).
    const config = {
      ...searchConfig(),
      solr: { ...searchConfig().solr, default_q: '-*:*' },
      facets: [],
      ranking: undefined,
      url_hash: true,
    };
    return reply.type('text/html; charset=utf-8').send(
      await render('favourites', {
        page_type: 'favourites',
        title: 'Your favourites',
        search_config_json: scriptJson(config),
      }),
    );
  });

  // A CMS batch page (SPEC 3.22, 7.9): each visit starts a job of its own on the progress endpoint.
  app.get<{ Querystring: { fail?: string } }>('/owners/import', async (request, reply) => {
    const fail = request.query.fail === '1';
    const job = randomUUID().slice(0, 8);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        await render('import', {
          page_type: 'import',
          title: 'Import listings',
          fail,
          reload_url: fail ? '/owners/import?fail=1' : '/owners/import',
          progress_config: JSON.stringify({
            uri: `/api/progress/${job}${fail ? '?fail=1' : ''}`,
            interval: 500,
            label: 'Import progress',
          }),
        }),
      );
  });

  app.get('/things-to-do', async (_request, reply) => {
    return reply.type('text/html; charset=utf-8').send(
      await render('things', {
        page_type: 'things',
        title: 'Things to do',
        things: site.things.map(thingView),
      }),
    );
  });
  app.get<{ Params: { slug: string } }>('/things-to-do/:slug', async (request, reply) => {
    const thing = site.thingsBySlug.get(request.params.slug);
    if (!thing) return notFound(reply);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        await render('thing', { page_type: 'things', title: thing.title, thing: thingView(thing) }),
      );
  });

  // The jump menu's no-JavaScript fallback (SPEC 7.8): `?to=/path` or `?to=name::/path`, same site only.
  app.get('/go', async (request, reply) => {
    const raw = queryOf(request).get('to') ?? '';
    const target = sameSitePath(raw.includes('::') ? raw.slice(raw.indexOf('::') + 2) : raw);
    if (target === null) return reply.code(400).type('text/plain').send('Choose a page.');
    return reply.redirect(target, 303);
  });

  app.get<{ Params: { file: string } }>('/images/listings/:file', async (request, reply) => {
    const match = /^(.+)-(\d{1,2})\.svg$/.exec(request.params.file);
    const listing = match?.[1] ? site.listingsByToken.get(match[1]) : undefined;
    if (!match || !listing) return reply.code(404).send();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(listingImageSvg(listing.key, Number(match[2]), listing.title));
  });
  app.get<{ Params: { file: string } }>('/images/things/:file', async (request, reply) => {
    const thing = site.thingsByToken.get(request.params.file.replace(/\.svg$/, ''));
    if (!thing) return reply.code(404).send();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(thingImageSvg(thing.key, thing.title));
  });

  registerMapRoutes(app, site, liquid);
  registerLeadRoutes(app, site, liquid, render);

  const proxy = async (request: FastifyRequest, path: string) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const params = [
      ...new URLSearchParams(request.method === 'POST' ? body : (request.url.split('?')[1] ?? '')),
    ];
    return proxySearch(path, params, { db: site.db, solrUrl: options.solrUrl, policy });
  };
  for (const [route, path] of [
    ['/search/proxy', 'select'],
    ['/search/proxy/select', 'select'],
    ['/search/proxy/*', ''],
  ] as const) {
    app.route({
      method: ['GET', 'POST'],
      url: route,
      handler: async (request, reply) => {
        // The answer echoes the visitor's parameters (Solr's responseHeader, the refusals' msg):
        // it is JSON and nothing else, never sniffed as a script or a page (attack list 7.1).
        reply.header('X-Content-Type-Options', 'nosniff');
        if (!limiter.take(request.ip))
          return reply
            .code(429)
            .send({ error: { code: 429, msg: 'Too many requests; slow down.' } });
        const result = await proxy(request, path || (request.params as { '*': string })['*']);
        // JSON whether the body is an object or Solr's own text (sent as it came).
        return reply
          .code(result.status)
          .header('Cache-Control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(result.body);
      },
    });
  }

  // SPEC 7.7: HTML for modal dialogs and lazy blocks, without the page around it.
  const fragments: Record<string, () => Record<string, unknown>> = {
    terms: () => ({}),
    nearby: () => ({ things: site.things.slice(0, 4).map(thingView) }),
    status: () => ({ message: 'Your enquiry was sent. We will answer within a day.' }),
  };
  app.get<{ Params: { name: string } }>('/fragments/:name', async (request, reply) => {
    const data = Object.hasOwn(fragments, request.params.name)
      ? fragments[request.params.name]
      : undefined;
    if (!data) return reply.code(404).type('text/html; charset=utf-8').send('<p>Not found.</p>');
    return reply
      .type('text/html; charset=utf-8')
      .send(await liquid.renderFile(`fragments/${request.params.name}`, data()));
  });

  const progress = createProgressJobs();
  app.get<{ Params: { id: string }; Querystring: { fail?: string } }>(
    '/api/progress/:id',
    async (request, reply) => {
      if (!/^[\w-]{1,40}$/.test(request.params.id)) {
        return reply.code(400).send({ status: 0, percentage: 0, message: 'Bad job id.' });
      }
      return reply
        .header('Cache-Control', 'no-store')
        .send(progress(request.params.id, request.query.fail === '1'));
    },
  );

  app.get<{ Params: { service: string }; Querystring: { cid?: string } }>(
    '/api/v2/:service/ranking',
    async (request, reply) => {
      if (!/^[a-z0-9-]+_serving$/.test(request.params.service))
        return reply.code(404).send({ error: 'unknown provider' });
      return reply
        .header('Cache-Control', 'no-store')
        .send(rankingFor(site.listings, String(request.query.cid ?? '').slice(0, 100)));
    },
  );

  async function notFound(reply: import('fastify').FastifyReply) {
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(await render('not-found', { page_type: 'not-found', title: 'Page not found' }));
  }
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));
  return app;
}

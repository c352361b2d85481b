/**
 * A connection: where an instance's requests go and the caches behind them. Instances with
 * `index: 'inherit'` share their parent's connection (SPEC 3.3), and its documents when they ask
 * for the same fields.
 */
import type { SearchConfig } from '../config/types.js';
import { DocCache } from '../docs/doc-cache.js';
import type { Platform } from '../platform/platform.js';
import { createTransport, type Transport } from '../request/transport.js';
import { documentFields } from './build-params.js';

export interface Connection {
  /** The proxy URL searches are POSTed to. */
  readonly url: string;
  /** `{url}/select`, for full documents and the favourites counter (SPEC 7.2, 7.3). */
  readonly selectUrl: string;
  readonly transport: Transport;
  readonly docCache: DocCache;
}

function selectUrlOf(url: string): string {
  const [path = '', query] = url.split('?', 2);
  return `${path.replace(/\/+$/, '')}/select${query === undefined ? '' : `?${query}`}`;
}

/**
 * The document cache of `config`'s documents: one namespace per proxy, index, site hash and
 * configured `fl`, since documents fetched with other fields are other documents (SPEC 7.2).
 */
export function createDocCache(config: SearchConfig, platform: Platform): DocCache {
  const now = () => platform.timers.now();
  const { storage } = platform;
  const lifetime = config.docCacheLifetimeMs;
  // The persistent tier is its own module, loaded only where `doc_cache` is set; it loads while
  // the first search is on its way (search-runner's fullDocs waits for it, within a bound). What
  // it can do itself (hashing the setup into a namespace) it does, so every page carries less.
  return new DocCache(
    now,
    lifetime > 0 && storage
      ? import('../docs/persistent-doc-store.js').then(({ openDocStore }) =>
          openDocStore(
            storage,
            now,
            lifetime,
            JSON.stringify([config.url, config.index, config.siteHash, documentFields(config)]),
          ),
        )
      : undefined,
    platform.timers,
  );
}

export function createConnection(config: SearchConfig, platform: Platform): Connection {
  return {
    url: config.url,
    selectUrl: selectUrlOf(config.url),
    transport: createTransport(platform, config.timeoutMs),
    docCache: createDocCache(config, platform),
  };
}

/**
 * The connection an `index: 'inherit'` search reuses (SPEC 3.3): its parent's, with the parent's
 * document cache unless the child asks for other fields (its own `fl`), which get a cache apart.
 */
export function inheritConnection(
  parent: { readonly config: SearchConfig; readonly connection: Connection },
  config: SearchConfig,
  platform: Platform,
): Connection {
  return documentFields(config) === documentFields(parent.config)
    ? parent.connection
    : { ...parent.connection, docCache: createDocCache(config, platform) };
}

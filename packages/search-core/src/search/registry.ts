/**
 * Named search instances shared by the islands of a page (ARCHITECTURE 2: `data-search="main"`).
 * The loader defines instances from `<script type="application/json" data-search-config>` and
 * islands look them up; `index: 'inherit'` finds its parent here.
 */
import { SearchConfigError } from '../errors.js';
import { isLegacySearchConfig } from '../legacy/is-legacy-config.js';
import type { Platform, PlatformOverrides } from '../platform/platform.js';
import { resolvePlatform } from '../platform/resolve-platform.js';
import { createSearch } from './create-search.js';
import type { SearchInstance } from './search-instance.js';

// Private members use `#` names, which minify, unlike TypeScript's `private` properties.
export class SearchRegistry {
  readonly #instances = new Map<string, SearchInstance>();
  readonly #platform: Platform;

  constructor(platform?: Platform | PlatformOverrides) {
    this.#platform = resolvePlatform(platform);
  }

  /**
   * Creates the instance `name`, or returns the existing one: a second definition of the same
   * name (the same config block rendered twice) is ignored with a warning.
   */
  define(name: string, config: unknown): SearchInstance {
    const existing = this.get(name);
    if (existing) {
      this.#platform.console.warn(
        `Stayfront: search "${name}" is already defined; the new definition is ignored.`,
      );
      return existing;
    }
    const parentName = inheritedParent(config);
    const parent = parentName ? this.get(parentName) : undefined;
    const instance = createSearch(config, { name, platform: this.#platform, parent });
    // Two searches writing the same hash parameters (SPEC 2.1) follow each other's state.
    const hash = (search: SearchInstance) => search.config.urlHash && search.config.hashPrefix;
    for (const other of this.#instances.values())
      if (hash(instance) === hash(other) && hash(other) !== false)
        this.#platform.console.warn(
          `Stayfront: searches "${other.name}" and "${name}" share the URL hash; set a hash_prefix`,
        );
    this.#instances.set(name, instance);
    return instance;
  }

  /**
   * Like `define`, but also reads the legacy Drupal shapes (SPEC 3.3 `opts.solr`, SPEC 3.4 facet
   * settings): the legacy adapter is imported only when the config needs it, and warns once per
   * deprecated key. This is what the loader calls for `data-search-config` blocks.
   */
  async load(name: string, config: unknown): Promise<SearchInstance> {
    if (!isLegacySearchConfig(config)) return this.define(name, config);
    const { migrateLegacyConfig } = await import('../legacy/migrate-legacy-config.js');
    return this.define(
      name,
      migrateLegacyConfig(config, (message) => this.#platform.console.warn(message)),
    );
  }

  get(name: string): SearchInstance | undefined {
    return this.#instances.get(name);
  }

  /** The instance `name`, or an error an integrator can act on. */
  require(name: string): SearchInstance {
    const instance = this.get(name);
    if (instance) return instance;
    throw new SearchConfigError(
      'data-search',
      `no search "${name}" is defined; add <script type="application/json" data-search-config="${name}"> before it`,
    );
  }

  names(): string[] {
    return [...this.#instances.keys()];
  }

  remove(name: string): void {
    this.get(name)?.dispose();
    this.#instances.delete(name);
  }

  clear(): void {
    for (const name of this.names()) this.remove(name);
  }
}

/** The parent an inheriting config names (`solr.parent`, default `main`), read before validation. */
function inheritedParent(config: unknown): string | null {
  const solr = (config as { solr?: { index?: unknown; parent?: unknown } } | null)?.solr;
  if (solr?.index !== 'inherit') return null;
  return typeof solr.parent === 'string' ? solr.parent : 'main';
}

// Kept on globalThis so that separately loaded chunks, even two copies of search-core, share it.
const PAGE_REGISTRY = Symbol.for('stayfront.searchRegistry');

/** The registry of the page, created on first use. */
export function getPageRegistry(): SearchRegistry {
  const holder = globalThis as typeof globalThis & { [PAGE_REGISTRY]?: SearchRegistry };
  holder[PAGE_REGISTRY] ??= new SearchRegistry();
  return holder[PAGE_REGISTRY];
}

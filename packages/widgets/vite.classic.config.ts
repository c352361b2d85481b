import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { markerClusterFactory } from '../maps/build/marker-cluster-factory.js';
import { terserPass } from './build/terser-pass.js';

/**
 * The classic build for CMS templates: one ES module per widget in dist/classic/widgets/, named as
 * loader.js imports them (`widgets/<name>.js`, one per file in src/islands/ of this package and of
 * the other React widget packages), with React, search-core and the shared widget code split into
 * chunks every widget on the page shares: one build, so a page never loads two copies of React.
 * Copy dist/classic/ next to the loader's dist/classic/loader.js.
 */
// Sibling packages are read from their sources by path (they depend on this package, not the
// other way round), so the classic bundle can hold them without a dependency cycle.
const ISLAND_DIRS = [
  'src/islands',
  '../flags/src/islands',
  '../maps/src/islands',
  '../booking/src/islands',
  '../leads/src/islands',
];
const PAGE_ISLAND =
  /islands[\\/](modal|lazy-block|tabs|collapsible|jump-menu|sticky-column|toasts|progress|share-form|lazy-background|gallery|tour-slider|featured-carousel|background-video|video-modal|map|availability|lead-form|review-form|call-tracking|inquiry-select|checkout)\.ts$/;
const islands = ISLAND_DIRS.filter((dir) => existsSync(dir)).flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => /^[a-z-]+\.tsx?$/.test(file))
    .map((file) => [file.replace(/\.tsx?$/, ''), `${dir}/${file}`] as const),
);

/**
 * Vite wraps every dynamic import in `__vitePreload`, whose job is to preload the CSS and the
 * modules a lazy chunk needs. Here no chunk imports CSS and module preloading is off
 * (`modulePreload: false`), yet the helper (1.7 KB minified, 0.65 KB gzip) still rides in the
 * search chunk every page loads (vitejs/vite#18551). It is replaced by a plain call of the import:
 * a failed chunk still rejects to our own handlers; only Vite's `vite:preloadError` event, which
 * nothing here listens to, is gone.
 */
const noPreloadHelper = {
  name: 'stayfront:no-preload-helper',
  enforce: 'pre' as const,
  load: (id: string) =>
    id === '\0vite/preload-helper.js'
      ? 'export const __vitePreload = (load) => load();'
      : undefined,
};

/**
 * The favourites store and the header counter's plain module (@stayfront/flags; on every page of a
 * site with favourites) use a few small modules of search-core (Solr syntax: field names, quoting,
 * the hash's encoding) and of the loader (the config block reader), which the search chunk holds
 * too. Importing them from there would load the search chunk (25 KB) on every page; splitting them
 * into a chunk of their own would cost every search page 0.3 KB (compression lost, imports and
 * exports added). So those sources get their own copy: the same source files under a second
 * module id (`?own-copy`), which stays out of the search group and is tree-shaken to what they
 * use (about 0.25 KB gzip more in the favourites chunks, loaded twice only on a search page).
 * The inquiry form's combobox (@stayfront/leads) takes its own copy of the page's message
 * catalogue the same way: from the search chunk, the first touch of a contact page's property
 * select loaded all 25 KB of it, and every search page 7 B more for the export. The checkout's
 * step analytics (@stayfront/booking) take their own copy of the search page's rule for the tag
 * (`tagOf`) and product formats (`ga4Item`, `uaProduct`) the same way, rather than a restated one.
 * The flag toggle (@stayfront/flags; a listing's page, the home page's cards) takes its own copy of
 * the loader's React island helper (`island`, which keeps one id counter per page however many
 * copies there are): from the search chunk, every flag loaded and evaluated all 25 KB of it, about
 * 50 ms of a listing page's wake at 6x CPU, for 0.3 KB of code.
 */
const OWN_COPY = '?own-copy';
const COPIED = /packages[\\/](search-core|loader|widgets)[\\/]src[\\/]/;
const TAKES_A_COPY =
  /packages[\\/](flags[\\/]src[\\/](store|widgets[\\/]counter-search-name|islands[\\/]flag\.ts)|leads[\\/]src[\\/]inquiry-select[\\/]PropertyCombobox|booking[\\/]src[\\/]checkout[\\/](checkout-events|send-checkout-step))/;
const ownCopy: Plugin = {
  name: 'stayfront:own-copy',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const fromCopy = importer?.endsWith(OWN_COPY);
    const fromTaker =
      TAKES_A_COPY.test(importer ?? '') &&
      /^@stayfront\/(search-core|loader|widgets)(\/|$)/.test(source);
    if (!importer || !(fromCopy || fromTaker)) return null;
    const resolved = await this.resolve(source, importer.replace(OWN_COPY, ''), {
      ...options,
      skipSelf: true,
    });
    if (!resolved || !COPIED.test(resolved.id)) return resolved;
    return { id: `${resolved.id}${OWN_COPY}`, moduleSideEffects: false };
  },
  load: (id) =>
    id.endsWith(OWN_COPY)
      ? {
          code: readFileSync(id.slice(0, -OWN_COPY.length), 'utf8'),
          moduleType: id.endsWith(`.tsx${OWN_COPY}`) ? 'tsx' : 'ts',
        }
      : undefined,
};

export default defineConfig({
  // The map's clusterer becomes a factory taking the map's own Leaflet (maps/build/).
  plugins: [
    noPreloadHelper,
    ownCopy,
    markerClusterFactory(),
    terserPass({ skip: (name) => name === 'react' }),
  ],
  // Workspace packages are bundled from their sources; other packages resolve as usual (their
  // ES builds: replacing the defaults would pull react-select's CommonJS build, 12 KB larger).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/classic/widgets',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    // Not library mode: that keeps whitespace in ES output. An app build of script entries instead,
    // keeping each entry's exports (`mount`, `parseConfig`) for the loader.
    copyPublicDir: false,
    modulePreload: false,
    // Which chunk imports which, statically or on demand: read by scripts/size.mjs.
    manifest: 'manifest.json',
    rolldownOptions: {
      // search-page.js: the search page's widgets in one module, as loader.js imports them.
      input: { ...Object.fromEntries(islands), 'search-page': 'src/bundles/search-page.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // React in a chunk of its own: cached across deploys of the widgets, and measured apart.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // What page widgets share with search widgets (config readers, the select's key
            // rule, link hooks, the stand-in preload helper of every dynamic import): a chunk of
            // its own, or a page with only tabs or a modal would load the search chunk, and React
            // with it, for a few readers (scripts/size.mjs fails if one does).
            {
              name: 'shared',
              test: /packages[\\/]widgets[\\/]src[\\/](config[\\/]widget-config|sort[\\/]key-changes|runtime[\\/]navigation-hooks)\.ts$|^\0vite[\\/]preload-helper/,
              priority: 1,
            },
            {
              name: 'search',
              test: (id: string) =>
                /(packages[\\/](widgets|search-core|loader)[\\/]src|zustand)/.test(id) &&
                !id.endsWith(OWN_COPY) &&
                // The autocomplete wakes on interaction (loader definitions): its code, search-core's
                // suggest() included, rides with it rather than in what every search page loads.
                // The analytics adapter loads only on a page with a tag (islands/analytics.ts), the
                // reader of failed answers only when one comes (search-core request/transport.ts).
                // The loader's hold of clicks and focus rides with the favourites counter, whose
                // plain module holds them while its panel loads. The Trusted Types policy
                // (loader's trusted-types.ts) rides with its only users, the toasts and loadScript;
                // the loader's stylesheet adoption with the toasts and the modal, its form submit
                // with the autocomplete, its request time limit with the fragments. The drop-down
                // facet display (FacetSelect) loads only where a facet shows one (facets/Facet.tsx).
                // A split module missing here stays in this chunk: scripts/size.mjs fails on it.
                !/(ReactSelectFacet|FacetSelect|FloatingTooltip|select-(parts|messages|speech|style-cache)|toast[\\/]|page[\\/]|ranking[\\/]|migrate-legacy|sanitize|[\\/]autocomplete[\\/.]|ga4-adapter|trackers|read-failure|error-body|persistent-doc-store|hold-interaction|script-loader|trusted-types|adopt-style-sheet|request-submit|time-limit)/.test(
                  id,
                ) &&
                // A group takes its modules' imports with it: page widgets' island modules stay out,
                // so their code never rides in the search chunk.
                !PAGE_ISLAND.test(id),
            },
          ],
        },
      },
    },
  },
});

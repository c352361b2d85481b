/**
 * The widget definition table of the classic `loader.js`: each Stayfront widget's name and
 * default trigger, and its chunk, imported relative to the loader's own URL (built by
 * @stayfront/widgets into its dist/classic/widgets/). One compact string per group, because every
 * byte here is on every page: `name` or `name:trigger`, space-separated. Sites register their
 * own widgets with `Stayfront.register`.
 */
import type { Trigger, WidgetDefinition, WidgetModule } from './types.js';

/** Imports `path` relative to `base` (the directory the loader was served from). */
export type ChunkImporter = <M = WidgetModule>(path: string) => () => Promise<M>;

// The search page's widgets (@stayfront/widgets) come from one module, `widgets/search-page.js`,
// which exports each widget's module under its name: a search page shows most of them at once,
// and one request beats eleven (each a few dozen bytes that only re-export the shared chunk).
// `analytics` wakes at once: its code rides in that module, so waiting for idle would save nothing
// and could miss a click. The autocomplete wakes on interaction and keeps a chunk of its own.
export const SEARCH_PAGE_WIDGETS =
  'results facet pager sort hits-per-page result-count reset selections search-container search-layout analytics';

// Favourites (@stayfront/flags): toggles on cards wake as they scroll into view. Page widgets
// (@stayfront/widgets): a modal wakes on the first click of its link (the loader replays it);
// lazy blocks and backgrounds watch the viewport themselves. Maps (@stayfront/maps) wake as they
// scroll into view: Leaflet is their largest chunk. The availability form (@stayfront/booking) wakes
// as it scrolls into view, with flatpickr. Lead forms (@stayfront/leads) wake at once: the anti-bot
// unlock listens for the visitor's first move (SPEC 4.6) and the honeypot times the page (SPEC
// 5.1); the inquiry form's searchable select loads React and react-select on its first touch. The
// checkout (@stayfront/booking) wakes at once to send its step (SPEC 7.12). Each has its own
// `widgets/<name>.js`.
const WIDGETS =
  'autocomplete:interaction flag:visible favourites-counter favourites-view favourites-block modal:interaction lazy-block tabs collapsible jump-menu sticky-column toasts progress share-form lazy-background gallery:visible tour-slider:visible featured-carousel background-video video-modal:interaction map:visible search-map:visible availability:visible lead-form review-form call-tracking inquiry-select:interaction checkout';

const definition = (entry: string, load: (name: string) => WidgetDefinition['import']) => {
  const [name, trigger] = entry.split(':') as [string, Trigger | undefined];
  return { name, ...(trigger ? { load: trigger } : {}), import: load(name) };
};

export function definitionTable(chunk: ChunkImporter): WidgetDefinition[] {
  // An importer per widget, each with its own retry count: the browser's module map fetches and
  // evaluates widgets/search-page.js once for all of them (the same URL), and a failed import is
  // retried under a fresh URL by the widget it failed for.
  const fromSearchPage = (name: string) => {
    const load = chunk<Partial<Record<string, WidgetModule>>>('widgets/search-page.js');
    return async () => {
      // A loader.js and widgets/ of different releases: say what is missing, not fail in mount.
      const module = (await load())[name];
      if (!module) throw new Error(`widgets/search-page.js lacks "${name}"`);
      return module;
    };
  };
  return [
    ...SEARCH_PAGE_WIDGETS.split(' ').map((entry) => definition(entry, fromSearchPage)),
    ...WIDGETS.split(' ').map((entry) => definition(entry, (name) => chunk(`widgets/${name}.js`))),
  ];
}

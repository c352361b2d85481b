/**
 * The widget definition table of the classic `loader.js`: each Stayfront widget's name and
 * default trigger, and its chunk, imported relative to the loader's own URL (`widgets/<name>.js`,
 * built by @stayfront/widgets into its dist/classic/widgets/). One compact string, because every
 * byte here is on every page: `name` or `name:trigger`, space-separated. Sites register their
 * own widgets with `Stayfront.register`.
 */
import type { Trigger, WidgetDefinition } from './types.js';

/** Imports `path` relative to `base` (the directory the loader was served from). */
export type ChunkImporter = (path: string) => WidgetDefinition['import'];

// Search widgets (@stayfront/widgets). `analytics` wakes at once: its code rides in the search chunk
// every search page loads anyway, so waiting for idle would save nothing and could miss a click.
// Favourites (@stayfront/flags): toggles on cards wake as they scroll into view. Page widgets
// (@stayfront/widgets): a modal wakes on the first click of its link (the loader replays it);
// lazy blocks and backgrounds watch the viewport themselves.
const WIDGETS =
  'results facet pager sort hits-per-page autocomplete:interaction result-count reset selections search-container search-layout analytics flag:visible favourites-counter favourites-view favourites-block modal:interaction lazy-block tabs collapsible jump-menu sticky-column toasts progress share-form lazy-background gallery:visible tour-slider:visible featured-carousel background-video video-modal:interaction';

export function definitionTable(chunk: ChunkImporter): WidgetDefinition[] {
  return WIDGETS.split(' ').map((entry) => {
    const [name, load] = entry.split(':') as [string, Trigger | undefined];
    return { name, ...(load ? { load } : {}), import: chunk(`widgets/${name}.js`) };
  });
}

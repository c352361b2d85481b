/**
 * The widget table of the classic `loader.js` (names and default triggers, from the loader
 * itself), with each chunk import pointed at the package sources instead of `widgets/<name>.js`:
 * stories run the real loader path (trigger, config validation, mount) on the code being edited.
 */
import type { WidgetDefinition, WidgetModule } from '@stayfront/loader';
import { definitionTable, SEARCH_PAGE_WIDGETS } from '@stayfront/loader';

/** A widget module as its file exports it: without a `parseConfig` it is `undefined` there. */
interface ModuleExports {
  readonly mount: WidgetModule['mount'];
  readonly parseConfig?: WidgetModule['parseConfig'] | undefined;
}

type Modules = Record<string, ModuleExports>;

// Imported on first use, as chunks are, so a story's loading state is a real one.
const widgets = () =>
  import('@stayfront/widgets').then(
    (module): Modules => ({
      results: module.resultsWidget,
      facet: module.facetWidget,
      pager: module.pagerWidget,
      sort: module.sortWidget,
      'hits-per-page': module.hitsPerPageWidget,
      autocomplete: module.autocompleteWidget,
      'result-count': module.resultCountWidget,
      reset: module.resetWidget,
      selections: module.selectionsWidget,
      'search-container': module.searchContainerWidget,
      'search-layout': module.searchLayoutWidget,
      analytics: module.analyticsWidget,
      modal: module.modalWidget,
      'lazy-block': module.lazyBlockWidget,
      tabs: module.tabsWidget,
      collapsible: module.collapsibleWidget,
      'jump-menu': module.jumpMenuWidget,
      'sticky-column': module.stickyColumnWidget,
      toasts: module.toastsWidget,
      progress: module.progressWidget,
      'share-form': module.shareFormWidget,
      'lazy-background': module.lazyBackgroundWidget,
      gallery: module.galleryWidget,
      'tour-slider': module.tourSliderWidget,
      'featured-carousel': module.featuredCarouselWidget,
      'background-video': module.backgroundVideoWidget,
      'video-modal': module.videoModalWidget,
    }),
  );

const flags = () =>
  import('@stayfront/flags').then(
    (module): Modules => ({
      flag: module.flagWidget,
      'favourites-counter': module.favouritesCounterWidget,
      'favourites-view': module.favouritesViewWidget,
      'favourites-block': module.favouritesBlockWidget,
    }),
  );

const maps = () =>
  import('@stayfront/maps').then(
    (module): Modules => ({ map: module.mapWidget, 'search-map': module.searchMapWidget }),
  );

const booking = () =>
  import('@stayfront/booking').then(
    (module): Modules => ({
      availability: module.availabilityWidget,
      checkout: module.checkoutWidget,
    }),
  );

const leads = () =>
  import('@stayfront/leads').then(
    (module): Modules => ({
      'lead-form': module.leadFormWidget,
      'review-form': module.reviewFormWidget,
      'call-tracking': module.callTrackingWidget,
      'inquiry-select': module.inquirySelectWidget,
    }),
  );

const FLAGS = new Set(['flag', 'favourites-counter', 'favourites-view', 'favourites-block']);
const MAPS = new Set(['map', 'search-map']);
const BOOKING = new Set(['availability', 'checkout']);
const LEADS = new Set(['lead-form', 'review-form', 'call-tracking', 'inquiry-select']);

async function importWidget(name: string): Promise<WidgetModule> {
  const modules = await (FLAGS.has(name)
    ? flags()
    : MAPS.has(name)
      ? maps()
      : BOOKING.has(name)
        ? booking()
        : LEADS.has(name)
          ? leads()
          : widgets());
  const module = modules[name];
  if (!module) throw new Error(`Storybook has no module for the widget "${name}".`);
  const { mount, parseConfig } = module;
  return parseConfig ? { mount, parseConfig } : { mount };
}

/** What `widgets/<name>.js` exports: a widget's module, or for `search-page` the search widgets by name. */
async function importChunk(name: string): Promise<unknown> {
  if (name !== 'search-page') return importWidget(name);
  const names = SEARCH_PAGE_WIDGETS.split(' ');
  return Object.fromEntries(
    await Promise.all(names.map(async (widget) => [widget, await importWidget(widget)])),
  );
}

export const storyDefinitions: WidgetDefinition[] = definitionTable(
  <M>(path: string) =>
    () =>
      importChunk(/^widgets\/(.+)\.js$/.exec(path)?.[1] ?? path) as Promise<M>,
);

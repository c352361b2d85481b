/**
 * A page for the favourites widgets' component tests: search config blocks (any names), the
 * widgets package's fake Solr behind `fetch`, favourites already flagged, a controllable viewport
 * for the panel's media query, and `mountWidget` as the loader mounts (the widgets package's
 * helper), remembering every mount so `resetFlagsPage` unmounts them all between tests.
 */
import { getPageRegistry } from '@stayfront/search-core';
import { userEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { vi } from 'vitest';
import { createFakeSolr, type FakeSolr } from '../../../widgets/src/test-support/fake-solr.js';
import { LISTINGS, type Listing } from '../../../widgets/src/test-support/listings.js';
import {
  BASE_CONFIG,
  type MountedWidget,
  mountWidget as mountLikeTheLoader,
} from '../../../widgets/src/test-support/search-page.js';
import { DEFAULT_NAMESPACE, getFavouritesStore, resetFavouritesStores } from '../store/index.js';

export { perform, settle } from '../../../widgets/src/test-support/search-page.js';
export { BASE_CONFIG, LISTINGS };

/** The id of listing `n` (1-based) of the fake index. */
export const idOf = (n: number): string => (LISTINGS[n - 1] as Listing).id;

export interface FlagsPageOptions {
  /** Search config blocks by name. @default { main: BASE_CONFIG } */
  readonly searches?: Readonly<Record<string, unknown>>;
  readonly docs?: readonly Listing[];
  /** Ids flagged before the widgets wake, oldest first. */
  readonly favourites?: readonly string[];
  /** Ids already in the cookie, from an earlier visit (not flagged on this page), oldest first. */
  readonly cookie?: readonly string[];
  readonly path?: string;
  readonly hash?: string;
}

export interface FlagsPage {
  readonly solr: FakeSolr;
  /** A search instance of the page, once a widget has defined it. */
  search(name?: string): import('@stayfront/search-core').SearchInstance;
}

const mounted: MountedWidget[] = [];

export function setupFlagsPage(body: string, options: FlagsPageOptions = {}): FlagsPage {
  const solr = createFakeSolr(options.docs ?? LISTINGS);
  vi.stubGlobal('fetch', solr.fetch);
  history.replaceState(
    null,
    '',
    `${options.path ?? '/search'}${options.hash ? `#${options.hash}` : ''}`,
  );
  const blocks = Object.entries(options.searches ?? { main: BASE_CONFIG }).map(
    ([name, config]) =>
      `<script type="application/json" data-search-config="${name}">${JSON.stringify(config)}</script>`,
  );
  document.body.innerHTML = `${blocks.join('')}${body}`;
  if (options.cookie) Cookies.set(DEFAULT_NAMESPACE, JSON.stringify(options.cookie), { path: '/' });
  const store = getFavouritesStore(DEFAULT_NAMESPACE);
  for (const id of options.favourites ?? []) store.add(id);
  return {
    solr,
    search(name = 'main') {
      const search = getPageRegistry().get(name);
      if (!search) throw new Error(`no search "${name}" yet: mount a widget first`);
      return search;
    },
  };
}

/** Mounts `module` on the element matching `selector`, as the loader would. */
export async function mountWidget(
  selector: string,
  module: { parseConfig?: unknown; mount: unknown },
): Promise<MountedWidget> {
  const widget = await mountLikeTheLoader(selector, module);
  mounted.push(widget);
  return widget;
}

export function resetFlagsPage(): void {
  for (const widget of mounted.splice(0).reverse()) widget.unmount();
  resetFavouritesStores();
  Cookies.remove(DEFAULT_NAMESPACE, { path: '/' });
  // Where the store notes when ids were flagged (favourites-store.ts): the next test starts afresh.
  localStorage.clear();
  getPageRegistry().clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
}

/** Requests the fake Solr received at `{url}/select` without `ids`: the counter's queries. */
export const counterQueries = (solr: FakeSolr) =>
  solr.requests.filter((request) => request.url.endsWith('/select') && !request.params.has('ids'));

/**
 * Clicks `link` as a visitor would and reports what became of the click: whether it was
 * prevented, and whether the page's address changed (SPEC 2.4: with nothing flagged, choosing
 * the view does nothing).
 */
export async function clickOutcome(
  link: HTMLElement,
): Promise<{ prevented: boolean[]; navigated: boolean }> {
  const prevented: boolean[] = [];
  document.addEventListener('click', (event) => prevented.push(event.defaultPrevented), {
    once: true,
  });
  const before = location.href;
  await userEvent.setup().click(link);
  return { prevented, navigated: location.href !== before };
}

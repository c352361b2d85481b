/**
 * A search page for component tests: the search config block, a fake Solr behind `fetch`, and
 * `mountWidget`, which mounts a widget module exactly as the loader does (parseConfig, then
 * mount), inside `act` so React's updates are flushed. `resetPage` runs after each test.
 */
import type { MountContext, WidgetModule } from '@stayfront/loader';
import { getPageRegistry, type SearchInstance } from '@stayfront/search-core';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { createFakeSolr, type FakeSolr } from './fake-solr.js';
import { LISTINGS, type Listing } from './listings.js';

export const BASE_CONFIG = {
  solr: { url: '/search/proxy', max_rows: 6, exposed_params: ['q', 'fq', 'sort', 'start'] },
  facets: [
    { field: 'ss_town', label: 'Town', operator: 'OR' },
    { field: 'sm_amenities', label: 'Amenities', operator: 'AND' },
    { field: 'its_bedrooms', label: 'Bedrooms', operator: 'OR' },
  ],
};

export interface TestPage {
  readonly solr: FakeSolr;
  /** The shared search instance, once a widget has defined it. */
  search(): SearchInstance;
}

export function setupPage(
  body: string,
  options: { config?: unknown; docs?: readonly Listing[]; hash?: string } = {},
): TestPage {
  const solr = createFakeSolr(options.docs ?? LISTINGS);
  vi.stubGlobal('fetch', solr.fetch);
  history.replaceState(null, '', `/search${options.hash ? `#${options.hash}` : ''}`);
  document.body.innerHTML = `<script type="application/json" data-search-config="main">${JSON.stringify(
    options.config ?? BASE_CONFIG,
  )}</script>${body}`;
  return {
    solr,
    search() {
      const search = getPageRegistry().get('main');
      if (!search) throw new Error('no search "main" yet: mount a widget first');
      return search;
    },
  };
}

export function resetPage(): void {
  getPageRegistry().clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
}

export interface MountedWidget {
  readonly element: HTMLElement;
  readonly errors: unknown[];
  unmount(): void;
}

/** Mounts `module` on the element matching `selector`, as the loader would. */
export async function mountWidget(
  selector: string,
  module: WidgetModule<never> | { parseConfig?: unknown; mount: unknown },
): Promise<MountedWidget> {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no element ${selector}`);
  const widget = module as WidgetModule<unknown>;
  const raw = JSON.parse(element.getAttribute('data-widget-config') || '{}');
  const parsed = widget.parseConfig ? widget.parseConfig(raw, element) : { value: raw };
  if ('issues' in parsed) throw new Error(`config issues: ${JSON.stringify(parsed.issues)}`);
  const errors: unknown[] = [];
  const controller = new AbortController();
  const context: MountContext<unknown> = {
    name: element.getAttribute('data-widget') ?? 'test',
    config: parsed.value,
    signal: controller.signal,
    report: (error) => errors.push(error),
  };
  // The island resolves once React has committed; inside one act scope that commit would wait
  // for the scope to end. So: start the mount in a scope that lets the search load, end it (React
  // commits), then take the cleanup.
  let mounting: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounting = Promise.resolve(widget.mount(element, context));
    // A mount that fails before the scope ends (a chunk that did not load) is awaited below, not
    // an unhandled rejection in the meantime.
    mounting.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const cleanup = await mounting;
  return {
    element,
    errors,
    unmount() {
      controller.abort();
      act(() => (typeof cleanup === 'function' ? cleanup() : undefined));
    },
  };
}

/** Runs `action` (e.g. a search action) inside act, then lets requests and React settle. */
export async function perform(action: () => void): Promise<void> {
  await act(async () => action());
  await settle();
}

/** Lets pending requests and React updates settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

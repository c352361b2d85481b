/**
 * The header's favourites counter (SPEC 2.4): "2 favourites", linking to the favourites view with
 * the ids in its hash; with none, the link is there but `aria-disabled` and goes nowhere.
 * On wide screens a panel lists the favourite items (SPEC 7.3 query, re-run after every change),
 * shown on mouse enter and hidden on mouse leave (SPEC 4.4), with a disclosure button for
 * keyboards and touch (see use-disclosure.ts). A failed query is asked again when the connection
 * comes back or the panel is opened again (use-retry.ts).
 * At 64em and below there is no panel at all, not even its query (SPEC 9.4).
 * On a page it is mounted when the visitor reaches for the panel, over the plain counter's
 * identical markup (counter/mount-counter.ts); until then, no React and no search-core load.
 */
import type { IslandComponentProps } from '@stayfront/loader/react';
import type { SearchInstance, SolrDoc } from '@stayfront/search-core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { pageLocale } from '../page-locale.js';
import type { FavouritesStore } from '../store/index.js';
import { CountText } from './count-text.js';
import type { CounterConfig } from './counter-config.js';
import { counterHref } from './counter-href.js';
import { loadImages, renderItem } from './counter-items.js';
import { PANEL_HIDDEN_MEDIA } from './panel-media.js';
import { positionPanel } from './panel-position.js';
import { storeIdOfDoc } from './solr-ids.js';
import { useDisclosure } from './use-disclosure.js';
import { useFavouriteDocs } from './use-favourite-docs.js';
import { useFavouriteIds } from './use-favourites.js';
import { useMediaQuery } from './use-media-query.js';
import { useRetry } from './use-retry.js';

export { PANEL_HIDDEN_MEDIA };
/** SPEC 9.4: the panel's minimum width. */
export const PANEL_MIN_WIDTH_PX = 300;

/** The config once mounted: the store, the search (null: none on the page) and the template. */
export interface MountedCounterConfig extends Omit<CounterConfig, 'search'> {
  readonly store: FavouritesStore;
  readonly search: SearchInstance | null;
  readonly itemTemplate: HTMLTemplateElement;
  /** The server fallback's link, used when no `path` is configured. */
  readonly serverHref: string | null;
  /**
   * The panel starts open: its code was loaded because the visitor reached for it, and the mouse
   * is still over the counter or keyboard focus still in it (counter/panel-on-reach.ts).
   */
  readonly openAtMount?: boolean;
}

export function FavouritesCounter({ config, element }: IslandComponentProps<MountedCounterConfig>) {
  const { store, search, options } = config;
  const document = element.ownerDocument;
  const locale = pageLocale(document);
  const ids = useFavouriteIds(store);
  const narrow = useMediaQuery(document.defaultView, PANEL_HIDDEN_MEDIA);
  const hasPanel = !narrow && search !== null && !options.skipSolr;
  const { docs, loading, failed, retry } = useFavouriteDocs(
    store,
    search,
    options,
    ids,
    config.rows,
    hasPanel,
  );
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { open, toggle } = useDisclosure(root, panel, button, hasPanel, config.openAtMount);
  useRetry(search?.platform, open, retry);

  // Listed in flag order; an unflagged item leaves at once, before the re-query answers.
  const shown = useMemo(() => {
    const byId = new Map(docs.map((doc) => [storeIdOfDoc(doc, options), doc]));
    return ids.slice(0, config.rows).flatMap((id) => byId.get(id) ?? []);
  }, [docs, ids, options, config.rows]);

  useEffect(() => {
    if (!open || !root.current || !panel.current) return;
    loadImages(panel.current);
    return positionPanel(root.current, panel.current);
  }, [open]);
  useEffect(() => {
    if (open && panel.current && shown.length) loadImages(panel.current);
  }, [open, shown]);

  const [rendered] = useState(() => new WeakMap<SolrDoc, Node[]>());
  const fill = (doc: SolrDoc, index: number) => (item: HTMLLIElement | null) => {
    if (!item) return;
    let nodes = rendered.get(doc);
    if (!nodes) {
      nodes = renderItem(config.itemTemplate, doc, document, `${panelId}-title-${index}`);
      rendered.set(doc, nodes);
    }
    if (nodes.some((node) => node.parentNode !== item)) item.replaceChildren(...nodes);
    if (open) loadImages(item);
  };

  const href = counterHref(ids, options, config.serverHref, document.baseURI);
  const none = ids.length === 0;
  const count = <CountText message={config.count_text} count={ids.length} locale={locale} />;

  return (
    <div ref={root} className="sf-favourites-counter" data-count={ids.length}>
      {href === null ? (
        <span className="sf-favourites-counter__link">{count}</span>
      ) : (
        <a
          className="sf-favourites-counter__link"
          href={href}
          aria-disabled={none || undefined}
          // SPEC 2.4: with nothing flagged, choosing 'view' does nothing.
          onClick={(event) => none && event.preventDefault()}
        >
          {count}
        </a>
      )}
      {hasPanel && (
        <>
          <button
            ref={button}
            type="button"
            className="sf-favourites-counter__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
          >
            {config.toggle_text}
          </button>
          <div
            ref={panel}
            id={panelId}
            aria-busy={loading || undefined}
            className="sf-favourites-counter__panel"
            data-state={open ? 'open' : 'closed'}
            hidden={!open}
            style={{ minWidth: PANEL_MIN_WIDTH_PX }}
          >
            {shown.length > 0 ? (
              <ul className="sf-favourites-counter__list" aria-label={config.panel_label}>
                {shown.map((doc, index) => (
                  <li
                    key={doc.id}
                    className="sf-favourites-counter__item"
                    data-id={storeIdOfDoc(doc, options) ?? doc.id}
                    ref={fill(doc, index)}
                  />
                ))}
              </ul>
            ) : loading ? null : failed ? (
              // An alert, made as each failed query answers (opening the panel again asks again,
              // use-retry.ts), so it is heard once per failure; inside the hidden panel, never.
              <p className="sf-favourites-counter__error" role="alert">
                {config.error_text}
              </p>
            ) : (
              <p className="sf-favourites-counter__empty">{config.empty_text}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}

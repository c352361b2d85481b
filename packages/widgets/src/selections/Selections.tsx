/**
 * The current-selections island: one removable chip per active filter (typed words, terms, ranges,
 * missing), named "Remove filter: Town: St Ives" (a switched-on toggle: "Remove filter: Pets allowed"), and
 * a "Clear all". After a removal the focus goes to the chip that took the removed one's place (or
 * the one before it). After "Clear all", or when the last chip went, it goes to the focus target
 * (by default the results of the same search, whose new answer the visitor is waiting for), else
 * to the group itself, so keyboard users never fall back to the top of the page.
 */
import { resetAllFacets } from '@stayfront/search-core/facets';
import { useLayoutEffect, useRef } from 'react';
import { findFocusTarget, focusElement } from '../runtime/focus-rescue.js';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { activeFilters, removeActiveFilter } from './active-filters.js';
import type { SelectionsConfig } from './selections-config.js';

export function Selections({ config, element, search }: SearchWidgetProps<SelectionsConfig>) {
  const messages = useMessages();
  const query = useSearchState(search, (state) => state.query);
  const filters = activeFilters(query, search.config.facets, messages);
  const group = useRef<HTMLDivElement>(null);
  /** The index of the chip removed last, until the focus has moved. */
  const removed = useRef<number | null>(null);

  // After the render that follows a removal.
  useLayoutEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const chip =
      group.current?.querySelectorAll<HTMLElement>('.sf-selections__remove')[
        Math.min(index, filters.length - 1)
      ];
    if (chip) return chip.focus();
    const target = findFocusTarget(element, config.focus_target);
    if (target) focusElement(target);
    else group.current?.focus();
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields: a <fieldset> would bring form semantics and UA borders to restyle.
    <div
      ref={group}
      className="sf-selections"
      role="group"
      aria-label={messages.format('selections.label')}
      tabIndex={-1}
      data-state={filters.length ? 'active' : 'empty'}
    >
      {filters.length > 0 && (
        <>
          <ul className="sf-selections__list">
            {filters.map((filter, index) => (
              <li key={filter.key} className="sf-selections__item" data-field={filter.field}>
                <button
                  type="button"
                  className="sf-selections__remove"
                  // The same text as the chip shows (WCAG 2.5.3 label in name).
                  aria-label={messages.format('selections.remove', { label: filter.text })}
                  onClick={() => {
                    removed.current = index;
                    removeActiveFilter(search, filter);
                  }}
                >
                  {/* `selections.chip` decides the words between and the order. */}
                  {filter.parts.map((part, at) =>
                    part.type === 'text' ? (
                      part.text
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template, never reordered.
                      <span key={at} className={`sf-selections__${part.type}`}>
                        {part.text}
                      </span>
                    ),
                  )}
                </button>
              </li>
            ))}
          </ul>
          {config.clear_all && (
            <button
              type="button"
              className="sf-selections__clear"
              onClick={() => {
                removed.current = 0;
                // Every chip goes, the typed words' too: one search, one history entry. An id
                // list (SPEC 2.1, a favourites view) has no chip, and stays.
                search.setQuery((query) => ({
                  ...resetAllFacets(query),
                  ...(query.q.type === 'text' ? { q: { type: 'all' } } : {}),
                }));
              }}
            >
              {messages.format('selections.clearAll')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/**
 * A facet as one on/off switch (WAI-ARIA APG switch), e.g. "Pets allowed": on selects the
 * configured value (`"value"`, default `"true"` for a boolean field), off removes it. It shows the
 * value's count, and cannot be switched on when no property would match.
 */
import type { SearchInstance } from '@stayfront/search-core';
import { type FacetModel, toggleFacet } from '@stayfront/search-core/facets';
import { useMessages } from '../runtime/search-context.js';
import { itemCount } from './item-text.js';

interface FacetToggleProps {
  readonly model: FacetModel;
  readonly search: SearchInstance;
  readonly label: string;
  readonly value: string;
}

export function FacetToggle({ model, search, label, value }: FacetToggleProps) {
  const messages = useMessages();
  const item = model.items.find((candidate) => candidate.facet === value);
  const on = item?.active ?? false;
  const count = item?.count ?? 0;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="sf-facet__switch"
      data-state={on ? 'active' : 'inactive'}
      disabled={!on && count === 0}
      onClick={() => toggleFacet(search, model.definition.name, value)}
    >
      <span className="sf-facet__value">{label}</span>{' '}
      <span className="sf-facet__count">{itemCount(messages, count)}</span>
    </button>
  );
}

/**
 * The reset island (SPEC 4.3): "Clear all filters" removes every facet selection (the text query
 * and sort stay). With nothing selected it is `aria-disabled`, not `disabled`, so a keyboard user
 * who just used it keeps the focus on it.
 */
import { resetFacets } from '@stayfront/search-core/facets';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { selectHasFilters } from './active-filters.js';
import type { ResetConfig } from './reset-config.js';

export function ResetButton({ search }: SearchWidgetProps<ResetConfig>) {
  const messages = useMessages();
  const active = useSearchState(search, selectHasFilters);
  return (
    <button
      type="button"
      className="sf-reset"
      aria-disabled={active ? undefined : true}
      data-state={active ? 'active' : 'inactive'}
      onClick={() => active && resetFacets(search)}
    >
      {messages.format('facet.resetAll')}
    </button>
  );
}

/**
 * The sort island: a labelled native `<select>` of the configured sorts. Its value is the query's
 * sort, so it follows Back and shared links; a change sorts from the first page.
 */
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { LabelledSelect } from './LabelledSelect.js';
import type { SortConfig } from './sort-config.js';

export function Sort({ config, element, search }: SearchWidgetProps<SortConfig>) {
  const messages = useMessages();
  const sort = useSearchState(search, (state) => state.query.sort);
  const choices = config.options.some((option) => option.value === '')
    ? config.options
    : [{ value: '', label: messages.format('sort.relevance') }, ...config.options];
  return (
    <LabelledSelect
      element={element}
      name="sort"
      label={messages.format('sort.label')}
      value={sort ?? ''}
      options={choices}
      onChange={(value) => search.setSort(value || null)}
    />
  );
}

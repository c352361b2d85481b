/**
 * The hits-per-page island: a labelled native `<select>` of row counts. The search's `max_rows`
 * is the default, sent as "no choice" (`rows` stays out of the hash); its `rows_limit` (default
 * `max_rows`) is the most a visitor may choose, so larger counts are left out with a warning.
 * A change goes to the first page.
 */
import { useEffect } from 'react';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { LabelledSelect } from '../sort/LabelledSelect.js';
import type { HitsPerPageConfig } from './hits-per-page-config.js';

export function HitsPerPage({ config, element, search }: SearchWidgetProps<HitsPerPageConfig>) {
  const messages = useMessages();
  const { maxRows, rowsLimit } = search.config;
  const rows = useSearchState(search, (state) => state.query.rows ?? maxRows);
  const tooMany = config.options.filter((count) => count > rowsLimit).join(', ');

  useEffect(() => {
    if (tooMany)
      console.warn(
        `Stayfront hits-per-page: ${tooMany} exceed the search's rows_limit (${rowsLimit}) and are not offered.`,
      );
  }, [tooMany, rowsLimit]);

  const choices = [...new Set([...config.options.filter((count) => count <= rowsLimit), rows])]
    .sort((a, b) => a - b)
    .map((count) => ({
      value: String(count),
      label: messages.format('hitsPerPage.option', { count }),
    }));
  return (
    <LabelledSelect
      element={element}
      name="hits-per-page"
      label={messages.format('hitsPerPage.label')}
      value={String(rows)}
      options={choices}
      onChange={(value) => search.setRows(Number(value) === maxRows ? null : Number(value))}
    />
  );
}

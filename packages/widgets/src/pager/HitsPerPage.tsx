/**
 * The hits-per-page island: a labelled native `<select>` of row counts. The search's `max_rows`
 * is both its default and its limit, so larger counts are left out (with a warning) and the
 * default is sent as "no choice" (`rows` stays out of the hash). A change goes to the first page.
 */
import { useEffect } from 'react';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { LabelledSelect } from '../sort/LabelledSelect.js';
import type { HitsPerPageConfig } from './hits-per-page-config.js';

export function HitsPerPage({ config, search }: SearchWidgetProps<HitsPerPageConfig>) {
  const messages = useMessages();
  const { maxRows } = search.config;
  const rows = useSearchState(search, (state) => state.query.rows ?? maxRows);
  const tooMany = config.options.filter((count) => count > maxRows).join(', ');

  useEffect(() => {
    if (tooMany)
      console.warn(
        `Stayfront hits-per-page: ${tooMany} exceed the search's max_rows (${maxRows}) and are not offered.`,
      );
  }, [tooMany, maxRows]);

  const choices = [...new Set([...config.options.filter((count) => count <= maxRows), rows])]
    .sort((a, b) => a - b)
    .map((count) => ({
      value: String(count),
      label: messages.format('hitsPerPage.option', { count }),
    }));
  return (
    <LabelledSelect
      name="hits-per-page"
      label={messages.format('hitsPerPage.label')}
      value={String(rows)}
      options={choices}
      onChange={(value) => search.setRows(Number(value) === maxRows ? null : Number(value))}
    />
  );
}

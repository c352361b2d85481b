/**
 * The autocomplete wakes on interaction (loader definitions), so until then its server input is
 * the page's only view of the typed words. It shows the search's: a deep link's `q` (SPEC 2.1),
 * Back to an earlier search, a removed "Search:" chip. Never over what a visitor typed into it
 * (its value then differs from its default, which the island adopts as it wakes), and never once
 * the island owns the input.
 */
import { STATE } from '@stayfront/loader';
import type { SearchInstance, SearchQuery } from '@stayfront/search-core';

/** The text input of a widget's server markup (the autocomplete's form). */
export const TEXT_INPUT = 'input:not([type=hidden],[type=submit],[type=button],[type=reset])';

export function showTypedWords(
  document: Document,
  isOfSearch: (element: HTMLElement) => boolean,
  search: SearchInstance,
): void {
  const show = ({ q }: SearchQuery) => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-widget="autocomplete"]')) {
      const input = element.querySelector<HTMLInputElement>(TEXT_INPUT);
      if (
        input &&
        isOfSearch(element) &&
        element.getAttribute(STATE) !== 'ready' &&
        input.value === input.defaultValue
      )
        input.defaultValue = input.value = q.type === 'text' ? q.text : '';
    }
  };
  show(search.getState().query);
  search.subscribe(({ query }, previous) => {
    if (query.q !== previous.query.q) show(query);
  });
}

/** The plain text rules of the autocomplete term input, apart from React and react-select. */

import type { SearchState } from '@stayfront/search-core';
import { AUTOCOMPLETE_MIN_LENGTH } from '@stayfront/search-core/autocomplete';

/** The visitor's words in the search state; empty for "everything" or a fixed list of values. */
export const selectText = (state: SearchState): string =>
  state.query.q.type === 'text' ? state.query.q.text : '';

/**
 * SPEC 5.2: no request under 2 characters or when the last character is a space. The core
 * enforces the same rule; the widget checks first so it can answer at once, without a flash of
 * "Searching…".
 */
export const wantsSuggestions = (text: string): boolean =>
  text.trim().length >= AUTOCOMPLETE_MIN_LENGTH && !/\s$/.test(text);

export const isTooShort = (text: string): boolean =>
  text.trim().length > 0 && text.trim().length < AUTOCOMPLETE_MIN_LENGTH;

/**
 * The text a chosen suggestion makes. A suggestion is a term completing the last typed word (the
 * facet prefix of SPEC 7.4), so it replaces that word and the earlier words stay: "sea vi" and
 * "view" give "sea view".
 */
export function completeLastWord(text: string, term: string): string {
  return [...text.trim().split(/\s+/).slice(0, -1), term].join(' ');
}

/**
 * Whether submitting `form` means "search on this page": its action is this page (or absent).
 * A header search box whose form goes to another page keeps its ordinary GET submit.
 */
export function formSearchesHere(form: HTMLFormElement): boolean {
  const action = form.getAttribute('action');
  if (!action) return true;
  const page = new URL(form.ownerDocument.URL);
  const target = new URL(action, form.ownerDocument.baseURI);
  return target.origin === page.origin && target.pathname === page.pathname;
}

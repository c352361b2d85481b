import type { SearchState } from '../search/search-state.js';
import type { SolrResponse } from '../solr/response-types.js';
import { readSpellcheck, type Spellcheck } from './spellcheck.js';

/** Read once per response: the same object for the same response, whoever asks. */
const read = new WeakMap<SolrResponse, Spellcheck | null>();

/**
 * The spellcheck of the latest response, null without one. The same object while the response is
 * unchanged, so it is safe in `useSyncExternalStore`.
 */
export function selectSpellcheck(state: SearchState): Spellcheck | null {
  const { response } = state;
  if (!response) return null;
  let spellcheck = read.get(response);
  if (spellcheck === undefined) {
    spellcheck = readSpellcheck(response.spellcheck);
    read.set(response, spellcheck);
  }
  return spellcheck;
}

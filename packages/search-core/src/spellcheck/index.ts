/**
 * @stayfront/search-core/spellcheck: Solr's spellcheck suggestions and collations (SPEC 3.2), read
 * from the raw section the engine keeps in `SolrResponse.spellcheck`.
 */
export { selectSpellcheck } from './select-spellcheck.js';
export {
  readSpellcheck,
  type Spellcheck,
  type SpellcheckCollation,
  type SpellcheckSuggestion,
} from './spellcheck.js';

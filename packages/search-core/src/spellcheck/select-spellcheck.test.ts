import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialSearchState, type SearchState } from '../search/search-state.js';
import { parseJsonLossless } from '../solr/lossless-json.js';
import { normalizeResponse } from '../solr/normalize-response.js';
import { readSpellcheck, selectSpellcheck } from './index.js';

const fixture = (name: string) =>
  parseJsonLossless(
    readFileSync(new URL(`../../test/fixtures/solr/${name}`, import.meta.url), 'utf8'),
  );
const stateWith = (body: unknown): SearchState => ({
  ...initialSearchState(10),
  response: normalizeResponse(body),
});

describe('selectSpellcheck', () => {
  const body = fixture(
    'solr65-spellcheck-suggestions-map-plus-collations.handadapted.blacklight.json',
  );

  it('reads the spellcheck of the latest response', () => {
    const state = stateWith(body);
    expect(selectSpellcheck(state)).toEqual(
      readSpellcheck((body as { spellcheck: unknown }).spellcheck),
    );
    expect(selectSpellcheck(state)?.collations[0]?.query).toBe('dell ultrasharp');
  });

  it('gives the same object while the response is the same, a new one for a new response', () => {
    const state = stateWith(body);
    const first = selectSpellcheck(state);
    // An unrelated update: a new state object around the same response.
    expect(selectSpellcheck({ ...state, pending: true })).toBe(first);
    const next = stateWith(body);
    expect(selectSpellcheck(next)).not.toBe(first);
    expect(selectSpellcheck(next)).toEqual(first);
  });

  it('is null before a response and for a response without spellcheck', () => {
    expect(selectSpellcheck(initialSearchState(10))).toBeNull();
    const state = stateWith(fixture('solr-select-basic-docs.hue.json'));
    expect(selectSpellcheck(state)).toBeNull();
    expect(selectSpellcheck(state)).toBeNull();
  });
});

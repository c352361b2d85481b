import { describe, expect, it } from 'vitest';
import { initialSearchState } from '../search/search-state.js';
import { createPagerSelector } from './pager-selector.js';

describe('createPagerSelector', () => {
  it('returns the same model until numFound, start or rows change', () => {
    const select = createPagerSelector();
    const state = { ...initialSearchState(10), numFound: 95, start: 20 };
    const first = select(state);
    expect(first).toMatchObject({ currentPage: 3, totalPages: 10 });
    expect(select({ ...state, pending: true })).toBe(first);
    const next = select({ ...state, start: 30 });
    expect(next).not.toBe(first);
    expect(next.currentPage).toBe(4);
    expect(select({ ...state, start: 30, rows: 5 }).totalPages).toBe(19);
  });

  it('keeps a separate memo per selector', () => {
    const a = createPagerSelector();
    const b = createPagerSelector();
    const state = { ...initialSearchState(10), numFound: 30 };
    expect(a(state)).not.toBe(b(state));
    expect(a(state)).toEqual(b(state));
  });
});

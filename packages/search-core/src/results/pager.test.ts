import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPager,
  DEFAULT_ROWS_PER_PAGE,
  PAGER_INNER_WINDOW,
  PAGER_OUTER_WINDOW,
  type PagerEntry,
  type PagerModel,
} from './pager.js';

/** A compact picture of the entries: `7*` is the current page, `…` a gap. */
function shape(model: PagerModel): string {
  return model.entries
    .map((entry) => (entry.type === 'gap' ? '…' : `${entry.page}${entry.current ? '*' : ''}`))
    .join(' ');
}

function pagesOf(model: PagerModel): Extract<PagerEntry, { type: 'page' }>[] {
  return model.entries.filter((entry) => entry.type === 'page');
}

describe('buildPager (SPEC 2.2, 9.2)', () => {
  it('uses 4 links on each side, 1 at each end and 10 rows by default', () => {
    expect(PAGER_INNER_WINDOW).toBe(4);
    expect(PAGER_OUTER_WINDOW).toBe(1);
    expect(DEFAULT_ROWS_PER_PAGE).toBe(10);
  });

  const cases: [string, { numFound: number; start: number; rows?: number | null }, string][] = [
    ['page 1 of 100', { numFound: 1000, start: 0, rows: 10 }, '1* 2 3 4 5 … 100'],
    ['page 2 of 100', { numFound: 1000, start: 10, rows: 10 }, '1 2* 3 4 5 6 … 100'],
    ['page 5 of 100', { numFound: 1000, start: 40, rows: 10 }, '1 2 3 4 5* 6 7 8 9 … 100'],
    ['page 6 of 100', { numFound: 1000, start: 50, rows: 10 }, '1 2 3 4 5 6* 7 8 9 10 … 100'],
    ['page 7 of 100', { numFound: 1000, start: 60, rows: 10 }, '1 … 3 4 5 6 7* 8 9 10 11 … 100'],
    [
      'page 50 of 100',
      { numFound: 1000, start: 490, rows: 10 },
      '1 … 46 47 48 49 50* 51 52 53 54 … 100',
    ],
    [
      'page 94 of 100',
      { numFound: 1000, start: 930, rows: 10 },
      '1 … 90 91 92 93 94* 95 96 97 98 … 100',
    ],
    [
      'page 95 of 100',
      { numFound: 1000, start: 940, rows: 10 },
      '1 … 91 92 93 94 95* 96 97 98 99 100',
    ],
    [
      'page 96 of 100',
      { numFound: 1000, start: 950, rows: 10 },
      '1 … 92 93 94 95 96* 97 98 99 100',
    ],
    ['page 100 of 100', { numFound: 1000, start: 990, rows: 10 }, '1 … 96 97 98 99 100*'],
    ['3 pages', { numFound: 25, start: 10, rows: 10 }, '1 2* 3'],
    ['10 pages, middle', { numFound: 100, start: 40, rows: 10 }, '1 2 3 4 5* 6 7 8 9 10'],
    ['11 pages, first', { numFound: 110, start: 0, rows: 10 }, '1* 2 3 4 5 … 11'],
    ['exactly one full page', { numFound: 10, start: 0, rows: 10 }, '1*'],
    ['one result', { numFound: 1, start: 0, rows: 10 }, '1*'],
    ['no results', { numFound: 0, start: 0, rows: 10 }, '1*'],
    ['rows 25', { numFound: 1000, start: 500, rows: 25 }, '1 … 17 18 19 20 21* 22 23 24 25 … 40'],
    [
      'rows null defaults to 10',
      { numFound: 1000, start: 60, rows: null },
      '1 … 3 4 5 6 7* 8 9 10 11 … 100',
    ],
    [
      'rows 0 defaults to 10',
      { numFound: 1000, start: 60, rows: 0 },
      '1 … 3 4 5 6 7* 8 9 10 11 … 100',
    ],
    [
      'rows omitted defaults to 10',
      { numFound: 1000, start: 60 },
      '1 … 3 4 5 6 7* 8 9 10 11 … 100',
    ],
    [
      'start inside a page',
      { numFound: 1000, start: 65, rows: 10 },
      '1 … 3 4 5 6 7* 8 9 10 11 … 100',
    ],
    ['start past the end', { numFound: 95, start: 5000, rows: 10 }, '1 … 6 7 8 9 10*'],
    ['negative start', { numFound: 95, start: -30, rows: 10 }, '1* 2 3 4 5 … 10'],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(shape(buildPager(input))).toBe(expected);
  });

  it('gives every page its start offset and the current page its neighbours', () => {
    const model = buildPager({ numFound: 1000, start: 60, rows: 10 });
    expect(model.currentPage).toBe(7);
    expect(model.totalPages).toBe(100);
    expect(model.rows).toBe(10);
    expect(pagesOf(model).map((entry) => [entry.page, entry.start])).toEqual([
      [1, 0],
      [3, 20],
      [4, 30],
      [5, 40],
      [6, 50],
      [7, 60],
      [8, 70],
      [9, 80],
      [10, 90],
      [11, 100],
      [100, 990],
    ]);
    expect(model.previousStart).toBe(50);
    expect(model.nextStart).toBe(70);
    expect(model.firstItem).toBe(61);
    expect(model.lastItem).toBe(70);
  });

  it('has no previous on the first page and no next on the last page', () => {
    const first = buildPager({ numFound: 95, start: 0, rows: 10 });
    expect(first.previousStart).toBeNull();
    expect(first.nextStart).toBe(10);
    const last = buildPager({ numFound: 95, start: 90, rows: 10 });
    expect(last.currentPage).toBe(10);
    expect(last.previousStart).toBe(80);
    expect(last.nextStart).toBeNull();
    expect(last.firstItem).toBe(91);
    expect(last.lastItem).toBe(95);
  });

  it('shows one page and no neighbours for no results', () => {
    const model = buildPager({ numFound: 0, start: 0, rows: null });
    expect(model).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      rows: 10,
      previousStart: null,
      nextStart: null,
      firstItem: 0,
      lastItem: 0,
    });
    expect(model.entries).toEqual([{ type: 'page', page: 1, start: 0, current: true }]);
  });

  it('falls back to 10 rows for rows that are not a usable page size, and never hangs', () => {
    for (const rows of [0.5, 0.999, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      const model = buildPager({ numFound: 100, start: 0, rows });
      expect(model.rows).toBe(10);
      expect(model.totalPages).toBe(10);
      expect(pagesOf(model).every((entry) => Number.isInteger(entry.start))).toBe(true);
    }
    expect(buildPager({ numFound: 100, start: 0, rows: 2.7 }).rows).toBe(2);
  });

  it('gives gaps unique keys', () => {
    const model = buildPager({ numFound: 1000, start: 490, rows: 10 });
    const keys = model.entries.flatMap((entry) => (entry.type === 'gap' ? [entry.key] : []));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('honours custom windows', () => {
    expect(
      shape(buildPager({ numFound: 1000, start: 490, rows: 10, innerWindow: 1, outerWindow: 2 })),
    ).toBe('1 2 … 49 50* 51 … 99 100');
  });

  it('property: the pager invariants hold for any numFound, start and rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -50, max: 110_000 }),
        fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 1, max: 200 })),
        (numFound, start, rowsInput) => {
          const model = buildPager({ numFound, start, rows: rowsInput });
          const rows = rowsInput || DEFAULT_ROWS_PER_PAGE;
          const totalPages = Math.max(1, Math.ceil(numFound / rows));
          expect(model.rows).toBe(rows);
          expect(model.totalPages).toBe(totalPages);
          expect(model.currentPage).toBeGreaterThanOrEqual(1);
          expect(model.currentPage).toBeLessThanOrEqual(totalPages);
          if (start >= 0 && start < numFound)
            expect(model.currentPage).toBe(Math.floor(start / rows) + 1);

          const pages = pagesOf(model);
          const numbers = pages.map((entry) => entry.page);
          for (let i = 1; i < numbers.length; i++)
            expect(numbers[i] as number).toBeGreaterThan(numbers[i - 1] as number);
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(totalPages);
          expect(pages.filter((entry) => entry.current).map((entry) => entry.page)).toEqual([
            model.currentPage,
          ]);
          for (const entry of pages) {
            const nearCurrent = Math.abs(entry.page - model.currentPage) <= PAGER_INNER_WINDOW;
            const atEnd = entry.page === 1 || entry.page === totalPages;
            expect(nearCurrent || atEnd).toBe(true);
            expect(entry.start).toBe((entry.page - 1) * rows);
          }
          // Every page within the window is present.
          for (
            let page = Math.max(1, model.currentPage - PAGER_INNER_WINDOW);
            page <= Math.min(totalPages, model.currentPage + PAGER_INNER_WINDOW);
            page++
          )
            expect(numbers).toContain(page);

          // A gap exactly where consecutive pages are more than one apart, never at either end.
          expect(model.entries[0]?.type).toBe('page');
          expect(model.entries.at(-1)?.type).toBe('page');
          for (let i = 0; i < model.entries.length - 1; i++) {
            const entry = model.entries[i] as PagerEntry;
            const next = model.entries[i + 1] as PagerEntry;
            if (entry.type === 'gap') {
              expect(next.type).toBe('page');
              continue;
            }
            if (next.type === 'gap') {
              const after = model.entries[i + 2];
              expect(after?.type).toBe('page');
              if (after?.type === 'page') expect(after.page - entry.page).toBeGreaterThan(1);
            } else expect(next.page - entry.page).toBe(1);
          }

          const first = model.currentPage === 1;
          const last = model.currentPage === totalPages;
          expect(model.previousStart === null).toBe(first);
          expect(model.nextStart === null).toBe(last);
          if (!first) expect(model.previousStart).toBe((model.currentPage - 2) * rows);
          if (!last) expect(model.nextStart).toBe(model.currentPage * rows);
          expect(model.firstItem).toBe(numFound === 0 ? 0 : (model.currentPage - 1) * rows + 1);
          expect(model.lastItem).toBe(Math.min(numFound, model.currentPage * rows));
        },
      ),
      { numRuns: 500 },
    );
  });
});

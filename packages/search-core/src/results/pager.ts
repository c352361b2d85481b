/**
 * The pager model (SPEC 2.2, 9.2): 4 page links on each side of the current page, 1 at each end,
 * with gaps marked, 10 rows per page by default. Pages are 1-based; `start` is Solr's offset.
 */

export const PAGER_INNER_WINDOW = 4;
export const PAGER_OUTER_WINDOW = 1;
export const DEFAULT_ROWS_PER_PAGE = 10;

export type PagerEntry =
  | {
      readonly type: 'page';
      readonly page: number;
      readonly start: number;
      readonly current: boolean;
    }
  | { readonly type: 'gap'; readonly key: string };

export interface PagerModel {
  readonly currentPage: number;
  readonly totalPages: number;
  readonly rows: number;
  readonly entries: readonly PagerEntry[];
  /** Offsets for previous/next, or null at either end. */
  readonly previousStart: number | null;
  readonly nextStart: number | null;
  /** 1-based positions of the first and last item on this page (0 when empty). */
  readonly firstItem: number;
  readonly lastItem: number;
}

export interface PagerInput {
  numFound: number;
  start: number;
  rows?: number | null;
  innerWindow?: number;
  outerWindow?: number;
}

export function buildPager(input: PagerInput): PagerModel {
  // Below 1 (e.g. 0.5) would floor to 0 rows and an endless page loop; Infinity gives NaN offsets.
  const rows =
    typeof input.rows === 'number' && Number.isFinite(input.rows) && input.rows >= 1
      ? Math.floor(input.rows)
      : DEFAULT_ROWS_PER_PAGE;
  const inner = input.innerWindow ?? PAGER_INNER_WINDOW;
  const outer = input.outerWindow ?? PAGER_OUTER_WINDOW;
  const numFound = Math.max(0, Math.floor(input.numFound));
  const totalPages = Math.max(1, Math.ceil(numFound / rows));
  const currentPage = Math.min(
    totalPages,
    Math.max(1, Math.floor(Math.max(0, input.start) / rows) + 1),
  );

  const pages = new Set<number>();
  for (let page = 1; page <= Math.min(outer, totalPages); page++) pages.add(page);
  for (
    let page = Math.max(1, currentPage - inner);
    page <= Math.min(totalPages, currentPage + inner);
    page++
  )
    pages.add(page);
  for (let page = Math.max(1, totalPages - outer + 1); page <= totalPages; page++) pages.add(page);

  const entries: PagerEntry[] = [];
  let previous = 0;
  for (const page of [...pages].sort((a, b) => a - b)) {
    if (page - previous > 1) entries.push({ type: 'gap', key: `gap-${previous}-${page}` });
    entries.push({ type: 'page', page, start: (page - 1) * rows, current: page === currentPage });
    previous = page;
  }
  const startOfPage = (currentPage - 1) * rows;
  return {
    currentPage,
    totalPages,
    rows,
    entries,
    previousStart: currentPage > 1 ? startOfPage - rows : null,
    nextStart: currentPage < totalPages ? startOfPage + rows : null,
    firstItem: numFound === 0 ? 0 : startOfPage + 1,
    lastItem: Math.min(numFound, startOfPage + rows),
  };
}

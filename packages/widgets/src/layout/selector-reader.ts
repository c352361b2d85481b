/**
 * A `data-widget-config` reader for CSS selectors: an invalid one becomes a config issue with its
 * JSON path (the server markup stays) instead of a `querySelector` exception at mount time.
 */
import type { ConfigIssue } from '@stayfront/loader';

export function selector<T extends string | null>(fallback: T) {
  return (value: unknown, path: string, issues: ConfigIssue[]): string | T => {
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string' && value.length <= 300 && isSelector(value)) return value;
    issues.push({ path, message: 'expected a valid CSS selector' });
    return fallback;
  };
}

function isSelector(value: string): boolean {
  try {
    globalThis.document?.createDocumentFragment().querySelector(value);
    return value.trim() !== '';
  } catch {
    return false;
  }
}

/** The first match inside `scope`, else in its document (the page's layout may sit outside it). */
export function findIn(scope: HTMLElement, query: string): HTMLElement | null {
  return (
    scope.querySelector<HTMLElement>(query) ?? scope.ownerDocument.querySelector<HTMLElement>(query)
  );
}

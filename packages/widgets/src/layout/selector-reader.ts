/**
 * A `data-widget-config` reader for CSS selectors: an invalid one becomes a config issue with its
 * JSON path (the server markup stays) instead of a `querySelector` exception at mount time. Left
 * out, null or `""` (what a CMS prints for a field left empty) mean the fallback.
 */
import { type Reader, reader } from '../config/widget-config.js';

export function selector<T extends string | null>(fallback: T): Reader<string | T> {
  const read = reader<string | T>(
    fallback,
    (value) => typeof value === 'string' && value.length <= 300 && isSelector(value),
    'a valid CSS selector',
  );
  return (value, path, issues) => ((value ?? '') === '' ? fallback : read(value, path, issues));
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

/**
 * Remote HTML for page widgets (SPEC 7.7): a same-origin GET whose answer is untrusted markup. It
 * is sanitized with DOMPurify (imported on first use, about 12 KB gzipped) and then scrubbed once
 * more by `scrubFragment`, so a sanitizer that is missing or misbehaves (DOMPurify does nothing
 * under some DOM implementations) still never lets a script, an event handler or a `javascript:`
 * URL into the page. Forms stay (lead forms open in modals, SPEC 2.6) and post normally.
 */

/** Elements that never come in from remote HTML, whatever the sanitizer did. */
import { withTimeLimit } from '@stayfront/loader';

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'noscript',
  'template',
] as const;

/** Attributes that hold a URL: only http(s), mailto, tel and relative URLs stay. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'background',
  'cite',
];
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;

/** `value` as a URL on the document's own origin over http(s), else null (SPEC 7.7). */
export function sameOriginUrl(value: string, document: Document): URL | null {
  const base = document.defaultView?.location.href ?? document.baseURI;
  let url: URL;
  try {
    url = new URL(value.trim(), document.baseURI || base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === new URL(base).origin ? url : null;
}

function unsafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
  return scheme !== undefined && !SAFE_SCHEME.test(`${scheme}:`);
}

/** Removes scripts, frames, styles, `on*` handlers, `srcdoc` and non-http(s) URLs in place. */
export function scrubFragment(root: DocumentFragment | Element): void {
  for (const element of root.querySelectorAll(FORBIDDEN_TAGS.join())) element.remove();
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (
        lower.startsWith('on') ||
        lower === 'srcdoc' ||
        lower === 'style' ||
        (URL_ATTRIBUTES.includes(lower) && unsafeUrl(value)) ||
        (lower === 'srcset' && /(?:java|vb)script:|data:/i.test(value.replace(/\s/g, '')))
      )
        element.removeAttribute(name);
    }
  }
}

/** The options handed to DOMPurify (exported for tests). */
export const PURIFY_OPTIONS = {
  RETURN_DOM_FRAGMENT: true,
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: ['style', 'srcdoc'],
  ADD_ATTR: ['target'],
} as const;

/** `html` sanitized into a fragment owned by `document`, ready to insert. */
export async function sanitizeHtml(html: string, document: Document): Promise<DocumentFragment> {
  const { default: DOMPurify } = await import('dompurify');
  const purified = DOMPurify.sanitize(html, {
    ...PURIFY_OPTIONS,
    FORBID_TAGS: [...PURIFY_OPTIONS.FORBID_TAGS],
    FORBID_ATTR: [...PURIFY_OPTIONS.FORBID_ATTR],
    ADD_ATTR: [...PURIFY_OPTIONS.ADD_ATTR],
  }) as unknown as DocumentFragment;
  const fragment = document.importNode(purified, true);
  scrubFragment(fragment);
  return fragment;
}

/**
 * How long a fragment may take, from asking to the end of its body: 15 s, the search's own limit.
 * On a stalled connection fetch has none of its own, and a modal said "Loading…", a lazy block
 * stayed busy and a map's info window stayed empty until the browser gave up, minutes later, with
 * no Try again. Past it the fragment fails as a dropped connection does, and each shows its error.
 */
export const FRAGMENT_TIME_LIMIT_MS = 15_000;

/**
 * GETs `url` as HTML (same origin, no cross-origin redirect) and returns it sanitized. Aborted
 * with `signal` (its caller's unmount), or failed at the time limit.
 */
export async function fetchFragment(
  url: URL,
  document: Document,
  signal: AbortSignal,
): Promise<DocumentFragment> {
  const html = await withTimeLimit(
    FRAGMENT_TIME_LIMIT_MS,
    async (request) => {
      const response = await fetch(url.href, {
        headers: { Accept: 'text/html' },
        credentials: 'same-origin',
        mode: 'same-origin',
        signal: request,
      });
      if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
      return response.text();
    },
    signal,
  );
  return sanitizeHtml(html, document);
}

/** Wakes the widgets inside inserted content (the loader's `Stayfront.scan`). */
export function scanWidgets(root: ParentNode, document: Document): void {
  document.defaultView?.Stayfront?.scan(root);
}

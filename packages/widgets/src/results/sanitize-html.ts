/**
 * Item HTML from documents (a CMS's rendered view mode) is untrusted: it is sanitized with DOMPurify
 * before it enters the page. DOMPurify (about 12 KB gzipped) is imported only by pages that use an
 * `html_field`, the first time an item needs it.
 */
let purifier: Promise<(html: string) => DocumentFragment> | undefined;

export function loadSanitizer(): Promise<(html: string) => DocumentFragment> {
  purifier ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] }),
  );
  return purifier;
}

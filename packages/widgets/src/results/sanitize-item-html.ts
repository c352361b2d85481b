/**
 * Item HTML from documents (a CMS's rendered view mode) is untrusted: it is sanitized with
 * DOMPurify (about 12 KB gzipped). This module is imported on demand, only by results with an
 * `html_field`, so DOMPurify and its settings stay out of what every search page loads. Its name
 * keeps it out of the classic build's search chunk (vite.classic.config.ts gives `sanitize`
 * modules chunks of their own): keep "sanitize" in it.
 */
import DOMPurify from 'dompurify';

export const sanitizeItemHtml = (html: string): DocumentFragment =>
  DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] });

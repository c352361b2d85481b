/**
 * URLs from documents are untrusted. Links (`href`) must stay on this site: a document field must
 * never send a visitor elsewhere or run `javascript:`. Media (`src`) may come from any http(s)
 * host (a CDN), never from another scheme.
 */
export function safeUrl(value: string, attribute: 'href' | 'src', base: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (attribute === 'href' && url.origin !== new URL(base).origin) return null;
  return url.href;
}

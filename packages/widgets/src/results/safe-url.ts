/**
 * URLs from documents are untrusted. Links (`href`) must stay on this site: a document field must
 * never send a visitor elsewhere or run `javascript:`. Media (`src`) may come from any http(s)
 * host (a CDN), never from another scheme: `src`, and the other attributes that load a URL
 * (`<object data>`, `<video poster>`), where `javascript:` or `data:` would be content made by the
 * document.
 */
export function safeUrl(value: string, link: boolean, base: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (link && url.origin !== new URL(base).origin) return null;
  return url.href;
}

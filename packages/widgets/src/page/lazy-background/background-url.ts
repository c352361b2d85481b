/**
 * `data-bg` is untrusted: only an http(s) URL (relative ones resolve on this site) becomes a CSS
 * `url("…")`, with `\`, `"` and line breaks escaped so it can never close the string.
 */
export function backgroundUrl(value: string | undefined, base: string): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return `url("${url.href.replace(/["\\\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}")`;
}

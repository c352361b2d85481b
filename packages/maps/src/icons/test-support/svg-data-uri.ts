/** Test helper: decodes an SVG data URI and parses it strictly enough to catch broken markup. */
export function parseSvgDataUri(uri: string): SVGSVGElement {
  const prefix = 'data:image/svg+xml,';
  if (!uri.startsWith(prefix)) throw new Error(`not an SVG data URI: ${uri.slice(0, 40)}`);
  const encoded = uri.slice(prefix.length);
  // Fully percent-encoded: nothing a URL or an attribute would read differently.
  if (/[^A-Za-z0-9\-_.!~*'()%]/.test(encoded)) throw new Error('unencoded character in data URI');
  const text = decodeURIComponent(encoded);
  // happy-dom's XML parser tolerates a bare '&'; XML does not.
  if (/&(?!#\d+;|[a-z]+;)/.test(text)) throw new Error('unescaped & in SVG');
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error(`bad SVG: ${text}`);
  const root = document.documentElement;
  if (root.nodeName !== 'svg' || root.getAttribute('xmlns') !== 'http://www.w3.org/2000/svg') {
    throw new Error(`not a standalone SVG document: ${text}`);
  }
  return root as unknown as SVGSVGElement;
}

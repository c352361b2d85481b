/**
 * JSON.parse that keeps integers beyond 2^53 (Solr's `_version_`, 64-bit ids) exactly, as strings.
 * Node 20 has no `JSON.parse` source-text access, so unsafe integer literals outside strings are
 * quoted before parsing. Bodies without a 16-digit run skip the scan entirely.
 */

const LONG_DIGIT_RUN = /\d{16,}/;

/**
 * JSON text as tokens: a number (its fraction and exponent captured), or a run of everything else,
 * strings whole (escapes included) so the digits inside them are never read as numbers.
 */
const TOKEN = /[-\d]\d*([.eE][\d.eE+-]*)?|(?:"(?:\\[\s\S]?|[^\\"])*"?|[^"\d-])+/g;

export function parseJsonLossless(text: string): unknown {
  if (!LONG_DIGIT_RUN.test(text)) return JSON.parse(text);
  return JSON.parse(
    text.replace(TOKEN, (token, fraction?: string) =>
      /^[-\d]/.test(token) && fraction === undefined && !Number.isSafeInteger(Number(token))
        ? `"${token}"`
        : token,
    ),
  );
}

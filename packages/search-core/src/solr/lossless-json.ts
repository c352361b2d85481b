/**
 * JSON.parse that keeps integers beyond 2^53 (Solr's `_version_`, 64-bit ids) exactly, as strings.
 * Node 20 has no `JSON.parse` source-text access, so unsafe integer literals outside strings are
 * quoted before parsing. Bodies without a 16-digit run skip the scan entirely.
 */

const LONG_DIGIT_RUN = /\d{16,}/;

export function parseJsonLossless(text: string): unknown {
  if (!LONG_DIGIT_RUN.test(text)) return JSON.parse(text);
  return JSON.parse(quoteUnsafeIntegers(text));
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function quoteUnsafeIntegers(text: string): string {
  let out = '';
  let copiedUpTo = 0;
  let i = 0;
  const length = text.length;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (code === 34 /* " */) {
      // Skip the string, honouring escapes.
      i++;
      while (i < length) {
        const c = text.charCodeAt(i);
        if (c === 92 /* \ */) i += 2;
        else if (c === 34) break;
        else i++;
      }
      i++;
      continue;
    }
    if (code === 45 /* - */ || isDigit(code)) {
      const start = i;
      i++;
      while (i < length && isDigit(text.charCodeAt(i))) i++;
      const next = text.charCodeAt(i);
      const isInteger = next !== 46 /* . */ && next !== 101 /* e */ && next !== 69; /* E */
      if (isInteger) {
        const literal = text.slice(start, i);
        if (!Number.isSafeInteger(Number(literal))) {
          out += `${text.slice(copiedUpTo, start)}"${literal}"`;
          copiedUpTo = i;
        }
      } else {
        // Skip fraction and exponent so their digits are not read as a new number.
        while (i < length && /[0-9.eE+-]/.test(text.charAt(i))) i++;
      }
      continue;
    }
    i++;
  }
  return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo);
}

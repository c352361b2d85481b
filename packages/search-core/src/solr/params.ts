/**
 * Solr parameters as an ordered list of name/value pairs: Solr repeats names (`fq`, `facet.field`)
 * and sometimes cares about order, which a plain object cannot express.
 */

export type Param = readonly [name: string, value: string];
export type ParamList = readonly Param[];

/** `application/x-www-form-urlencoded`, as the proxy expects the POST body (SPEC 7.1). */
export function encodeFormBody(list: ParamList): string {
  // The constructor takes name/value pairs; it only asks for mutable arrays in its typing.
  return new URLSearchParams(list as unknown as string[][]).toString();
}

/** A query string that stays readable in the address bar (`fq=ss_type:Villa`). */
export function encodeQueryString(list: ParamList): string {
  return list
    .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`)
    .join('&');
}

// A lone surrogate (text cut mid-emoji) makes encodeURIComponent throw; write U+FFFD instead, as
// URLSearchParams does for the form body. In a `u` regex a surrogate pair is one code point, so
// only lone surrogates have the category Cs.
const LONE_SURROGATE = /\p{Cs}/gu;

// Escapes of characters a fragment may carry literally (RFC 3986 pchar): `$ , / : @`. The others
// we keep readable, `! ( ) *`, encodeURIComponent leaves alone already.
const READABLE = /%(?:24|2C|2F|3A|40)/g;

function encodeComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    READABLE,
    decodeURIComponent,
  );
}

/**
 * Decodes percent-escapes, keeping malformed ones literally instead of throwing. Runs of escapes
 * decode separately, which gives the same result as decoding the whole value when that works.
 */
export function decodeComponent(value: string): string {
  return value.replace(/\+/g, ' ').replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Parses any string as a query string; never throws, drops pairs without a name. */
export function parseQueryString(input: string): Param[] {
  const list: Param[] = [];
  for (const part of input.replace(/^[#?]/, '').split('&')) {
    const eq = part.indexOf('=');
    const name = decodeComponent(eq < 0 ? part : part.slice(0, eq));
    if (name) list.push([name, eq < 0 ? '' : decodeComponent(part.slice(eq + 1))]);
  }
  return list;
}

/**
 * Solr parameters as an ordered list of name/value pairs: Solr repeats names (`fq`, `facet.field`)
 * and sometimes cares about order, which a plain object cannot express.
 */

export type Param = readonly [name: string, value: string];
export type ParamList = readonly Param[];

/** `application/x-www-form-urlencoded`, as the proxy expects the POST body (SPEC 7.1). */
export function encodeFormBody(list: ParamList): string {
  const search = new URLSearchParams();
  for (const [name, value] of list) search.append(name, value);
  return search.toString();
}

// Characters a fragment may carry literally (RFC 3986 pchar minus the ones with meaning for us).
const READABLE = /%(?:3A|2C|28|29|2A|2F|21|40|24)/g;
const READABLE_CHARS: Record<string, string> = {
  '%3A': ':',
  '%2C': ',',
  '%28': '(',
  '%29': ')',
  '%2A': '*',
  '%2F': '/',
  '%21': '!',
  '%40': '@',
  '%24': '$',
};

/** A query string that stays readable in the address bar (`fq=ss_type:Villa`). */
export function encodeQueryString(list: ParamList): string {
  return list
    .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`)
    .join('&');
}

// A lone surrogate (text cut mid-emoji) makes encodeURIComponent throw; write U+FFFD instead, as
// URLSearchParams does for the form body.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encodeComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    READABLE,
    (match) => READABLE_CHARS[match] ?? match,
  );
}

/** Decodes percent-escapes, keeping malformed ones literally instead of throwing. */
export function decodeComponent(value: string): string {
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** Parses any string as a query string; never throws, drops pairs without a name. */
export function parseQueryString(input: string): Param[] {
  const list: Param[] = [];
  for (const part of input.replace(/^[#?]/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = decodeComponent(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decodeComponent(part.slice(eq + 1));
    if (name) list.push([name, value]);
  }
  return list;
}

/**
 * Solr parameters as an ordered list of name/value pairs: Solr repeats names (`fq`, `facet.field`)
 * and sometimes cares about order, which a plain object cannot express.
 */

export type Param = readonly [name: string, value: string];
export type ParamList = readonly Param[];

/** Loose input accepted from configuration: `{ fq: ['a', 'b'], rows: 10 }` or a list of pairs. */
export type ParamInput =
  | ParamList
  | Readonly<Record<string, string | number | boolean | readonly (string | number | boolean)[]>>;

export function toParamList(input: ParamInput | undefined): Param[] {
  if (!input) return [];
  if (Array.isArray(input)) return input.map(([name, value]) => [name, value] as const);
  const list: Param[] = [];
  for (const [name, value] of Object.entries(input)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) list.push([name, String(item)]);
  }
  return list;
}

export function getParam(list: ParamList, name: string): string | undefined {
  for (let i = list.length - 1; i >= 0; i--) {
    const param = list[i];
    if (param && param[0] === name) return param[1];
  }
  return undefined;
}

export function getAllParams(list: ParamList, name: string): string[] {
  return list.filter(([key]) => key === name).map(([, value]) => value);
}

/** Replaces every value of `name` with `value` (or removes it when `value` is undefined). */
export function setParam(list: ParamList, name: string, value: string | undefined): Param[] {
  const rest = list.filter(([key]) => key !== name);
  return value === undefined ? rest : [...rest, [name, value]];
}

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

function encodeComponent(value: string): string {
  return encodeURIComponent(value).replace(READABLE, (match) => READABLE_CHARS[match] ?? match);
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

/**
 * Solr NamedLists arrive in one of several `json.nl` shapes (SPEC 3.2): `map` (an object; a null
 * name becomes the key ""), `flat` (`[name, value, name, value]`), `arrarr` (`[[name, value]]`),
 * and the rarer `arrmap` / `arrntv`. This turns any of them into ordered entries.
 */
import { isRecord } from '../is-record.js';

export type NamedListEntry = readonly [name: string | null, value: unknown];

/** `null` for an absent value, its string form otherwise (names, ids, range meta). */
export function stringOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function readNamedList(value: unknown): NamedListEntry[] {
  if (!Array.isArray(value)) {
    // `map`: Solr writes the null name (facet.missing) as "".
    return isRecord(value) ? Object.entries(value).map(([name, item]) => [name || null, item]) : [];
  }
  const entries: NamedListEntry[] = [];
  const first: unknown = value[0];
  if (first === null || typeof first !== 'object') {
    // flat: [name, value, name, value, ...]; a dangling last name is dropped.
    for (let i = 1; i < value.length; i += 2) entries.push([stringOrNull(value[i - 1]), value[i]]);
    return entries;
  }
  // The first item tells the shape of the others.
  const arrarr = Array.isArray(first);
  const arrntv = 'name' in first && 'value' in first;
  for (const item of value as unknown[]) {
    if (arrarr) {
      // arrarr: [[name, value], ...]; items that are not pairs are skipped.
      if (Array.isArray(item)) entries.push([stringOrNull(item[0]), item[1]]);
    } else if (arrntv) {
      // arrntv: [{name, type, value}, ...]
      const { name, value: itemValue } = (item ?? {}) as { name?: unknown; value?: unknown };
      entries.push([stringOrNull(name), itemValue]);
    } else {
      // arrmap: [{name: value}, ...]; a null name is written as the bare value.
      entries.push(isRecord(item) ? (Object.entries(item)[0] ?? [null, undefined]) : [null, item]);
    }
  }
  return entries;
}

/**
 * Solr NamedLists arrive in one of several `json.nl` shapes (SPEC 3.2): `map` (an object; a null
 * name becomes the key ""), `flat` (`[name, value, name, value]`), `arrarr` (`[[name, value]]`),
 * and the rarer `arrmap` / `arrntv`. This turns any of them into ordered entries.
 */

export type NamedListEntry = readonly [name: string | null, value: unknown];

export function readNamedList(value: unknown): NamedListEntry[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return readArrayNamedList(value);
  if (typeof value === 'object') {
    // `map`: Solr writes the null name (facet.missing) as "".
    return Object.entries(value as Record<string, unknown>).map(([name, item]) => [
      name === '' ? null : name,
      item,
    ]);
  }
  return [];
}

function readArrayNamedList(list: readonly unknown[]): NamedListEntry[] {
  if (list.length === 0) return [];
  const first = list[0];
  if (Array.isArray(first)) {
    // arrarr: [[name, value], ...]
    return list
      .filter((pair): pair is unknown[] => Array.isArray(pair))
      .map((pair) => [nameOf(pair[0]), pair[1]]);
  }
  if (first !== null && typeof first === 'object') {
    if ('name' in first && 'value' in first) {
      // arrntv: [{name, type, value}, ...]
      return list.map((item) => {
        const record = (item ?? {}) as { name?: unknown; value?: unknown };
        return [nameOf(record.name), record.value];
      });
    }
    // arrmap: [{name: value}, ...]; a null name is written as the bare value.
    return list.map((item) => {
      if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
        const [entry] = Object.entries(item as Record<string, unknown>);
        return entry ? [entry[0], entry[1]] : [null, undefined];
      }
      return [null, item];
    });
  }
  // flat: [name, value, name, value, ...]
  const entries: NamedListEntry[] = [];
  for (let i = 0; i + 1 < list.length; i += 2) entries.push([nameOf(list[i]), list[i + 1]]);
  return entries;
}

function nameOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

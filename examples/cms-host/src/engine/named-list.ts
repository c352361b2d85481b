/** Solr's NamedList output in the three `json.nl` styles the widgets read (SPEC 3.2). */
export type JsonNl = 'flat' | 'map' | 'arrarr';

export function namedList(
  entries: readonly (readonly [string | null, number])[],
  style: JsonNl,
): unknown {
  if (style === 'map')
    return Object.fromEntries(entries.map(([name, count]) => [name ?? '', count]));
  if (style === 'arrarr') return entries.map(([name, count]) => [name, count]);
  return entries.flat();
}

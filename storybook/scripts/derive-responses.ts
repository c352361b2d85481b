/**
 * States the demo's data does not have, made from a recorded response: a facet with 300 values,
 * labels long enough to wrap, results without an image. Only the record script uses these; the
 * responses they make are marked `derived` in the fixtures.
 */

type Body = {
  response?: { docs?: Record<string, unknown>[] };
  facet_counts?: { facet_fields?: Record<string, unknown> };
};

/** Facet counts in either shape Solr sends them here (`json.nl=map` or a flat list). */
function readCounts(value: unknown): [string, number][] {
  if (Array.isArray(value)) {
    const pairs: [string, number][] = [];
    for (let index = 0; index + 1 < value.length; index += 2)
      pairs.push([String(value[index]), Number(value[index + 1])]);
    return pairs;
  }
  return Object.entries((value ?? {}) as Record<string, number>);
}

function writeCounts(like: unknown, pairs: readonly [string, number][]): unknown {
  return Array.isArray(like) ? pairs.flat() : Object.fromEntries(pairs);
}

// Cornish-sounding place names: three parts, so 300 distinct ones come from 10 × 10 × 3.
const STARTS = ['Tre', 'Pen', 'Pol', 'Lan', 'Ros', 'Car', 'Porth', 'Bos', 'Chy', 'Tol'];
const MIDDLES = [
  'garth',
  'hallow',
  'wenna',
  'darrow',
  'morran',
  'venna',
  'rick',
  'zance',
  'kellis',
  'torran',
];
const ENDS = ['', ' Cove', ' Downs'];

export function expandFacet(body: unknown, field: string, size: number): unknown {
  const fields = (body as Body).facet_counts?.facet_fields;
  if (!fields) throw new Error('The response has no facet fields.');
  const real = readCounts(fields[field]);
  const names = new Set(real.map(([name]) => name));
  const pairs = [...real];
  for (let index = 0; pairs.length < size; index += 1) {
    const name = `${STARTS[index % 10]}${MIDDLES[Math.floor(index / 10) % 10]}${ENDS[Math.floor(index / 100) % 3]}`;
    if (names.has(name)) continue;
    names.add(name);
    // Counts fall from the real places' smallest down to 1, as a long tail does.
    pairs.push([name, Math.max(1, Math.round(40 * (1 - pairs.length / size)))]);
  }
  fields[field] = writeCounts(fields[field], pairs);
  return body;
}

const LONG_TYPES: Record<string, string> = {
  Cottage: 'Fisherman’s cottage, restored, with a walled garden and harbour views',
  House: 'Townhouse across three floors with a roof terrace overlooking the estuary',
  Apartment: 'Apartment in a converted Victorian sail loft, a minute from the beach',
};

export function lengthenLabels(body: unknown): unknown {
  const typed = body as Body;
  const fields = typed.facet_counts?.facet_fields;
  if (fields?.ss_property_type) {
    const pairs = readCounts(fields.ss_property_type).map(([name, count]): [string, number] => [
      LONG_TYPES[name] ?? name,
      count,
    ]);
    fields.ss_property_type = writeCounts(fields.ss_property_type, pairs);
  }
  const [first, second] = typed.response?.docs ?? [];
  if (first)
    first.ss_title = `${String(first.ss_title)}: a very long listing title that a CMS editor wrote without a thought for the card it ends up in`;
  if (second)
    second.tm_summary = [
      'Pneumonoultramicroscopicsilicovolcanoconiosis-proof walls and an unbroken hyphen-less word to test overflow: Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch.',
    ];
  return body;
}

export function withoutImage(body: unknown, count: number): unknown {
  for (const doc of ((body as Body).response?.docs ?? []).slice(0, count)) delete doc.sm_images;
  return body;
}

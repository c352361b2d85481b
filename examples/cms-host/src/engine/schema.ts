/**
 * Field types from Drupal Search API Solr's dynamic-field prefixes, as the demo's schema.
 * A field with no known prefix is "undefined", which Solr answers with a 400.
 */

export type FieldType = 'id' | 'string' | 'text' | 'int' | 'float' | 'date' | 'bool' | 'location';

const PREFIXES: readonly [RegExp, FieldType][] = [
  [/^(?:ss|sm|sort)_/, 'string'],
  [/^(?:tm|ts|tus|tum|twm)_/, 'text'],
  [/^(?:its|itm|is|im)_/, 'int'],
  [/^(?:fts|ftm|fs|fm|ps|pm)_/, 'float'],
  [/^(?:ds|dm)_/, 'date'],
  [/^(?:bs|bm)_/, 'bool'],
  [/^(?:locs|locm)_/, 'location'],
];

export function fieldType(field: string): FieldType | null {
  if (field === 'id') return 'id';
  if (field === 'index_id') return 'string';
  for (const [pattern, type] of PREFIXES) if (pattern.test(field)) return type;
  return null;
}

/** Types stored as numbers in the value table (ranges, numeric sorts, range facets). */
export function isNumeric(type: FieldType): boolean {
  return type === 'int' || type === 'float' || type === 'date';
}

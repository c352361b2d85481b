/** A complete `FacetDefinition` with the documented defaults, for tests. */
import type { FacetDefinition } from '../config/types.js';

export const DEFAULT_TEST_FACET_FIELD = 'sm_amenities';

export function facetDefinition(overrides: Partial<FacetDefinition> = {}): FacetDefinition {
  const field = overrides.field ?? DEFAULT_TEST_FACET_FIELD;
  return {
    name: field,
    field,
    label: field,
    display: 'checkbox',
    operator: 'AND',
    multiple: true,
    exclude: null,
    sorts: [
      { key: 'active', order: 'desc' },
      { key: 'count', order: 'desc' },
      { key: 'display', order: 'asc' },
    ],
    hardLimit: 50,
    missing: false,
    mincount: 1,
    range: null,
    descriptions: {},
    ...overrides,
  };
}

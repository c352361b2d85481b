/**
 * A facet item's visible text, "Value (count)", from the page's message catalogue; and the same
 * wording for a selected value shown away from its facet (a chip of the selections widget), so a
 * visitor reads a filter the same way in both places.
 */
import type { FacetDefinition } from '@stayfront/search-core';
import { type FacetItem, MISSING_LABEL } from '@stayfront/search-core/facets';
import type { Messages } from '../runtime/messages.js';

/** The value a toggle switches on when its widget config names none: a boolean field's `true`. */
export const TOGGLE_VALUE = 'true';

export const itemValue = (messages: Messages, item: Pick<FacetItem, 'facet' | 'label'>): string =>
  item.facet === null ? messages.format('facet.missing') : item.label;

export const itemCount = (messages: Messages, count: number): string =>
  messages.format('facet.itemCount', { count });

export const itemText = (messages: Messages, item: FacetItem): string =>
  `${itemValue(messages, item)} ${itemCount(messages, item.count)}`;

/**
 * A selected value's text where no facet item is at hand, worded as its facet shows it. Null for a
 * toggle's on value: the switch is named by the facet's label alone ("Pets allowed", see
 * FacetToggle), so "Pets allowed: true" would only add a Solr value. Only the search config is
 * known here, not the facet widget's own `display` or `value`: a toggle switching another value
 * keeps "Label: value". Any other value reads as its facet item does (`itemValue`).
 */
export function selectedValueText(
  messages: Messages,
  definition: FacetDefinition | undefined,
  value: string | null,
): string | null {
  if (definition?.display === 'toggle' && value === TOGGLE_VALUE) return null;
  // The item as search-core's facet model labels it (facet-model.ts): by its value.
  return itemValue(messages, { facet: value, label: value ?? MISSING_LABEL });
}

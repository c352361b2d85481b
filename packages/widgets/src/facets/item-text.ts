/** A facet item's visible text, "Value (count)", from the page's message catalogue. */
import type { FacetItem } from '@stayfront/search-core/facets';
import type { Messages } from '../runtime/messages.js';

export const itemValue = (messages: Messages, item: FacetItem): string =>
  item.facet === null ? messages.format('facet.missing') : item.label;

export const itemCount = (messages: Messages, count: number): string =>
  messages.format('facet.itemCount', { count });

export const itemText = (messages: Messages, item: FacetItem): string =>
  `${itemValue(messages, item)} ${itemCount(messages, item.count)}`;

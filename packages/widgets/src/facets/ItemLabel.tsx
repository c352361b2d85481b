/**
 * A facet item's visible text, its value and its count in elements of their own: the value is
 * isolated with its own direction (stylesheet, .sf-facet__value), or an Arabic town on an English
 * page drew its "(3)" before it, both in one run of text. The lists and the drop-down's options
 * show it; what is read out and matched when typing stays `itemText`.
 */
import type { FacetItem } from '@stayfront/search-core/facets';
import type { Messages } from '../runtime/messages.js';
import { itemCount, itemValue } from './item-text.js';

export function ItemLabel({ messages, item }: { messages: Messages; item: FacetItem }) {
  return (
    <>
      <span className="sf-facet__value">{itemValue(messages, item)}</span>{' '}
      <span className="sf-facet__count">{itemCount(messages, item.count)}</span>
    </>
  );
}

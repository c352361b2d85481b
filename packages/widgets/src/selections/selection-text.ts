/**
 * The words of an active filter, from the page's catalogue: "Town: St Ives", "Pets allowed",
 * "Price: from 100". Plain functions without React or a search instance, so a site's server can
 * word its own chips (the no-JavaScript fallback: links that remove one filter each) exactly as the
 * selections widget will once it wakes (through `activeFilters`, `@stayfront/widgets/selection-text`).
 */
import type { RangeSelection } from '@stayfront/search-core';
import type { Messages } from '../runtime/messages.js';

/** A piece of a chip's text: the facet's label, the value, or the catalogue's words between. */
export interface ChipPart {
  readonly type: 'facet' | 'value' | 'text';
  readonly text: string;
}

// Stand-ins for the placeholders while the template is split: private-use characters that no
// catalogue text contains. The label and value go in afterwards, so their own text is never read
// as a placeholder.
const FACET = '\uE000';
const VALUE = '\uE001';

/**
 * A chip's text in parts, from `selections.chip` ("{facet}: {value}"): the widget marks the facet
 * and the value up, and the joined parts are the chip's text. No value (a switched-on toggle): the
 * facet's label alone.
 */
export function chipParts(messages: Messages, facet: string, value: string | null): ChipPart[] {
  if (value === null) return [{ type: 'facet', text: facet }];
  return messages
    .format('selections.chip', { facet: FACET, value: VALUE })
    .split(/([\uE000\uE001])/)
    .flatMap((piece): ChipPart[] => {
      if (piece === FACET) return [{ type: 'facet', text: facet }];
      if (piece === VALUE) return [{ type: 'value', text: value }];
      return piece ? [{ type: 'text', text: piece }] : [];
    });
}

/** The parts joined: a chip's whole text, what it shows and its name after "Remove filter: ". */
export const partsText = (parts: readonly ChipPart[]): string =>
  parts.map((part) => part.text).join('');

/**
 * A range in words. An open end (`*`, an empty input of the range facet) gets a message of its
 * own, so the chip never reads "100 –" or "– 200"; both open (a hand-written `[* TO *]` link) means
 * any value at all.
 */
export function rangeText(
  messages: Messages,
  { from, to }: Pick<RangeSelection, 'from' | 'to'>,
): string {
  if (from === '*' && to === '*') return messages.format('selections.rangeAny');
  if (to === '*') return messages.format('selections.rangeFrom', { from });
  if (from === '*') return messages.format('selections.rangeTo', { to });
  return messages.format('selections.range', { from, to });
}

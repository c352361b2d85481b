/**
 * A facet as a drop-down. react-select is about 30 KB gzip, so it is not part of the facet chunk:
 * a native `<select>` is rendered first and works on its own; the first hover or focus loads
 * react-select (with `ReactSelectFacet`), which then takes its place, focused when the native
 * one was.
 */
import type { SearchInstance } from '@stayfront/search-core';
import { type FacetModel, resetFacet, toggleFacet } from '@stayfront/search-core/facets';
import { useState } from 'react';
import { useMessages } from '../runtime/search-context.js';
import { useHeldChoice } from '../runtime/use-held-choice.js';
import { itemText } from './item-text.js';
import { loadOnce } from './load-once.js';

// The native select keeps working when the chunk fails; the next hover or focus tries again.
const upgrade = loadOnce(() =>
  import('./ReactSelectFacet.js').then((module) => module.ReactSelectFacet),
);

interface FacetSelectProps {
  readonly model: FacetModel;
  readonly search: SearchInstance;
  /** The control's id, for the heading's `<label>`. */
  readonly id: string;
  readonly label: string;
}

export function FacetSelect({ model, search, id, label }: FacetSelectProps) {
  const messages = useMessages();
  // Null while the native select is shown; then whether react-select takes the focus.
  const [autoFocus, setAutoFocus] = useState(() => (upgrade.get() ? false : null));
  const { items, definition } = model;
  const placeholder = messages.format('facet.selectPlaceholder', { label });
  const Select = autoFocus !== null && upgrade.get();
  const chosen = items.findIndex((item) => item.active);
  const choice = useHeldChoice(chosen < 0 ? '' : String(chosen), (value) => {
    const item = items[Number(value)];
    if (!value || !item) resetFacet(search, definition.name);
    else if (!item.active) toggleFacet(search, definition.name, item.facet);
  });

  if (Select)
    return (
      <Select
        model={model}
        search={search}
        id={id}
        placeholder={placeholder}
        autoFocus={autoFocus}
      />
    );
  // React-select takes the focus if the native select hovered or focused still holds it then.
  const load = ({ currentTarget: native }: { currentTarget: HTMLSelectElement }) =>
    upgrade.load().then(
      () => setAutoFocus(native.ownerDocument.activeElement === native),
      () => {},
    );
  return (
    <select
      id={id}
      className="sf-facet__native"
      onFocus={load}
      onPointerEnter={load}
      // Arrowing through it chooses nothing until Enter or leaving (WCAG 3.2.2).
      {...choice}
    >
      <option value="">{placeholder}</option>
      {items.map((item, index) => (
        <option key={item.facet ?? '\u0000'} value={index}>
          {itemText(messages, item)}
        </option>
      ))}
    </select>
  );
}

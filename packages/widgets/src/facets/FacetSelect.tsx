/**
 * A facet as a drop-down. react-select is about 30 KB gzip, so it is not part of the facet chunk:
 * a native `<select>` is rendered first and works on its own; the first hover or focus loads
 * react-select (with `ReactSelectFacet`), which then takes its place, focused when the native
 * one was, and open when a press (a tap, a click) put the focus there (`data-sf-pressed`).
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
  // False while the native select is shown. React-select, at its first render, reads from the
  // native select whether to take the focus and open (ReactSelectFacet's `start`).
  const [upgraded, setUpgraded] = useState(() => Boolean(upgrade.get()));
  const { items, definition } = model;
  const placeholder = messages.format('facet.selectPlaceholder', { label });
  const Select = upgraded && upgrade.get();
  const chosen = items.findIndex((item) => item.active);
  const choice = useHeldChoice(chosen < 0 ? '' : String(chosen), (value) => {
    const item = items[Number(value)];
    if (!value || !item) resetFacet(search, definition.name);
    else if (!item.active) toggleFacet(search, definition.name, item.facet);
  });

  if (Select) return <Select model={model} search={search} id={id} placeholder={placeholder} />;
  const load = () =>
    upgrade.load().then(
      () => setUpgraded(true),
      () => {},
    );
  return (
    <select
      id={id}
      className="sf-facet__native"
      onFocus={load}
      onPointerEnter={load}
      // A press (a tap, or a click before the code came) asks for the choices; the keyboard's
      // focus does not, even with the mouse resting over the select (its :hover said a press).
      onPointerDown={({ currentTarget }) => {
        currentTarget.dataset.sfPressed = '';
      }}
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

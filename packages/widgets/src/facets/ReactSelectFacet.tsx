/**
 * The drop-down's react-select, in a chunk of its own that `FacetSelect` loads on first use.
 * Single-valued facets replace their value in one step (SPEC 4.3); multi-valued ones get a
 * multi-select. Class names are `sf-select__*`; react-select's own styles are off (`unstyled`).
 */
import type { SearchInstance } from '@stayfront/search-core';
import {
  type FacetItem,
  type FacetModel,
  resetFacet,
  toggleFacet,
} from '@stayfront/search-core/facets';
import Select from 'react-select';
import { useMessages } from '../runtime/search-context.js';
import { itemText } from './item-text.js';

export interface ReactSelectFacetProps {
  readonly model: FacetModel;
  readonly search: SearchInstance;
  readonly id: string;
  readonly placeholder: string;
  readonly autoFocus: boolean;
}

interface Option {
  readonly item: FacetItem;
  readonly label: string;
}

export function ReactSelectFacet({
  model,
  search,
  id,
  placeholder,
  autoFocus,
}: ReactSelectFacetProps) {
  const messages = useMessages();
  const { definition } = model;
  const options: Option[] = model.items.map((item) => ({ item, label: itemText(messages, item) }));
  const value = options.filter((option) => option.item.active);
  const toggle = (item: FacetItem) => toggleFacet(search, definition.name, item.facet);
  return (
    <Select<Option, boolean>
      inputId={id}
      instanceId={id}
      className="sf-facet__select"
      classNamePrefix="sf-select"
      unstyled
      autoFocus={autoFocus}
      isMulti={definition.multiple}
      isClearable
      // Focus stays on the drop-down after a choice (react-select blurs on touch screens).
      blurInputOnSelect={false}
      options={options}
      value={definition.multiple ? value : (value[0] ?? null)}
      getOptionValue={(option) => option.item.facet ?? '\u0000'}
      placeholder={placeholder}
      noOptionsMessage={() => messages.format('select.noResults')}
      onChange={(next) => {
        const chosen = (Array.isArray(next) ? next : next ? [next] : []).map(
          (option: Option) => option.item,
        );
        if (!chosen.length) return resetFacet(search, definition.name);
        if (definition.multiple)
          for (const { item } of value) if (!chosen.includes(item)) toggle(item);
        for (const item of chosen) if (!item.active) toggle(item);
      }}
    />
  );
}

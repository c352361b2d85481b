/**
 * The drop-down's react-select, in a chunk of its own that `FacetSelect` loads on first use.
 * Single-valued facets replace their value in one step (SPEC 4.3); multi-valued ones get a
 * multi-select. Class names are `sf-select__*`; react-select's own styles are off (`unstyled`).
 */

import { CacheProvider } from '@emotion/react';
import type { SearchInstance } from '@stayfront/search-core';
import {
  type FacetItem,
  type FacetModel,
  resetFacet,
  toggleFacet,
} from '@stayfront/search-core/facets';
import { useState } from 'react';
import Select, { components } from 'react-select';
import { useMessages } from '../runtime/search-context.js';
import { dropDownSpeech, listboxOnlyWithOptions } from '../select-styles/select-speech.js';
import { selectStyleCache } from '../select-styles/select-style-cache.js';
import { ItemLabel } from './ItemLabel.js';
import { itemText } from './item-text.js';

export interface ReactSelectFacetProps {
  readonly model: FacetModel;
  readonly search: SearchInstance;
  readonly id: string;
  readonly placeholder: string;
}

/**
 * How react-select starts, read from the native select it replaces (still in the page at its first
 * render): focused if the native one was, and open if a press put the focus there (FacetSelect
 * marks it `data-sf-pressed` on pointerdown). A tap also loads this chunk, so the select the
 * visitor tapped was replaced under the finger and showed no choices until a second tap. The
 * keyboard's focus leaves it closed, even with the mouse resting over it: with the menu open, the
 * next Tab would choose the first option (react-select's `tabSelectsValue`).
 */
function startFrom(id: string) {
  const native = document.getElementById(id);
  const focused = native !== null && native === native.ownerDocument.activeElement;
  return { focused, open: focused && native.hasAttribute('data-sf-pressed') };
}

// The menu's list is a listbox only while it holds options; the count of matches is spoken
// through react-select's live region (select-speech.tsx).
const PARTS = { MenuList: listboxOnlyWithOptions(components.MenuList) };

export function ReactSelectFacet({ model, search, id, placeholder }: ReactSelectFacetProps) {
  const [start] = useState(() => startFrom(id));
  const messages = useMessages();
  const { definition } = model;
  const chosen = model.items.filter((item) => item.active);
  const toggle = (item: FacetItem) => toggleFacet(search, definition.name, item.facet);
  // Even `unstyled`, react-select lays itself out and hides its live region with Emotion: its
  // rules go to an adopted sheet, not to `<style>` elements a strict CSP blocks.
  return (
    <CacheProvider value={selectStyleCache(document)}>
      <Select<FacetItem, boolean>
        inputId={id}
        instanceId={id}
        className="sf-facet__select"
        classNamePrefix="sf-select"
        unstyled
        components={PARTS}
        autoFocus={start.focused}
        defaultMenuIsOpen={start.open}
        isMulti={definition.multiple}
        isClearable
        // Focus stays on the drop-down after a choice (react-select blurs on touch screens).
        blurInputOnSelect={false}
        options={model.items}
        value={definition.multiple ? chosen : (chosen[0] ?? null)}
        getOptionLabel={(item) => itemText(messages, item)}
        // The value isolated with its own direction, as in the lists; the label above is read out.
        formatOptionLabel={(item) => <ItemLabel messages={messages} item={item} />}
        getOptionValue={(item) => item.facet ?? '\u0000'}
        placeholder={placeholder}
        // What screen readers hear comes from the catalogue (react-select's own texts are English).
        {...dropDownSpeech(messages)}
        onChange={(next) => {
          const items = Array.isArray(next) ? next : next ? [next] : [];
          if (!items.length) return resetFacet(search, definition.name);
          if (definition.multiple)
            for (const item of chosen) if (!items.includes(item)) toggle(item);
          for (const item of items) if (!item.active) toggle(item);
        }}
      />
    </CacheProvider>
  );
}

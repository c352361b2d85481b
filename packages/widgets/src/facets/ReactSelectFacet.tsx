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
import { selectMessageFormatter } from '@stayfront/search-core/messages';
import { useState } from 'react';
import Select, { components, type MenuListProps } from 'react-select';
import { useMessages } from '../runtime/search-context.js';
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

/**
 * The menu's list: a listbox only while it holds options. "No results found" alone in a listbox
 * is not an option (axe aria-required-children, WCAG 4.1.2; react-select issue 6093); the count
 * of matches is spoken through react-select's live region (`onFilter` below).
 */
function MenuList(props: MenuListProps<FacetItem, boolean>) {
  const { id } = props.innerProps;
  return (
    <components.MenuList
      {...props}
      innerProps={Array.isArray(props.children) ? props.innerProps : { id }}
    />
  );
}
const PARTS = { MenuList };

export function ReactSelectFacet({ model, search, id, placeholder }: ReactSelectFacetProps) {
  const [start] = useState(() => startFrom(id));
  const messages = useMessages();
  const selectMessage = selectMessageFormatter(messages);
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
        noOptionsMessage={() => selectMessage('select.noResults')}
        screenReaderStatus={({ count }) => selectMessage('select.results', { count })}
        // What screen readers hear comes from the catalogue (react-select's own texts are English).
        ariaLiveMessages={{
          guidance: ({ context }) =>
            context === 'menu' ? selectMessage('select.guidanceMenu') : '',
          // Like react-select: only Apple devices hear the focused option through the live region;
          // elsewhere `aria-activedescendant` names it, and saying it twice would repeat it.
          onFocus: ({ label, context, focused, options, isAppleDevice }) =>
            context === 'menu' && isAppleDevice
              ? selectMessage('select.optionFocused', {
                  label,
                  index: (options as readonly unknown[]).indexOf(focused) + 1,
                  count: options.length,
                })
              : '',
          // Also what is chosen when focus comes back to the drop-down (`initial-input-focus`).
          // That and `clear` come with their values in `labels` (`label` is empty for several):
          // each value is said with the catalogue's own sentence, no list punctuation of ours, and
          // nothing when there is no value.
          onChange: ({ action, label, labels }) => {
            const say = (key: 'select.optionSelected' | 'select.optionRemoved') =>
              (labels.length ? labels : label ? [label] : [])
                .map((value) => selectMessage(key, { label: value }))
                .join(' ');
            return action === 'select-option' || action === 'initial-input-focus'
              ? say('select.optionSelected')
              : action === 'deselect-option' ||
                  action === 'remove-value' ||
                  action === 'pop-value' ||
                  action === 'clear'
                ? say('select.optionRemoved')
                : '';
          },
          onFilter: ({ resultsMessage }) => resultsMessage,
        }}
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

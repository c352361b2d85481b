/**
 * The property select as a combobox the visitor can type into (SPEC 2.6): react-select, in a chunk
 * of its own that the inquiry-select enhancer loads on the first hover or focus. The native select
 * stays the form's field: a choice is written to it (with `input` and `change` events), and what
 * changes it (a form reset, another script's `change`) shows here. A choice, and only a choice,
 * navigates (`onChoose`): mounting with a property already chosen does not, nor does moving
 * through the options, nor Tab (`tabSelectsValue` off: leaving is not choosing, WCAG 3.2.2).
 *
 * Accessibility, as the drop-down facet (packages/widgets/src/facets/ReactSelectFacet.tsx): the
 * native select's label names the input; it takes the focus when the native select had it, and
 * opens only when a press (a tap, a click) put the focus there, so the first tap shows the choices
 * and the keyboard's focus does not open a menu whose Tab would choose. What screen readers hear
 * comes from the page's message catalogue. The native select's `aria-invalid` and
 * `aria-describedby` (a lead form's error message) follow it onto the input.
 */

import { CacheProvider } from '@emotion/react';
import {
  dropDownSpeech,
  listboxOnlyWithOptions,
  pageMessages,
  selectStyleCache,
} from '@stayfront/widgets';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Select, { components, createFilter, type InputProps, type SingleValue } from 'react-select';
import {
  type PropertyGroup,
  type PropertyOption,
  readPropertyOptions,
} from './property-options.js';
import type { StandIn } from './stand-in.js';

export interface PropertyComboboxProps {
  /** The native select: the options, the value, the form's field. */
  readonly select: HTMLSelectElement;
  readonly inputId: string;
  readonly standIn: StandIn;
  /** Read from the native select before it was hidden. */
  readonly start: { readonly focused: boolean; readonly open: boolean };
  /** The visitor chose the option `value`. */
  readonly onChoose: (value: string) => void;
}

/** Calls `notify` when the native select's value or error state may have changed. */
const watchNative = (select: HTMLSelectElement) => (notify: () => void) => {
  // `reset` comes before the form's fields are reset.
  const onReset = () => setTimeout(notify);
  const observer = new MutationObserver(notify);
  observer.observe(select, {
    attributes: true,
    attributeFilter: ['aria-invalid', 'aria-describedby'],
  });
  select.addEventListener('change', notify);
  select.form?.addEventListener('reset', onReset);
  return () => {
    observer.disconnect();
    select.removeEventListener('change', notify);
    select.form?.removeEventListener('reset', onReset);
  };
};

/** The native select's `aria-describedby`, added to the input's own (react-select's). */
const DescribedBy = createContext<string | null>(null);

function Input(props: InputProps<PropertyOption, false, PropertyGroup>) {
  const native = useContext(DescribedBy);
  const ids = [props['aria-describedby'], native].filter(Boolean).join(' ');
  return <components.Input {...props} aria-describedby={ids || undefined} />;
}

// The menu's list is a listbox only while it holds options (shared with the drop-down facet).
const PARTS = { Input, MenuList: listboxOnlyWithOptions(components.MenuList) };

// Typing matches the properties' names, not the URLs in their values.
const byLabel = createFilter<PropertyOption>({ stringify: (option) => option.data.label });

export function PropertyCombobox({
  select,
  inputId,
  standIn,
  start,
  onChoose,
}: PropertyComboboxProps) {
  const [{ placeholder, options, flat }] = useState(() => readPropertyOptions(select));
  const [subscribe] = useState(() => watchNative(select));
  const value = useSyncExternalStore(subscribe, () => select.value);
  const invalid = useSyncExternalStore(subscribe, () => select.getAttribute('aria-invalid'));
  const describedBy = useSyncExternalStore(subscribe, () =>
    select.getAttribute('aria-describedby'),
  );

  const choose = (option: SingleValue<PropertyOption>) => {
    if (!option || option.value === select.value) return;
    select.value = option.value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    onChoose(option.value);
  };

  return (
    <DescribedBy.Provider value={describedBy}>
      {/* react-select's styles in an adopted sheet, not in `<style>` elements a strict CSP blocks. */}
      <CacheProvider value={selectStyleCache(select.ownerDocument)}>
        <Select<PropertyOption, false, PropertyGroup>
          inputId={inputId}
          instanceId={inputId}
          className="sf-inquiry-select__control"
          classNamePrefix="sf-select"
          components={PARTS}
          aria-labelledby={standIn.labelledBy}
          aria-label={standIn.label}
          aria-invalid={invalid === 'true' || undefined}
          required={standIn.required}
          isDisabled={standIn.disabled}
          autoFocus={start.focused}
          defaultMenuIsOpen={start.open}
          tabSelectsValue={false}
          // Focus stays on the combobox after a choice (react-select blurs on touch screens).
          blurInputOnSelect={false}
          options={options}
          value={flat.find((option) => option.value === value) ?? null}
          filterOption={byLabel}
          getOptionValue={(option) => option.value}
          placeholder={placeholder}
          // Every text from the page's catalogue, as the drop-down facet's (SPEC 8).
          {...dropDownSpeech(pageMessages(select.ownerDocument))}
          onChange={(option, { action }) => {
            if (action === 'select-option') choose(option);
          }}
        />
      </CacheProvider>
    </DescribedBy.Provider>
  );
}

/**
 * Renders the combobox into `container`, committed before this returns (so the focus moves to
 * it in the same task as the native select is hidden); returns the unmount.
 */
export function renderPropertyCombobox(
  container: HTMLElement,
  props: PropertyComboboxProps,
): () => void {
  const root = createRoot(container, { identifierPrefix: `${props.inputId}-` });
  flushSync(() => root.render(<PropertyCombobox {...props} />));
  return () => root.unmount();
}

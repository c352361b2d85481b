/**
 * What the react-select drop-downs say, shared by the drop-down facet (facets/ReactSelectFacet.tsx)
 * and the inquiry form's property combobox (@stayfront/leads): every text from the page's message
 * catalogue (SPEC 8's select-box messages; react-select's own texts are English), and the menu's
 * list a listbox only while it holds options. No runtime import of react-select: this package's
 * index exports it, and react-select loads only with the widgets that show one (the base MenuList
 * is handed in). The autocomplete says other things and keeps its own MenuList (select-parts.tsx,
 * the same rule), and does not import this module: doing so would put it, with the catalogue's
 * select texts, into a chunk the autocomplete loads, about 0.4 KB gzip more for it.
 */

import { selectMessageFormatter } from '@stayfront/search-core/messages';
import type { AriaLiveMessages, components, GroupBase, MenuListProps } from 'react-select';
import type { Messages } from '../runtime/messages.js';

/** Props of react-select's `Select` (and `AsyncSelect`). */
interface Speech<Option, IsMulti extends boolean, Group extends GroupBase<Option>> {
  readonly noOptionsMessage: () => string;
  readonly screenReaderStatus: (state: { readonly count: number }) => string;
  readonly ariaLiveMessages: Required<AriaLiveMessages<Option, IsMulti, Group>>;
}

/** react-select's spoken and shown texts for a drop-down, from `messages`: spread into `Select`. */
export function dropDownSpeech<Option, IsMulti extends boolean, Group extends GroupBase<Option>>(
  messages: Messages,
): Speech<Option, IsMulti, Group> {
  const selectMessage = selectMessageFormatter(messages);
  // Each chosen or removed value said with the catalogue's own sentence, no list punctuation of
  // ours, nothing when there is none. `initial-input-focus` (focus back on the drop-down) and
  // `clear` come with their values in `labels` (`label` is empty for several).
  const say = (
    key: 'select.optionSelected' | 'select.optionRemoved',
    label: string,
    labels: readonly string[],
  ) =>
    (labels.length ? labels : label ? [label] : [])
      .map((value) => selectMessage(key, { label: value }))
      .join(' ');
  return {
    noOptionsMessage: () => selectMessage('select.noResults'),
    screenReaderStatus: ({ count }) => selectMessage('select.results', { count }),
    ariaLiveMessages: {
      guidance: ({ context }) => (context === 'menu' ? selectMessage('select.guidanceMenu') : ''),
      // As react-select: only Apple devices hear the focused option through the live region;
      // elsewhere `aria-activedescendant` names it, and saying it twice would repeat it.
      onFocus: ({ label, context, focused, options, isAppleDevice }) =>
        context === 'menu' && isAppleDevice
          ? selectMessage('select.optionFocused', {
              label,
              index: (options as readonly unknown[]).indexOf(focused) + 1,
              count: options.length,
            })
          : '',
      // Removals come from a multi-valued or clearable drop-down only.
      onChange: ({ action, label, labels }) =>
        action === 'select-option' || action === 'initial-input-focus'
          ? say('select.optionSelected', label, labels)
          : action === 'deselect-option' ||
              action === 'remove-value' ||
              action === 'pop-value' ||
              action === 'clear'
            ? say('select.optionRemoved', label, labels)
            : '',
      // The count of matches (`screenReaderStatus`), while the menu holds options.
      onFilter: ({ resultsMessage }) => resultsMessage,
    },
  };
}

/**
 * The menu list's own props: a listbox (react-select's `innerProps`, role included) only while it
 * holds options. A notice ("No results found") alone in a listbox is not an option (axe
 * aria-required-children, WCAG 4.1.2; react-select issue 6093).
 */
export function menuListInnerProps<
  Option,
  IsMulti extends boolean,
  Group extends GroupBase<Option>,
>(
  props: MenuListProps<Option, IsMulti, Group>,
): MenuListProps<Option, IsMulti, Group>['innerProps'] {
  return Array.isArray(props.children) ? props.innerProps : { id: props.innerProps.id };
}

/** react-select's MenuList (`components.MenuList`, handed in) with `menuListInnerProps`. */
export function listboxOnlyWithOptions(Base: typeof components.MenuList) {
  return function MenuList<Option, IsMulti extends boolean, Group extends GroupBase<Option>>(
    props: MenuListProps<Option, IsMulti, Group>,
  ) {
    return <Base {...props} innerProps={menuListInnerProps(props)} />;
  };
}

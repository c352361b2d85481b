import type {
  AriaGuidanceProps,
  AriaOnChangeProps,
  AriaOnFocusProps,
  GroupBase,
} from 'react-select';
import { describe, expect, it } from 'vitest';
import { readMessages } from '../runtime/messages.js';
import { dropDownSpeech, menuListInnerProps } from './select-speech.js';

interface Item {
  readonly label: string;
}
const [a, b, c] = [{ label: 'Nice' }, { label: 'Lyon' }, { label: 'Paris' }] as const;

const english = () => dropDownSpeech<Item, boolean, GroupBase<Item>>(readMessages(null));
const french = () =>
  dropDownSpeech<Item, boolean, GroupBase<Item>>(
    readMessages(
      JSON.stringify({
        messages: {
          'select.noResults': 'Aucun résultat',
          'select.results': '{count} option|{count} options',
          'select.optionSelected': '{label}, choisi.',
          'select.optionRemoved': '{label}, retiré.',
        },
      }),
      'fr',
    ),
  );

const guidance = (context: AriaGuidanceProps['context']) =>
  ({ context, isInitialFocus: false }) as AriaGuidanceProps;
const focus = (focused: Item, props: Partial<AriaOnFocusProps<Item, GroupBase<Item>>> = {}) =>
  ({
    focused,
    label: focused.label,
    context: 'menu',
    options: [a, b, c],
    isAppleDevice: true,
    ...props,
  }) as AriaOnFocusProps<Item, GroupBase<Item>>;
const change = (action: string, label: string, labels: string[] = []) =>
  ({ action, label, labels }) as unknown as AriaOnChangeProps<Item, boolean>;

describe('dropDownSpeech', () => {
  it('says the notice and the count from the catalogue, its plural forms included', () => {
    const speech = french();
    expect(speech.noOptionsMessage()).toBe('Aucun résultat');
    expect(speech.screenReaderStatus({ count: 1 })).toBe('1 option');
    expect(speech.screenReaderStatus({ count: 1250 })).toBe('1\u202f250 options');
    expect(english().screenReaderStatus({ count: 2 })).toBe('2 options');
  });

  it('guides in the menu only', () => {
    const { guidance: guide } = english().ariaLiveMessages;
    expect(guide?.(guidance('menu'))).toBe(
      'Use Up and Down to choose, Enter to select, Escape to close the list.',
    );
    expect(guide?.(guidance('input'))).toBe('');
    expect(guide?.(guidance('value'))).toBe('');
  });

  it("names a focused option with its place among those shown, on Apple devices' menus only", () => {
    const { onFocus } = english().ariaLiveMessages;
    expect(onFocus?.(focus(b))).toBe('Lyon, 2 of 3.');
    expect(onFocus?.(focus(a, { options: [a] }))).toBe('Nice, 1 of 1.');
    expect(onFocus?.(focus(b, { isAppleDevice: false }))).toBe('');
    expect(onFocus?.(focus(b, { context: 'value' }))).toBe('');
  });

  it('says each chosen or removed value in its own sentence, and nothing without one', () => {
    const { onChange } = french().ariaLiveMessages;
    expect(onChange?.(change('select-option', 'Nice'))).toBe('Nice, choisi.');
    expect(onChange?.(change('initial-input-focus', '', ['Nice', 'Lyon']))).toBe(
      'Nice, choisi. Lyon, choisi.',
    );
    expect(onChange?.(change('initial-input-focus', 'Nice', ['Nice']))).toBe('Nice, choisi.');
    expect(onChange?.(change('initial-input-focus', '', []))).toBe('');
    expect(onChange?.(change('deselect-option', 'Lyon'))).toBe('Lyon, retiré.');
    expect(onChange?.(change('clear', '', ['Nice', 'Paris']))).toBe('Nice, retiré. Paris, retiré.');
    expect(onChange?.(change('create-option', 'Nice'))).toBe('');
  });

  it("passes react-select's count of matches through", () => {
    const { onFilter } = english().ariaLiveMessages;
    expect(onFilter?.({ inputValue: 'ni', resultsMessage: '3 options' })).toBe('3 options');
  });
});

describe('menuListInnerProps', () => {
  const innerProps = { id: 'list', role: 'listbox', 'aria-multiselectable': false } as const;
  const props = (children: unknown) =>
    ({ innerProps, children }) as unknown as Parameters<typeof menuListInnerProps>[0];

  it('keeps the listbox while the menu holds options, and only the id around a notice', () => {
    expect(menuListInnerProps(props([<div key="a" />]))).toBe(innerProps);
    expect(menuListInnerProps(props(<div>No results found</div>))).toEqual({ id: 'list' });
  });
});

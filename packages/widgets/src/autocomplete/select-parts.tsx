/**
 * react-select (~30 KB gzip) loaded only when an autocomplete mounts: a dynamic import inside
 * this widget's chunk, never in the code the other widgets share. Also the two react-select parts
 * the widget replaces, so a search box behaves as one (WAI-ARIA combobox, list autocomplete
 * without automatic selection):
 * - Option and Input: the option react-select focuses by itself when suggestions arrive is not
 *   shown or announced as active until the visitor moves to it with the arrow keys, so Enter on
 *   typed text searches that text;
 * - Input: never hidden after a choice (react-select hides it until the next keystroke, but the
 *   chosen text is the search text and stays visible);
 * - MenuList and NoOptionsMessage: a notice ("No results found", too short, failed) in place of
 *   suggestions is not in a listbox (a listbox owns options only, WCAG 4.1.2; react-select issue
 *   6093) and is spoken through `Announce` (react-select's live region says nothing when there
 *   are no options, so a screen reader heard nothing at all, WCAG 4.1.3).
 */
import type { CacheProvider } from '@emotion/react';
import { createContext, useContext, useEffect } from 'react';
import type {
  components as baseComponents,
  GroupBase,
  InputProps,
  MenuListProps,
  NoticeProps,
  OptionProps,
} from 'react-select';
import type AsyncSelect from 'react-select/async';
import type { selectStyleCache } from '../select-styles/select-style-cache.js';

export interface SuggestionOption {
  readonly value: string;
  readonly count: number;
  readonly label: string;
}

/** True once the visitor moved to an option with the keyboard since the last keystroke. */
export const Navigated = createContext(false);

type Group = GroupBase<SuggestionOption>;

/** The react-select input, never hidden, naming its active option only once moved to. */
function Input(props: InputProps<SuggestionOption, false, Group>) {
  const Base = loadedSelect().components.Input;
  const navigated = useContext(Navigated);
  return (
    <Base
      {...props}
      isHidden={false}
      aria-activedescendant={navigated ? props['aria-activedescendant'] : undefined}
    />
  );
}

/** A react-select option, shown as focused only once the visitor moved to it. */
function Option(props: OptionProps<SuggestionOption, false, Group>) {
  const Base = loadedSelect().components.Option;
  const navigated = useContext(Navigated);
  return <Base {...props} isFocused={props.isFocused && navigated} />;
}

/** Receives the text of the notice shown instead of suggestions ('' when there is none). */
export const Announce = createContext<(notice: string) => void>(() => {});

/** The menu's list: a listbox when it holds options (an array of them), else a plain element. */
function MenuList(props: MenuListProps<SuggestionOption, false, Group>) {
  const Base = loadedSelect().components.MenuList;
  const { id } = props.innerProps;
  return <Base {...props} innerProps={Array.isArray(props.children) ? props.innerProps : { id }} />;
}

/** react-select's "no options" notice, also handed to `Announce` while it is shown. */
function NoOptionsMessage(props: NoticeProps<SuggestionOption, false, Group>) {
  const Base = loadedSelect().components.NoOptionsMessage;
  const announce = useContext(Announce);
  const notice = String(props.children);
  useEffect(() => {
    announce(notice);
    return () => announce('');
  }, [announce, notice]);
  return <Base {...props} />;
}

/** The parts given to react-select's `components`. */
export const SELECT_PARTS = {
  Input,
  Option,
  MenuList,
  NoOptionsMessage,
  DropdownIndicator: null,
  IndicatorSeparator: null,
};

export interface SelectModule {
  readonly AsyncSelect: typeof AsyncSelect;
  readonly components: typeof baseComponents;
  /** Emotion's provider, with the cache that keeps react-select's styles out of `<style>` (CSP). */
  readonly CacheProvider: typeof CacheProvider;
  readonly styleCache: typeof selectStyleCache;
}

let loading: Promise<SelectModule> | undefined;
let loaded: SelectModule | undefined;

/** Imports react-select once per page; a failed import is tried again by the next mount. */
export function loadSelect(): Promise<SelectModule> {
  loading ??= import('./select-module.js').then((module) => (loaded = module));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** react-select once `loadSelect()` has resolved (the autocomplete's mount waits for it). */
export function loadedSelect(): SelectModule {
  if (!loaded) throw new Error('Stayfront autocomplete: react-select is not loaded yet.');
  return loaded;
}

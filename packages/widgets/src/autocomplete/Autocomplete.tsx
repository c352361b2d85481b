/**
 * The autocomplete term input (SPEC 5.2, 7.4, 8): the server's `<input name="q">` becomes a
 * react-select Async combobox suggesting terms of the configured field as "value (count)".
 * Choosing a suggestion, Enter on typed text or the submit button runs the search with that text
 * (`search.setText`); the form is not submitted to the server when it points at this page.
 * Unstyled: react-select's own classes with the `sf-autocomplete` prefix are for the theme.
 */
import { requestSubmit } from '@stayfront/loader';
import { AUTOCOMPLETE_FIELD_REQUIRED, isAbortError } from '@stayfront/search-core';
import { AUTOCOMPLETE_MIN_LENGTH, suggest } from '@stayfront/search-core/autocomplete';
import { selectMessageFormatter } from '@stayfront/search-core/messages';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { InputActionMeta, SelectInstance } from 'react-select';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { adoptNodes } from './adopt-nodes.js';
import type { AutocompleteConfig } from './autocomplete-config.js';
import {
  completeLastWord,
  formSearchesHere,
  isTooShort,
  selectText,
  wantsSuggestions,
} from './search-text.js';
import {
  Announce,
  loadedSelect,
  Navigated,
  SELECT_PARTS,
  type SuggestionOption,
} from './select-parts.js';
import { readServerField, typedText } from './server-field.js';

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp']);
// Read out, not shown (the menu shows the notice): the page's own visually-hidden class is unknown.
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Rendered once react-select is loaded: `await loadSelect()` first (the island's mount does). */
export function Autocomplete({ config, element, search }: SearchWidgetProps<AutocompleteConfig>) {
  if (!config.field) throw new Error(AUTOCOMPLETE_FIELD_REQUIRED);
  const { field } = config;
  const { AsyncSelect, CacheProvider, styleCache } = loadedSelect();
  const messages = useMessages();
  const selectMessage = useMemo(() => selectMessageFormatter(messages), [messages]);
  const stateText = useSearchState(search, selectText);
  const [server] = useState(() => readServerField(element));
  const [text, setTextState] = useState(
    () => typedText(server) ?? (stateText || server.input?.value || ''),
  );
  const textRef = useRef(text);
  const setText = useCallback((next: string) => {
    textRef.current = next;
    setTextState(next);
  }, []);
  // A visitor who typed before the widget woke (its code loads on the first touch, slowly on a
  // slow network) gets suggestions for that text at once, not only after one more keystroke:
  // react-select loads "default options" for the text it starts with.
  const [typedBeforeWake] = useState(() => server.focused && typedText(server) !== null);
  const [menuOpen, setMenuOpen] = useState(typedBeforeWake);
  const [navigated, setNavigated] = useState(false);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const selectRef = useRef<SelectInstance<SuggestionOption, false> | null>(null);
  const instanceId = useId();
  const [form] = useState(() => element.closest('form'));

  // Keystrokes that reached the server input until it was replaced are kept, and a visitor who
  // was typing goes on typing: focus moves to the new input, caret at the end.
  useLayoutEffect(() => {
    const typed = typedText(server);
    if (typed !== null && typed !== textRef.current) setText(typed);
    if (!server.focused) return;
    selectRef.current?.focus();
    const input = selectRef.current?.inputRef;
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [server, setText]);

  // The text follows the search state when it changes elsewhere (Back, a reset, another box).
  const seenText = useRef(stateText);
  useEffect(() => {
    if (seenText.current === stateText) return;
    seenText.current = stateText;
    if (stateText !== textRef.current.trim().replace(/\s+/g, ' ')) setText(stateText);
  }, [stateText, setText]);

  const runSearch = useCallback(() => {
    setMenuOpen(false);
    search.setText(textRef.current);
  }, [search]);

  // Enter, a suggestion and the submit button all submit the form: on this page the submit is
  // taken over; a form pointing elsewhere goes there with the text (the hidden input below).
  const submit = () => {
    setMenuOpen(false);
    // As the browser's own submit would (requestSubmit, by hand on iOS 15).
    if (form) requestSubmit(form);
    else runSearch();
  };
  useEffect(() => {
    if (!form) return;
    const onSubmit = (event: Event) => {
      if (!formSearchesHere(form)) return;
      event.preventDefault();
      runSearch();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, runSearch]);

  const loadOptions = useCallback(
    (input: string, callback: (options: SuggestionOption[]) => void) => {
      // Answered at once when nothing is to be sent, so "Searching…" never flashes.
      if (!wantsSuggestions(input)) return callback([]);
      return suggest(search, field, input).then(
        (suggestions) =>
          suggestions.map(({ value, count }) => ({
            value,
            count,
            label: selectMessage('autocomplete.suggestion', { value, count }),
          })),
        (error: unknown) => {
          if (!isAbortError(error)) setFailedFor(input);
          return [];
        },
      );
    },
    [search, field, selectMessage],
  );

  // Blur, Escape and a choice would clear react-select's text: the typed text stays, and
  // react-select's Async drops the suggestions it loaded for it.
  const onInputChange = (value: string, { action }: InputActionMeta) => {
    if (action !== 'input-change') return '';
    setText(value);
    setNavigated(false);
    setFailedFor(null);
    setMenuOpen(value.length > 0);
    return value;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (NAVIGATION_KEYS.has(event.key) && menuOpen && !navigated) {
      setNavigated(true);
      // react-select already holds its first option (or the one under the pointer) as focused:
      // the first Down makes that one active instead of moving past it.
      if (event.key === 'ArrowDown') event.preventDefault();
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (menuOpen && navigated) return; // react-select chooses the option moved to
    event.preventDefault();
    submit();
  };

  const noOptionsMessage = ({ inputValue }: { inputValue: string }) => {
    if (!inputValue.trim() || /\s$/.test(inputValue)) return null;
    if (isTooShort(inputValue))
      return selectMessage('select.inputTooShort', { count: AUTOCOMPLETE_MIN_LENGTH });
    if (failedFor === inputValue) return selectMessage('select.loadFailed');
    return selectMessage('select.noResults');
  };

  const label = server.ariaLabel ?? server.wrappingLabel ?? selectMessage('autocomplete.label');
  return (
    <Navigated.Provider value={navigated}>
      <Announce.Provider value={setNotice}>
        {adoptNodes(server.before, 'b')}
        {/* Even `unstyled`, react-select lays itself out and hides its live region with Emotion. */}
        <CacheProvider value={styleCache(element.ownerDocument)}>
          <AsyncSelect<SuggestionOption, false>
            ref={selectRef}
            instanceId={instanceId}
            inputId={server.id ?? `${instanceId}input`}
            {...(server.ariaLabelledBy
              ? { 'aria-labelledby': server.ariaLabelledBy }
              : server.labelledOutside && !server.ariaLabel
                ? {}
                : { 'aria-label': label })}
            className="sf-autocomplete"
            classNamePrefix="sf-autocomplete"
            unstyled
            components={SELECT_PARTS}
            placeholder={server.placeholder ?? selectMessage('autocomplete.placeholder')}
            inputValue={text}
            onInputChange={onInputChange}
            value={null}
            onChange={(option) => {
              if (!option) return;
              setText(completeLastWord(textRef.current, option.value));
              submit();
            }}
            loadOptions={loadOptions}
            defaultOptions={typedBeforeWake}
            // Opened by typing only (suggestions are dropped when it closes), and shut while nothing
            // is asked (empty text, a trailing space).
            menuIsOpen={menuOpen && (isTooShort(text) || wantsSuggestions(text))}
            onMenuClose={() => setMenuOpen(false)}
            onKeyDown={onKeyDown}
            openMenuOnClick={false}
            tabSelectsValue={false}
            loadingMessage={() => selectMessage('select.searching')}
            noOptionsMessage={noOptionsMessage}
            screenReaderStatus={({ count }) => selectMessage('autocomplete.results', { count })}
            ariaLiveMessages={{
              // Every spoken text from the catalogue, so a translated page is translated for screen
              // readers too (react-select's defaults are English).
              guidance: ({ context, isInitialFocus }) =>
                context === 'menu'
                  ? selectMessage('autocomplete.guidanceMenu')
                  : context === 'input' && isInitialFocus
                    ? selectMessage('autocomplete.guidanceInput', {
                        count: AUTOCOMPLETE_MIN_LENGTH,
                      })
                    : '',
              onFilter: ({ resultsMessage }) => resultsMessage,
              // A choice runs the search, whose result count is announced: nothing to add here.
              onChange: () => '',
              // Apple devices are told about the focused option through the live region instead of
              // aria-activedescendant: only once the visitor moved to it.
              onFocus: ({ label: option, context, isAppleDevice }) =>
                context === 'menu' && isAppleDevice && navigated ? option : '',
            }}
          />
        </CacheProvider>
        {form && server.name ? <input type="hidden" name={server.name} value={text} /> : null}
        {/* The menu's notice for screen readers, in a region there from the start. */}
        <span role="status" style={HIDDEN}>
          {notice}
        </span>
        {adoptNodes(server.after, 'a')}
      </Announce.Provider>
    </Navigated.Provider>
  );
}

/**
 * The props of a native `<select>` whose keyboard browsing is held (see sort/key-changes.ts): a choice
 * from the opened list applies at once; arrowing (or typing) through the closed select only moves
 * the shown value, which applies once, on Enter or when the focus leaves, and Escape puts back the
 * applied one. So a visitor can read the options one by one without a search, a re-render of the
 * results and a history entry per key (WCAG 3.2.2 On Input: changing a setting does not by itself
 * change the context). Not after a pause: a screen reader takes longer than any short pause to
 * read an option out, and so may a visitor moving slowly (switch access, tremor); a timer would
 * re-sort the results and have the result count's live region cut into the option being read.
 * Enter and leaving are the visitor's own acts, and leaving applies so that the select never shows
 * a value the results do not follow. Used by the sort and hits-per-page selects and the native
 * drop-down facet.
 */
import { type ChangeEvent, type KeyboardEvent, useState } from 'react';
import { keyChanges } from '../sort/key-changes.js';

export function useHeldChoice(value: string, onChange: (value: string) => void) {
  const [keys] = useState(keyChanges);
  // The value arrowed to, not applied yet, with the value it was arrowed from: when that changes
  // meanwhile (Back, a shared link), the draft goes.
  const [draft, setDraft] = useState<readonly [from: string, to: string]>();
  const held = draft?.[0] === value ? draft[1] : undefined;
  const apply = (next = held ?? value) => {
    setDraft(undefined);
    if (next !== value) onChange(next);
  };
  return {
    value: held ?? value,
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      if (event.key === 'Enter') {
        // Also keeps Enter from submitting the server's form around the select.
        event.preventDefault();
        apply();
      } else if (event.key === 'Escape') setDraft(undefined);
      else keys.keydown();
    },
    onChange(event: ChangeEvent<HTMLSelectElement>) {
      const next = event.currentTarget.value;
      if (keys.browsing()) setDraft([value, next]);
      else apply(next);
    },
    onBlur: () => apply(),
  };
}

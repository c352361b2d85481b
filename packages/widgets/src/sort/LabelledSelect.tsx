/**
 * A native `<select>` with its visible `<label>`: the control behind sort and hits-per-page.
 *
 * A choice from the opened list (mouse, touch, or the keyboard in the opened list) applies at
 * once. Arrowing (or typing) through the closed select only moves the shown value (see
 * key-changes.ts): the choice applies once, on Enter or when the focus leaves the select, and
 * Escape puts back the applied one. So a visitor can read the options one by one without a search,
 * a re-render of the results and a history entry per key (WCAG 3.2.2 On Input: changing a
 * setting does not by itself change the context). Not after a pause: a screen reader takes longer
 * than any short pause to read an option out, and so may a visitor moving slowly (switch access,
 * tremor); a timer would re-sort the results and have the result count's live region cut into
 * the option being read, while the visitor was still choosing. Enter and leaving are the
 * visitor's own acts, and leaving applies so that the select never shows a value the results do
 * not follow.
 */
import { useId, useState } from 'react';
import { keyChanges } from './key-changes.js';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface LabelledSelectProps {
  /** Class name root: `sf-{name}`, `sf-{name}__label`, `sf-{name}__select`. */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  onChange(value: string): void;
}

export function LabelledSelect({ name, label, value, options, onChange }: LabelledSelectProps) {
  const id = useId();
  const [keys] = useState(keyChanges);
  // The value arrowed to, not applied yet, with the value it was arrowed from: when that changes
  // meanwhile (Back, a shared link), the draft goes.
  const [draft, setDraft] = useState<readonly [from: string, to: string]>();
  const held = draft?.[0] === value ? draft[1] : undefined;
  const apply = (next = held ?? value) => {
    setDraft(undefined);
    if (next !== value) onChange(next);
  };
  return (
    <div className={`sf-${name}`}>
      <label className={`sf-${name}__label`} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`sf-${name}__select`}
        value={held ?? value}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Also keeps Enter from submitting the server's form around the select.
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') setDraft(undefined);
          else keys.keydown();
        }}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (keys.browsing()) setDraft([value, next]);
          else apply(next);
        }}
        onBlur={() => apply()}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A native `<select>` with its visible `<label>`: the control behind sort and hits-per-page. A
 * choice from the opened list applies at once; keyboard browsing is held until Enter or leaving
 * (runtime/use-held-choice.ts, WCAG 3.2.2).
 */
import { useId } from 'react';
import { useHeldChoice } from '../runtime/use-held-choice.js';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface LabelledSelectProps {
  /** The island's element: the server's `<select>` in it gives the woken control its id. */
  readonly element: Element;
  /** Class name root: `sf-{name}`, `sf-{name}__label`, `sf-{name}__select`. */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  onChange(value: string): void;
}

export function LabelledSelect({
  element,
  name,
  label,
  value,
  options,
  onChange,
}: LabelledSelectProps) {
  // The server's `<select id="sort">` keeps its id when it wakes, so a theme's `#sort` and a
  // `<label for="sort">` still apply. Read at every render: before the first commit that is the
  // server's select, after it this one, with the same id. Not its name: the server's values are
  // its own keys (`price-asc`), this select's are Solr sorts, so it must submit nothing.
  const generated = useId();
  const id = element.querySelector('select')?.id || generated;
  const choice = useHeldChoice(value, onChange);
  return (
    <div className={`sf-${name}`}>
      <label className={`sf-${name}__label`} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`sf-${name}__select`} {...choice}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

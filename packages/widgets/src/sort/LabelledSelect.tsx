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
  /** Class name root: `sf-{name}`, `sf-{name}__label`, `sf-{name}__select`. */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  onChange(value: string): void;
}

export function LabelledSelect({ name, label, value, options, onChange }: LabelledSelectProps) {
  const id = useId();
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

/** A native `<select>` with its visible `<label>`: the control behind sort and hits-per-page. */
import { useId } from 'react';

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
  return (
    <div className={`sf-${name}`}>
      <label className={`sf-${name}__label`} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`sf-${name}__select`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
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

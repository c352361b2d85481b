/**
 * A range facet (price, bedrooms) as two labelled number inputs and an Apply button; an empty
 * input leaves that end open (`*`). The inputs follow the selection when it changes elsewhere
 * (a reset, the hash). Bounds are plain numbers only, so a typed `1e99` never reaches Solr.
 */
import { type FacetDefinition, fieldTypeOf, type SearchInstance } from '@stayfront/search-core';
import { setRange } from '@stayfront/search-core/facets';
import { useState } from 'react';
import { useMessages } from '../runtime/search-context.js';

type RangeSelection = Parameters<typeof setRange>[2];

interface FacetRangeProps {
  readonly definition: FacetDefinition;
  readonly selection: RangeSelection;
  readonly search: SearchInstance;
}

const ENDS = [
  { end: 'from', label: 'facet.rangeFrom' },
  { end: 'to', label: 'facet.rangeTo' },
] as const;

export function FacetRange({ definition, selection, search }: FacetRangeProps) {
  const messages = useMessages();
  // An integer field takes whole numbers (search-core refuses a bound that does not fit the
  // field's type): step 1, so the browser's own validation says so before the form is sent.
  const whole = fieldTypeOf(definition.field) === 'integer';
  // The inputs' text, started again from the selection whenever that changes.
  const [typed, setTyped] = useState(() => typedFrom(selection));
  if (typed.selection !== selection) setTyped(typedFrom(selection));
  return (
    <form
      className="sf-facet__range"
      onSubmit={(event) => {
        event.preventDefault();
        let [low, high] = [number(typed.from), number(typed.to)];
        if (low !== null && high !== null && low > high) [low, high] = [high, low];
        setRange(
          search,
          definition.name,
          low === null && high === null
            ? null
            : { from: text(low), to: text(high), includeFrom: true, includeTo: true },
        );
      }}
    >
      {ENDS.map(({ end, label }) => (
        <label key={end} className="sf-facet__bound">
          <span>{messages.format(label)}</span>
          <input
            type="number"
            inputMode={whole ? 'numeric' : 'decimal'}
            step={whole ? 1 : 'any'}
            className="sf-facet__number"
            min={definition.range?.start}
            max={definition.range?.end}
            value={typed[end]}
            onChange={(event) => {
              const { value } = event.target;
              setTyped((current) => ({ ...current, [end]: value }));
            }}
          />
        </label>
      ))}
      <button type="submit" className="sf-facet__apply">
        {messages.format('facet.rangeApply')}
      </button>
    </form>
  );
}

const bound = (value: string | undefined) => (value === undefined || value === '*' ? '' : value);

const typedFrom = (selection: RangeSelection) => ({
  selection,
  from: bound(selection?.from),
  to: bound(selection?.to),
});

/** A finite number within 15 digits, rounded to 6 decimals; null for empty or anything else. */
function number(value: string): number | null {
  const parsed = Number(value);
  return value.trim() && Number.isFinite(parsed) && Math.abs(parsed) < 1e15
    ? Math.round(parsed * 1e6) / 1e6
    : null;
}

const text = (value: number | null) => (value === null ? '*' : String(value));

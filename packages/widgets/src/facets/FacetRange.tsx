/**
 * A range facet (price, bedrooms) as two labelled number inputs and an Apply button; an empty
 * input leaves that end open (`*`). The inputs follow the selection when it changes elsewhere
 * (a reset, the hash). Bounds are plain numbers only, so a typed `1e99` never reaches Solr.
 */
import type { FacetDefinition, SearchInstance } from '@stayfront/search-core';
import { setRange } from '@stayfront/search-core/facets';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { useMessages } from '../runtime/search-context.js';

type RangeSelection = Parameters<typeof setRange>[2];

interface FacetRangeProps {
  readonly definition: FacetDefinition;
  readonly selection: RangeSelection;
  readonly search: SearchInstance;
}

export function FacetRange({ definition, selection, search }: FacetRangeProps) {
  const messages = useMessages();
  const [shown, setShown] = useState(selection);
  const [from, setFrom] = useState(() => bound(selection?.from));
  const [to, setTo] = useState(() => bound(selection?.to));
  if (shown !== selection) {
    setShown(selection);
    setFrom(bound(selection?.from));
    setTo(bound(selection?.to));
  }
  const apply = (event: FormEvent) => {
    event.preventDefault();
    let [low, high] = [number(from), number(to)];
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    setRange(
      search,
      definition.name,
      low === null && high === null
        ? null
        : { from: text(low), to: text(high), includeFrom: true, includeTo: true },
    );
  };
  const limits: ComponentProps<'input'> = {
    type: 'number',
    inputMode: 'decimal',
    step: 'any',
    className: 'sf-facet__number',
    ...(definition.range && { min: definition.range.start, max: definition.range.end }),
  };
  return (
    <form className="sf-facet__range" onSubmit={apply}>
      <label className="sf-facet__bound">
        <span>{messages.format('facet.rangeFrom')}</span>
        <input {...limits} value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label className="sf-facet__bound">
        <span>{messages.format('facet.rangeTo')}</span>
        <input {...limits} value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      <button type="submit" className="sf-facet__apply">
        {messages.format('facet.rangeApply')}
      </button>
    </form>
  );
}

const bound = (value: string | undefined) => (value === undefined || value === '*' ? '' : value);

/** A finite number within 15 digits, rounded to 6 decimals; null for empty or anything else. */
function number(value: string): number | null {
  const parsed = Number(value);
  return value.trim() && Number.isFinite(parsed) && Math.abs(parsed) < 1e15
    ? Math.round(parsed * 1e6) / 1e6
    : null;
}

const text = (value: number | null) => (value === null ? '*' : String(value));

/**
 * Checkbox and link lists (SPEC 2.2, 4.3): each item toggles its value, shows its count and
 * whether it is active, and a description as a tooltip. With `show`, the first items are shown
 * and "Show more" reveals the rest (active items are never hidden). Items are keyed by value, so
 * the control the visitor used stays the same element through the new search.
 * The facet's sorts (active first, by default) would move the value just clicked to the top, under
 * another value's pointer or away from the keyboard: while the pointer is over the list or the
 * focus within it, items keep the order they were shown in (new ones at the end, in the sorts'
 * order); the sorts apply once both have left.
 */
import type { SearchInstance } from '@stayfront/search-core';
import { type FacetItem, type FacetModel, toggleFacet } from '@stayfront/search-core/facets';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../runtime/search-context.js';
import { ItemLabel } from './ItemLabel.js';
import { useTooltip } from './tooltip.js';

interface FacetListProps {
  readonly model: FacetModel;
  readonly search: SearchInstance;
  /** Checkboxes; otherwise toggle buttons (`aria-pressed`). */
  readonly checkbox: boolean;
  /** Items shown before "Show more"; 0 shows all. */
  readonly show: number;
  readonly labelId: string;
}

export function FacetList({ model, search, checkbox, show, labelId }: FacetListProps) {
  const messages = useMessages();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  // The kind of pointer on the list ('mouse', 'touch'…), null once it has left.
  const [pointer, setPointer] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const [focus, setFocus] = useState(false);
  // The items as last shown; while kept, each takes its place there, new ones (-1: the largest
  // unsigned) after them in the sorts' order (a stable sort).
  const order = useRef<readonly FacetItem[]>([]);
  const place = (item: FacetItem) =>
    order.current.findIndex((shown) => shown.facet === item.facet) >>> 0;
  const { definition } = model;
  const items =
    pointer !== null || focus ? [...model.items].sort((a, b) => place(a) - place(b)) : model.items;
  useLayoutEffect(() => {
    order.current = items;
  });
  useEffect(() => {
    const document = list.current?.ownerDocument;
    if (pointer !== 'touch' || !document) return;
    const release = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) setPointer(null);
    };
    document.addEventListener('pointerdown', release);
    return () => document.removeEventListener('pointerdown', release);
  }, [pointer]);
  const limited = show > 0 && items.length > show;
  const shown =
    limited && !expanded ? items.filter((item, index) => index < show || item.active) : items;
  return (
    <>
      <ul
        id={listId}
        className="sf-facet__list"
        aria-labelledby={checkbox ? undefined : labelId}
        ref={list}
        onPointerEnter={(event) => setPointer(event.pointerType)}
        onPointerDown={(event) => setPointer(event.pointerType)}
        // A finger "leaves" as it lifts, before its click, and a tap may not focus the value
        // (iOS Safari): a touch holds the order until the next touch elsewhere.
        onPointerLeave={(event) => event.pointerType !== 'touch' && setPointer(null)}
        onFocus={() => setFocus(true)}
        onBlur={(event) => setFocus(event.currentTarget.contains(event.relatedTarget))}
      >
        {shown.map((item) => (
          <FacetOption
            key={item.facet ?? '\u0000'}
            item={item}
            checkbox={checkbox}
            onToggle={() => toggleFacet(search, definition.name, item.facet)}
          />
        ))}
      </ul>
      {limited && (
        <button
          type="button"
          className="sf-facet__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {messages.format(expanded ? 'facet.showFewer' : 'facet.showMore')}
        </button>
      )}
    </>
  );
}

interface FacetOptionProps {
  readonly item: FacetItem;
  readonly checkbox: boolean;
  readonly onToggle: () => void;
}

function FacetOption({ item, checkbox, onToggle }: FacetOptionProps) {
  const messages = useMessages();
  const id = useId();
  const tip = useTooltip(item.description);
  const text = <ItemLabel messages={messages} item={item} />;
  return (
    <li className="sf-facet__item" data-state={item.active ? 'active' : 'inactive'} {...tip.anchor}>
      {checkbox ? (
        <>
          <input
            type="checkbox"
            id={id}
            className="sf-facet__input"
            checked={item.active}
            onChange={onToggle}
            {...tip.trigger}
          />
          <label htmlFor={id} className="sf-facet__text">
            {text}
          </label>
        </>
      ) : (
        <button
          type="button"
          className="sf-facet__link"
          aria-pressed={item.active}
          onClick={onToggle}
          {...tip.trigger}
        >
          {text}
        </button>
      )}
      {tip.tooltip}
    </li>
  );
}

/**
 * The facet island (SPEC 2.2, 3.4, 4.3): one facet of the search, shown as its definition's
 * display (or the widget config's): a checkbox list, a link list, a drop-down, a range or a
 * switch, with a reset that clears its selections. Until the first answer the server's fallback
 * (plain links that work without JavaScript) stays as it was.
 */
import { resetFacet, selectFacet } from '@stayfront/search-core/facets';
import { createElement, useId, useLayoutEffect, useState } from 'react';
import { findFocusTarget, focusElement, useFocusRescue } from '../runtime/focus-rescue.js';
import { useMessages } from '../runtime/search-context.js';
import type { SearchWidgetProps } from '../runtime/search-island.js';
import { keepNodes, serverNodes } from '../runtime/server-nodes.js';
import { useSearchState } from '../runtime/use-search-state.js';
import { FacetList } from './FacetList.js';
import { FacetRange } from './FacetRange.js';
import { FacetToggle } from './FacetToggle.js';
import type { FacetConfig } from './facet-config.js';
import { selectDisplay } from './select-display.js';

export function Facet({ config, element, search }: SearchWidgetProps<FacetConfig>) {
  const messages = useMessages();
  const model = useSearchState(search, () => selectFacet(search, config.facet));
  const answered = useSearchState(search, (state) => state.response !== null);
  const { definition } = model;
  const range = useSearchState(search, (state) => state.query.ranges[definition.field] ?? null);
  // Read during the first render, before React's commit replaces the server markup.
  const [server] = useState(() => readFallback(element));
  const id = useId();
  const display = config.display ?? definition.display;
  // Loaded before the mount renders (mount-facet.ts).
  const FacetSelect = display === 'select' ? selectDisplay.get() : null;
  const active = model.activeCount > 0 || range !== null;
  const buckets = model.range?.buckets;
  // Nothing chosen, and nothing to choose: no item (a switch: its value matches nothing; a range:
  // its buckets count nothing, while one without buckets asked for has its inputs to offer).
  const empty =
    answered &&
    !active &&
    (display === 'range'
      ? !!buckets && !buckets.counts.some((bucket) => bucket.count)
      : !model.items.some(
          (item) => display !== 'toggle' || (item.facet === config.value && item.count),
        ));

  // Hidden, heading and all, until there is something to show again. Before the first answer
  // the server's word stands (it may have hidden an empty facet), and it is put back on teardown.
  const [serverHidden] = useState(() => element.hidden);
  useLayoutEffect(() => {
    if (answered) element.hidden = empty;
    return () => {
      element.hidden = serverHidden;
    };
  }, [element, answered, empty, serverHidden]);

  // Focus never falls to <body> when a render takes its control away: a value that went gives it
  // to its nearest neighbour still there; the reset (or a switch hidden) to the first control,
  // else the facet itself; and when the whole facet is hidden, to the results.
  const focusRescue = useFocusRescue(
    true,
    () => {
      const target = element.hidden
        ? findFocusTarget(element, null)
        : (element.querySelector<HTMLElement>(FIRST_CONTROL) ?? element);
      if (target) focusElement(target);
    },
    '.sf-facet__input, .sf-facet__link',
  );

  if (!answered && server.nodes.length)
    return (
      // Keyed apart from the live facet: React must drop this node and the nodes put into it.
      <div key="server" className="sf-facet__server" ref={keepNodes(server.nodes)} />
    );

  const label = config.label ?? definition.label;
  const labelId = server.id || `${id}label`;
  const controlId = `${id}control`;
  const grouped = display === 'checkbox' || display === 'range';
  const heading = createElement(
    server.tag,
    { id: labelId, className: `sf-facet__label ${server.className}`.trim() },
    display === 'select' ? <label htmlFor={controlId}>{label}</label> : label,
  );
  const body =
    display === 'select' ? (
      FacetSelect && <FacetSelect model={model} search={search} id={controlId} label={label} />
    ) : display === 'range' ? (
      <FacetRange definition={definition} selection={range} search={search} />
    ) : display === 'toggle' ? (
      <FacetToggle model={model} search={search} label={label} value={config.value} />
    ) : (
      <FacetList
        model={model}
        search={search}
        checkbox={display === 'checkbox'}
        show={config.show}
        labelId={labelId}
      />
    );
  const reset = active && display !== 'toggle' && (
    <button
      type="button"
      className="sf-facet__reset"
      // The reset button goes away with the render: the focus rescue moves on to the first control.
      onClick={() => resetFacet(search, definition.name)}
    >
      {messages.format('facet.reset', { label })}
    </button>
  );
  return (
    <div
      {...focusRescue}
      className={`sf-facet sf-facet--${display}`}
      data-facet={definition.name}
      data-state={active ? 'active' : 'inactive'}
    >
      {grouped ? (
        <fieldset className="sf-facet__group">
          <legend className="sf-facet__legend">{heading}</legend>
          {body}
          {reset}
        </fieldset>
      ) : (
        <>
          {display !== 'toggle' && heading}
          {body}
          {reset}
        </>
      )}
    </div>
  );
}

const FIRST_CONTROL = 'input:not([type=hidden]), select, button:not(.sf-facet__reset)';

/** The server's fallback nodes, and its heading's tag, class and id (kept for the theme's CSS). */
function readFallback(element: HTMLElement) {
  const heading = element.querySelector('h2, h3, h4, h5, h6');
  return {
    nodes: serverNodes(element),
    tag: heading?.tagName.toLowerCase() ?? 'h3',
    className: heading?.className ?? '',
    id: heading?.id ?? '',
  };
}

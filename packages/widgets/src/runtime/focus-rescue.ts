/**
 * Where focus goes when the control that held it goes away (a retry button replaced by results, a
 * pager hidden by an error, the last filter chip removed): never to `<body>`, which would send a
 * keyboard or screen-reader visitor back to the top of the page.
 */
import { type FocusEvent, useLayoutEffect, useRef } from 'react';
import { findResultsElement, searchNameOf } from './resolve-search.js';

/**
 * A widget's focus target: `selector`'s match, else the results element of the widget's search;
 * null when there is none.
 */
export function findFocusTarget(widget: HTMLElement, selector: string | null): HTMLElement | null {
  const document = widget.ownerDocument;
  if (selector) return document.querySelector<HTMLElement>(selector);
  return findResultsElement(document, searchNameOf(widget));
}

/** Focuses `target`, made focusable first (`tabindex="-1"`) when it is not. */
export function focusElement(target: HTMLElement, options?: FocusOptions): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus(options);
}

/**
 * Watches the focus inside a part that `gone` removes: when the part goes while it held the focus
 * (and the focus was not moved elsewhere), `rescue` places it. Spread the returned handlers on the
 * part's root element. A removed focused node blurs without a related target, which is how the
 * focus having left on purpose (to another element) is told apart.
 */
export function useFocusRescue(gone: boolean, rescue: () => void) {
  // The document of the part that held the focus (an island may live in another frame's).
  const held = useRef<Document | null>(null);
  const rescueRef = useRef(rescue);
  rescueRef.current = rescue;
  useLayoutEffect(() => {
    const document = held.current;
    if (!gone || !document) return;
    held.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) rescueRef.current();
  }, [gone]);
  return {
    onFocus: (event: FocusEvent) => {
      held.current = event.currentTarget.ownerDocument;
    },
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) held.current = null;
    },
  };
}

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

/** Whether `node` can still hold the focus: in the page, not hidden, not disabled. */
const usable = (node: Element) =>
  node.isConnected && !node.closest('[hidden]') && !node.matches(':disabled');

/**
 * Watches the focus inside a part of a widget: when a render takes the focused element away
 * (removed, hidden or disabled) and the focus was not moved elsewhere, it is placed again. With
 * `controls` (a selector of the part's controls, such as a facet's values), a lost control's
 * nearest one still there takes it: the next, else the previous; otherwise `rescue` places it.
 * `gone`: whether the part may have gone (the pager hidden, the error box replaced), or `true`
 * for a part whose controls come and go. Spread the returned handlers on the part's root element.
 * A blur without a related target is a removal, or a click on nothing focusable: an element still
 * in place after such a blur is forgotten.
 */
export function useFocusRescue(gone: boolean, rescue: () => void, controls?: string) {
  // The focused element of the part (an island may live in another frame's document), and the
  // part's controls when it took the focus.
  const held = useRef<Element | null>(null);
  const known = useRef<Element[]>([]);
  // After every render, with this render's `rescue`.
  useLayoutEffect(() => {
    const lost = held.current;
    if (!gone || !lost) return;
    const document = lost.ownerDocument;
    const active = document.activeElement;
    if (
      usable(lost) ||
      (active && active !== lost && active !== document.body && active.isConnected)
    )
      return;
    held.current = null;
    const at = known.current.indexOf(lost);
    const near =
      at < 0
        ? null
        : (known.current.slice(at + 1).find(usable) ?? known.current.slice(0, at).findLast(usable));
    if (near instanceof HTMLElement) near.focus();
    else rescue();
  });
  return {
    onFocus: ({ target, currentTarget }: FocusEvent) => {
      held.current = target;
      known.current = controls ? [...currentTarget.querySelectorAll(controls)] : [];
    },
    onBlur: ({ target, relatedTarget }: FocusEvent) => {
      if (relatedTarget) held.current = null;
      else
        setTimeout(() => {
          if (
            held.current === target &&
            target.isConnected &&
            target.ownerDocument.activeElement !== target
          )
            held.current = null;
        });
    },
  };
}

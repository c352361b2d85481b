/**
 * Tooltips for facet items with a description (amenity groups), as the WAI-ARIA APG tooltip: open
 * on hover and on focus, closed by Escape, linked to the control with `aria-describedby`. The text
 * is in the page from the start (hidden), so assistive technology always has the description;
 * the positioning (@floating-ui/react, in `FloatingTooltip`) is loaded when a tooltip first opens.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { loadOnce } from './load-once.js';

// Until it has loaded (or when it failed) the tooltip shows unpositioned.
const floating = loadOnce(() =>
  import('./FloatingTooltip.js').then((module) => module.FloatingTooltip),
);

/** Props for the item (hover), its control (focus), and the tooltip; empty without a text. */
export function useTooltip(text: string | null) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [Floating, setFloating] = useState(floating.get);
  const anchor = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const document = anchor.current?.ownerDocument;
    if (!open || !document) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  if (!text) return { anchor: {}, trigger: {}, tooltip: null };
  const show = () => {
    setOpen(true);
    if (!Floating)
      floating.load().then(
        (component) => setFloating(() => component),
        () => {},
      );
  };
  const hide = () => setOpen(false);
  const tooltip = {
    id,
    role: 'tooltip',
    className: 'sf-facet__tooltip',
    'data-state': open ? 'open' : 'closed',
    hidden: !open,
    children: text,
  };
  return {
    anchor: { ref: anchor, onMouseEnter: show, onMouseLeave: hide },
    trigger: { 'aria-describedby': id, onFocus: show, onBlur: hide },
    tooltip: open && Floating ? <Floating anchor={anchor} {...tooltip} /> : <span {...tooltip} />,
  };
}

/**
 * Tooltips for facet items with a description (amenity groups), as the WAI-ARIA APG tooltip and
 * WCAG 1.4.13: open on hover and on keyboard focus, hoverable, closed by Escape, linked to the
 * control with `aria-describedby`. The text is in the page from the start (hidden), so assistive
 * technology always has the description. The first hover or keyboard focus loads
 * `FloatingTooltip` (@floating-ui/react), which then positions it and opens and closes it; until
 * then (or when that failed) the tooltip shows unpositioned with the few handlers below.
 */
import {
  type DOMAttributes,
  type FocusEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { loadOnce } from './load-once.js';

const floating = loadOnce(() =>
  import('./FloatingTooltip.js').then((module) => module.FloatingTooltip),
);

/** Props for the item (hover, focus within), its control, and the tooltip; empty without a text. */
export function useTooltip(text: string | null) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [Floating, setFloating] = useState(floating.get);
  // The item's event props from floating-ui, once it has loaded.
  const [anchorProps, setAnchorProps] = useState<DOMAttributes<Element>>({});
  const anchor = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const document = anchor.current?.ownerDocument;
    if (!open || Floating || !document) return;
    // As FloatingTooltip: this Escape is the tooltip's alone.
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open, Floating]);
  if (!text) return { anchor: {}, trigger: {}, tooltip: null };
  const show = () => {
    setOpen(true);
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
    anchor: {
      ref: anchor,
      ...(Floating
        ? anchorProps
        : {
            onPointerEnter: (event: PointerEvent) => event.pointerType !== 'touch' && show(),
            onPointerLeave: hide,
            // Keyboard focus only: focus from a tap would leave the tooltip over the list.
            onFocus: (event: FocusEvent) => event.target.matches(':focus-visible') && show(),
            onBlur: hide,
          }),
    },
    trigger: { 'aria-describedby': id },
    tooltip: Floating ? (
      <Floating
        anchor={anchor}
        open={open}
        onOpenChange={setOpen}
        onAnchorProps={setAnchorProps}
        {...tooltip}
      />
    ) : (
      <span {...tooltip} />
    ),
  };
}

/**
 * A facet tooltip once @floating-ui/react has loaded (a chunk of its own, loaded on first use):
 * positioned beside its item (flipped, or below it, and shifted to stay in view, following scroll
 * and resize),
 * and opened and closed by floating-ui's interactions (WCAG 1.4.13, APG tooltip):
 * - hover with a mouse or pen, and the pointer can move from the item onto the tooltip
 *   (`safePolygon` over the gap; the tooltip is part of the item) without it closing;
 * - keyboard focus only (`:focus-visible`): a tap or click that focuses the control opens nothing;
 * - Escape (that key only: not a popover or dialog around it too) and a press outside close it;
 * - one at a time under the pointer: on the way to its tooltip the pointer may cross another
 *   item and open that one's, which closes when the pointer lands on this one.
 * Its position is the only inline style the facet widget writes.
 */
import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
} from '@floating-ui/react';
import {
  type ComponentProps,
  type DOMAttributes,
  type RefObject,
  useEffect,
  useLayoutEffect,
} from 'react';

/** How each open tooltip is closed, by its item. */
const opened = new Map<Element, (open: false) => void>();

export interface FloatingTooltipProps extends ComponentProps<'span'> {
  /** The item: hovering it or focusing a control inside it opens the tooltip. */
  readonly anchor: RefObject<HTMLElement | null>;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Receives the event props the anchor must have (floating-ui's reference props). */
  readonly onAnchorProps: (props: DOMAttributes<Element>) => void;
}

/** The tooltip `<span>` with the given attributes, positioned while open. */
export function FloatingTooltip({
  anchor,
  open,
  onOpenChange,
  onAnchorProps,
  ...tooltip
}: FloatingTooltipProps) {
  const { refs, elements, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next, event, reason) => {
      // The Escape that closes the tooltip closes nothing else: not the popover or dialog it is
      // in (a filters sheet), which a second Escape closes (their close request is the key's
      // default action).
      if (reason === 'escape-key') event?.preventDefault();
      onOpenChange(next);
    },
    // Beside the item, not above it: a hoverable tooltip over the item above would take its
    // clicks (and its own tooltip) from a pointer moving up. Below it, where there is no room.
    placement: 'right-start',
    elements: { reference: anchor.current },
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(6),
      flip({ fallbackPlacements: ['left-start', 'bottom-start'] }),
      shift({ padding: 4 }),
    ],
  });
  const { getReferenceProps } = useInteractions([
    // Only on entering the item: after Escape, moving within it does not bring the tooltip back.
    useHover(context, { mouseOnly: true, move: false, handleClose: safePolygon() }),
    useFocus(context, { visibleOnly: true }),
    useDismiss(context),
  ]);
  useLayoutEffect(
    () => onAnchorProps(getReferenceProps() as DOMAttributes<Element>),
    [getReferenceProps, onAnchorProps],
  );
  // One at a time: landing on this tooltip closes any other the pointer opened on its way.
  const item = anchor.current;
  const tip = elements.floating;
  const { onOpenChange: setOpen } = context;
  useEffect(() => {
    if (!open || !item || !tip) return;
    const closeOthers = () => {
      for (const [other, close] of opened) if (other !== item) close(false);
    };
    opened.set(item, setOpen);
    tip.addEventListener('mouseenter', closeOthers);
    return () => {
      opened.delete(item);
      tip.removeEventListener('mouseenter', closeOthers);
    };
  }, [open, item, tip, setOpen]);
  return open ? (
    <span ref={refs.setFloating} {...tooltip} style={floatingStyles} />
  ) : (
    <span {...tooltip} />
  );
}

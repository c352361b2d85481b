/**
 * An open facet tooltip positioned above its item by @floating-ui/react (flipped and shifted to
 * stay in view, following scroll and resize), in a chunk of its own loaded on first use. Its
 * position is the only inline style the facet widget writes.
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import type { ComponentProps, RefObject } from 'react';

export interface FloatingTooltipProps extends ComponentProps<'span'> {
  readonly anchor: RefObject<HTMLElement | null>;
}

/** The tooltip `<span>` with the given attributes, positioned. */
export function FloatingTooltip({ anchor, ...tooltip }: FloatingTooltipProps) {
  const { refs, floatingStyles } = useFloating({
    placement: 'top',
    elements: { reference: anchor.current },
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 4 })],
  });
  return <span ref={refs.setFloating} {...tooltip} style={floatingStyles} />;
}

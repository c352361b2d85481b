/**
 * Sticky columns (SPEC 2.5, 2.7, 9.4): the listing page's middle column and the checkout's right
 * column stick to the top of the viewport, only on screens wider than 768 px; below they flow
 * with the page. A `matchMedia` change listener fires only when the breakpoint is crossed, so no
 * resize throttling is needed. `data-state="sticky|static"` is there for the theme's CSS; the
 * offset is the theme's `--sf-sticky-top` (default 1rem). The cleanup puts the column back.
 */
import { defineWidgetConfig, integer, type ParsedValue } from '../../config/widget-config.js';

/** SPEC 9.4: the column is sticky only on viewports wider than this. */
export const STICKY_MIN_WIDTH_PX = 768;
/** The inline `top` of a sticky column; the theme sets `--sf-sticky-top`. */
export const STICKY_TOP = 'var(--sf-sticky-top, 1rem)';

export const parseStickyColumnConfig = defineWidgetConfig('sticky-column', {
  /** Sticky only on viewports wider than this many CSS pixels. @default 768 */
  breakpoint: integer(STICKY_MIN_WIDTH_PX, 0, 10_000),
});

export type StickyColumnConfig = ParsedValue<typeof parseStickyColumnConfig>;

/** Starts the sticky column on `element`; returns the cleanup. */
export function startStickyColumn(element: HTMLElement, config: StickyColumnConfig): () => void {
  const style = element.getAttribute('style');
  // "Above 768 px": 768 itself is static; fractional widths (zoom) just above it count as wide.
  const media = element.ownerDocument.defaultView?.matchMedia?.(
    `(min-width: ${config.breakpoint + 0.02}px)`,
  );

  const apply = (sticky: boolean) => {
    element.setAttribute('data-state', sticky ? 'sticky' : 'static');
    element.style.position = sticky ? 'sticky' : '';
    element.style.top = sticky ? STICKY_TOP : '';
    if (!sticky) restoreStyle();
  };
  const restoreStyle = () => {
    if (style === null) element.removeAttribute('style');
    else element.setAttribute('style', style);
  };
  const onChange = (event: MediaQueryListEvent) => apply(event.matches);

  apply(Boolean(media?.matches));
  media?.addEventListener('change', onChange);
  return () => {
    media?.removeEventListener('change', onChange);
    restoreStyle();
    element.removeAttribute('data-state');
  };
}

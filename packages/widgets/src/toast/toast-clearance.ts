/**
 * WCAG 2.4.11 (Focus Not Obscured): a toast is fixed to the bottom of the viewport, the whole width
 * of a phone's, for 5 s or more. A keyboard visitor tabbing on after "Copy link" had the next
 * controls scrolled into view at the viewport's bottom edge, entirely under it. While toasts are
 * up, the page's scroll padding keeps that edge clear of them, so the browser scrolls the focused
 * control above the toasts.
 */

/** The toasts' height; set on the root element by `updateToastClearance`. */
const CLEARANCE = '--sf-toast-clearance';
const PADDING = 'scroll-padding-bottom';

/**
 * Per page while toasts are up: the root's own inline scroll-padding-bottom (value, priority), to
 * give back, and the one the page's styles gave it, read before ours replaced it.
 */
const before = new WeakMap<Document, [inline: string, priority: string, styled: string]>();

/**
 * Sets the clearance to the height the toasts shown now take up (none: the page's own padding
 * back). A theme's scroll-padding-bottom (a sticky booking bar, a cookie banner) is kept where it
 * is larger: the toasts sit over that same bottom edge, so the padding is the larger of the two,
 * never the toasts' alone (a control would stop above a small toast and under the theme's bar).
 * Inline and `important`, so it is applied as computed, whatever the theme's rules say.
 */
export function updateToastClearance(document: Document): void {
  const root = document.documentElement;
  const { style } = root;
  const box = document.querySelector<HTMLElement>('.notyf');
  const tops = [
    ...(box?.querySelectorAll<HTMLElement>('.notyf__toast:not(.notyf__toast--disappear)') ?? []),
  ].map((toast) => toast.offsetTop);
  let saved = before.get(document);
  if (!box || !tops.length) {
    style.removeProperty(CLEARANCE);
    if (saved) {
      style.setProperty(PADDING, saved[0], saved[1]);
      before.delete(document);
    }
    return;
  }
  if (!saved) {
    saved = [
      style.getPropertyValue(PADDING),
      style.getPropertyPriority(PADDING),
      document.defaultView?.getComputedStyle(root).getPropertyValue(PADDING) ?? '',
    ];
    before.set(document, saved);
  }
  // offsetTop, not the toast's rectangle: it is still sliding in (a transform) when measured.
  // At most half the viewport, so a pile of toasts cannot make the page unscrollable by focus.
  const height = Math.min(box.clientHeight - Math.min(...tops), box.clientHeight / 2);
  style.setProperty(CLEARANCE, `${Math.ceil(height) + 8}px`);
  const styled = saved[2];
  style.setProperty(
    PADDING,
    !styled || styled === 'auto' ? `var(${CLEARANCE})` : `max(${styled}, var(${CLEARANCE}))`,
    'important',
  );
}

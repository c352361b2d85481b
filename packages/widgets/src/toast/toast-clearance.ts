/**
 * WCAG 2.4.11 (Focus Not Obscured): a toast is fixed to the bottom of the viewport, the whole width
 * of a phone's, for 5 s or more. A keyboard visitor tabbing on after "Copy link" had the next
 * controls scrolled into view at the viewport's bottom edge, entirely under it. While toasts are
 * up, the page's scroll padding keeps that edge clear of them, so the browser scrolls the focused
 * control above the toasts. The rule is in the toasts' own stylesheet, so a theme's
 * scroll-padding-bottom is replaced only while a toast shows.
 */

/** The variable the rule reads; set on the root element by `updateToastClearance`. */
const CLEARANCE = '--sf-toast-clearance';

export const TOAST_CLEARANCE_CSS = `\n:root:has(.notyf__toast){scroll-padding-bottom:var(${CLEARANCE},auto)}`;

/** Sets the clearance to the height the toasts shown now take up (none: the variable goes). */
export function updateToastClearance(document: Document): void {
  const root = document.documentElement;
  const box = document.querySelector<HTMLElement>('.notyf');
  const tops = [
    ...(box?.querySelectorAll<HTMLElement>('.notyf__toast:not(.notyf__toast--disappear)') ?? []),
  ].map((toast) => toast.offsetTop);
  if (!box || !tops.length) {
    root.style.removeProperty(CLEARANCE);
    return;
  }
  // offsetTop, not the toast's rectangle: it is still sliding in (a transform) when measured.
  // At most half the viewport, so a pile of toasts cannot make the page unscrollable by focus.
  const height = Math.min(box.clientHeight - Math.min(...tops), box.clientHeight / 2);
  root.style.setProperty(CLEARANCE, `${Math.ceil(height) + 8}px`);
}

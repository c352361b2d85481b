/**
 * Resize and orientation throttling (SPEC 9.4): layout that is recomputed from measurements runs
 * at most once per window (250 ms; 100 ms for sliders), at the first event and once more at the
 * end of the window when more events came, so the last size always wins. Returns its cleanup.
 */

/** SPEC 9.4: the resize or orientation throttle. */
export const RESIZE_THROTTLE_MS = 250;
/** SPEC 9.4: the throttle for sliders, which must follow the viewport more closely. */
export const SLIDER_RESIZE_THROTTLE_MS = 100;

/**
 * Calls `callback` on `resize` and `orientationchange` of `target`, at most once every `ms`
 * milliseconds, with a trailing call for events inside the window. The cleanup removes the
 * listeners and drops a pending trailing call.
 *
 * With `elements`, a change of one of their widths counts as a resize too (a ResizeObserver,
 * where the window has one), under the same throttle: a box can change width while the window
 * does not (a theme's rule for the woken state, full screen, a column opening). Widths are
 * compared with those read when this starts and after each call, so the observer's first report,
 * and sizes the callback itself set, call nothing.
 */
export function onResize(
  target: Pick<
    Window,
    'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'
  > & {
    readonly ResizeObserver?: typeof ResizeObserver;
  },
  callback: () => void,
  ms: number = RESIZE_THROTTLE_MS,
  elements: readonly HTMLElement[] = [],
): () => void {
  let timer: number | undefined;
  let pending = false;
  const widths = new Map<HTMLElement, number>();
  const readWidths = () => {
    for (const element of elements) widths.set(element, element.offsetWidth);
  };

  const windowEnded = () => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    run();
  };
  const run = () => {
    timer = target.setTimeout(windowEnded, ms);
    callback();
    readWidths();
  };
  const onEvent = () => {
    if (timer === undefined) run();
    else pending = true;
  };

  target.addEventListener('resize', onEvent);
  target.addEventListener('orientationchange', onEvent);
  readWidths();
  const Observer = elements.length ? target.ResizeObserver : undefined;
  const observer = Observer
    ? new Observer(() => {
        if (elements.some((element) => element.offsetWidth !== widths.get(element))) onEvent();
      })
    : null;
  for (const element of observer ? elements : []) observer?.observe(element);
  return () => {
    observer?.disconnect();
    target.removeEventListener('resize', onEvent);
    target.removeEventListener('orientationchange', onEvent);
    if (timer !== undefined) target.clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
}

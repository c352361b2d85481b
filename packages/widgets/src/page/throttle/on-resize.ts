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
 */
export function onResize(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'>,
  callback: () => void,
  ms: number = RESIZE_THROTTLE_MS,
): () => void {
  let timer: number | undefined;
  let pending = false;

  const windowEnded = () => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    run();
  };
  const run = () => {
    timer = target.setTimeout(windowEnded, ms);
    callback();
  };
  const onEvent = () => {
    if (timer === undefined) run();
    else pending = true;
  };

  target.addEventListener('resize', onEvent);
  target.addEventListener('orientationchange', onEvent);
  return () => {
    target.removeEventListener('resize', onEvent);
    target.removeEventListener('orientationchange', onEvent);
    if (timer !== undefined) target.clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
}

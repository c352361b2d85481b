/**
 * A toast's auto-hide timer that waits for the reader (SPEC 9.1): it stops while the pointer is
 * over the toast or focus is inside it, and starts again, in full, once both have left. notyf has
 * no pause, so toasts are opened with `duration: 0` and each gets one of these.
 */
export function pausableTimer(node: HTMLElement, ms: number, expire: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const sync = () => {
    stop();
    if (!hovered && !focused)
      timer = setTimeout(() => {
        release();
        expire();
      }, ms);
  };
  const listeners: [string, () => void][] = [
    [
      'mouseenter',
      () => {
        hovered = true;
        sync();
      },
    ],
    [
      'mouseleave',
      () => {
        hovered = false;
        sync();
      },
    ],
    [
      'focusin',
      () => {
        focused = true;
        sync();
      },
    ],
    [
      'focusout',
      () => {
        // Focus moving between the toast's own controls is not leaving it.
        queueMicrotask(() => {
          focused = node.contains(node.ownerDocument.activeElement);
          sync();
        });
      },
    ],
  ];
  for (const [type, listener] of listeners) node.addEventListener(type, listener);
  function release() {
    stop();
    for (const [type, listener] of listeners) node.removeEventListener(type, listener);
  }
  sync();
  return release;
}

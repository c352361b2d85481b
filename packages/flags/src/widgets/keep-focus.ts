/**
 * The focus on an island's server markup, kept across React's swap. A widget that wakes as it nears
 * the viewport (the flag, `data-widget-load="visible"`) is often reached by Tab while its code
 * loads; React's first commit removes the focused server node, the focus falls to `<body>` and the
 * next Tab starts again from the page's top (WCAG 2.4.3). The loader's interaction hold does this
 * for the `interaction` trigger only, and by finding the same tag again (a link here becomes a
 * button).
 */
export function watchServerFocus(element: HTMLElement): (replacement: HTMLElement | null) => void {
  const document = element.ownerDocument;
  let held = element.contains(document.activeElement);
  const onFocusIn = () => {
    held = true;
  };
  // Focus the visitor took elsewhere is not brought back: Tab out names where it went; a blur to
  // nothing (a click beside it) leaves the node in the page, which a removal does not.
  const onFocusOut = ({ target, relatedTarget }: FocusEvent) => {
    if (relatedTarget) held = element.contains(relatedTarget as Node);
    else
      queueMicrotask(() => {
        if ((target as Node).isConnected) held = false;
      });
  };
  element.addEventListener('focusin', onFocusIn);
  element.addEventListener('focusout', onFocusOut);
  return (replacement) => {
    element.removeEventListener('focusin', onFocusIn);
    element.removeEventListener('focusout', onFocusOut);
    const active = document.activeElement;
    if (held && replacement && (!active || active === document.body)) replacement.focus();
  };
}

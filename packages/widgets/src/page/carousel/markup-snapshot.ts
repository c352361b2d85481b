/**
 * Exact markup restore for enhancers that move server nodes around: remembers the child nodes of
 * `parent` (moved, never re-created) and every attribute of `parent` and of `elements`, and puts
 * all of it back, so the cleanup leaves the server's markup as it was.
 */
export function snapshotMarkup(parent: Element, elements: readonly Element[] = []): () => void {
  const children = [...parent.childNodes];
  const saved = [parent, ...elements].map(
    (element) =>
      [element, [...element.attributes].map(({ name, value }) => [name, value] as const)] as const,
  );
  return () => {
    keepingFocus(parent, () => parent.replaceChildren(...children));
    for (const [element, attributes] of saved) {
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
      for (const [name, value] of attributes) element.setAttribute(name, value);
    }
  };
}

/**
 * Runs `move`, which moves nodes inside `root`, and gives the focus back to the element inside
 * that had it: a moved node loses the focus to <body>. These widgets wake as they near the
 * viewport (or at a breakpoint), often after Tab has reached one of their links, and the visitor
 * would go on from the page's top (WCAG 2.4.3).
 */
export function keepingFocus(root: Element, move: () => void): void {
  const focused = root.ownerDocument.activeElement;
  move();
  if (
    focused instanceof HTMLElement &&
    root.contains(focused) &&
    root.ownerDocument.activeElement !== focused
  )
    focused.focus({ preventScroll: true });
}

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
    parent.replaceChildren(...children);
    for (const [element, attributes] of saved) {
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
      for (const [name, value] of attributes) element.setAttribute(name, value);
    }
  };
}

/** Remembers attributes an enhancer is about to change, so its cleanup can put them back. */
export function saveAttributes(element: Element, names: readonly string[]): () => void {
  const saved = names.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of saved)
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
  };
}

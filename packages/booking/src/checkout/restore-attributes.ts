/**
 * The cleanup's half of an enhancer that sets attributes on server markup: remembers the named
 * attributes of each element (absent ones too) and puts exactly those back. Other attributes are
 * left alone, so what a site's own scripts changed meanwhile survives.
 */
export function rememberAttributes(
  elements: Iterable<Element>,
  names: readonly string[],
): () => void {
  const saved = [...elements].map(
    (element) =>
      [element, names.map((name) => [name, element.getAttribute(name)] as const)] as const,
  );
  return () => {
    for (const [element, attributes] of saved)
      for (const [name, value] of attributes)
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
  };
}

/**
 * WCAG 3.2.2 (On Input, level A): the automatic search (SPEC 4.8) loads a new page as the second
 * date is chosen, a change of context a visitor must be told of before choosing. The server
 * writes the words (`[data-availability-hint]`, in the page's language, in space it keeps so that
 * nothing moves when the widget wakes); the widget makes them the date inputs' description, so a
 * screen reader says them on reaching each input. Without the element, nothing is added.
 * (checkout/restore-attributes.ts is not imported: shared with the checkout, it became a chunk of
 * its own, a request more for both.)
 */
let made = 0;

export function describeAutoSearch(
  root: HTMLElement,
  inputs: readonly HTMLInputElement[],
): () => void {
  const hint = root.querySelector<HTMLElement>('[data-availability-hint]');
  if (!hint) return () => {};
  const ownId = hint.hasAttribute('id');
  const described = inputs.map((input) => [input, input.getAttribute('aria-describedby')] as const);
  hint.id ||= `sf-availability-hint-${++made}`;
  for (const [input, before] of described) {
    const ids = before?.split(/\s+/).filter(Boolean) ?? [];
    if (!ids.includes(hint.id)) input.setAttribute('aria-describedby', [...ids, hint.id].join(' '));
  }
  return () => {
    if (!ownId) hint.removeAttribute('id');
    for (const [input, before] of described)
      if (before === null) input.removeAttribute('aria-describedby');
      else input.setAttribute('aria-describedby', before);
  };
}

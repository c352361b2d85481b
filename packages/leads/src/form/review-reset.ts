/**
 * SPEC 3.15, 4.10: after a review was sent (a success message, no error message) the form is made
 * ready for the next one: its text fields, rich-text body, stars and `review_info[rating]` are
 * cleared, the headline field gets the focus and the form is scrolled into view (at once when the
 * visitor asked for reduced motion).
 */
export const RATING_FIELD = 'review_info[rating]';

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'number']);

const isTextInput = (element: Element): element is HTMLInputElement =>
  element.tagName === 'INPUT' && TEXT_TYPES.has((element as HTMLInputElement).type);

/** The configured headline field, else the first text input named *headline* or *title*. */
export function headlineField(form: HTMLFormElement, name: string | null): HTMLElement | null {
  const fields = [...form.elements];
  if (name)
    return (
      (fields.find((field) => (field as HTMLInputElement).name === name) as HTMLElement) ?? null
    );
  return fields.filter(isTextInput).find((input) => /headline|title/i.test(input.name)) ?? null;
}

export function clearReview(form: HTMLFormElement): void {
  const changed: Element[] = [];
  for (const element of form.elements) {
    const name = (element as HTMLInputElement).name;
    if (isTextInput(element) || element.tagName === 'TEXTAREA')
      (element as HTMLInputElement).value = '';
    else if (element.tagName === 'INPUT') {
      const input = element as HTMLInputElement;
      const star = input.closest('[data-stars]') !== null || name === RATING_FIELD;
      if (star && (input.type === 'radio' || input.type === 'checkbox')) input.checked = false;
      else if (name === RATING_FIELD) input.value = '';
      else continue;
      changed.push(input);
    } else if (element.tagName === 'SELECT' && name === RATING_FIELD) {
      (element as HTMLSelectElement).value = '';
      changed.push(element);
    }
  }
  for (const body of form.querySelectorAll('[data-rich-text]'))
    if (body.tagName !== 'TEXTAREA') body.replaceChildren();
  // A star widget drawn over the rating field redraws from its change event.
  for (const element of changed) element.dispatchEvent(new Event('change', { bubbles: true }));
}

export function afterReviewSent(form: HTMLFormElement, headline: string | null): void {
  clearReview(form);
  headlineField(form, headline)?.focus({ preventScroll: true });
  const view = form.ownerDocument.defaultView;
  const reduced = view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  form.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

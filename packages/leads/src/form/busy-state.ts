/**
 * While an AJAX submit is in flight the form is `aria-busy` and its submit buttons are
 * `aria-disabled`: they look and are announced disabled, but keep the focus (a `disabled` button
 * drops it to the page's start) and the enhancer ignores their clicks meanwhile.
 */
import { isSubmitButton } from './find-form.js';

/** Marks `form` busy; the returned function puts every attribute back as it was. */
export function markBusy(form: HTMLFormElement): () => void {
  const touched: [Element, string, string | null][] = [];
  const set = (element: Element, name: string, value: string) => {
    touched.push([element, name, element.getAttribute(name)]);
    element.setAttribute(name, value);
  };
  set(form, 'aria-busy', 'true');
  // The form's own buttons, `form="id"` ones outside it too.
  for (const button of [...form.elements].filter(isSubmitButton))
    set(button, 'aria-disabled', 'true');
  return () => {
    for (const [element, name, value] of touched.splice(0).reverse())
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
  };
}

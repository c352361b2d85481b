/**
 * After a successful AJAX submit, a lead form's visible fields go back to what the server
 * rendered (as a reset button would), so the next enquiry starts clean. Hidden inputs stay: they
 * carry the anti-bot key, the form's build id and the like, which the next submit needs.
 * Written out instead of `form.reset()`, which also fires the site's reset handlers and, in some
 * engines, touches hidden inputs. Each field whose value changed gets a bubbling `change` event:
 * a widget drawn over it (the inquiry property combobox, a star rating) shows its new value.
 */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** Puts `element` back to its server value; whether that changed it. */
function resetField(element: Element): boolean {
  if (element.tagName === 'INPUT') {
    const input = element as HTMLInputElement;
    if (NOT_TYPED.has(input.type)) return false;
    if (input.type === 'checkbox' || input.type === 'radio') {
      const checked = input.checked;
      input.checked = input.defaultChecked;
      return input.checked !== checked;
    }
    const value = input.value;
    input.value = input.type === 'file' ? '' : input.defaultValue;
    return input.value !== value;
  }
  if (element.tagName === 'TEXTAREA') {
    const textarea = element as HTMLTextAreaElement;
    const value = textarea.value;
    textarea.value = textarea.defaultValue;
    return textarea.value !== value;
  }
  if (element.tagName === 'SELECT') {
    const select = element as HTMLSelectElement;
    const chosen = [...select.options].map((option) => option.selected).join();
    for (const option of select.options) option.selected = option.defaultSelected;
    if (!select.multiple && ![...select.options].some((option) => option.defaultSelected))
      select.selectedIndex = select.options.length ? 0 : -1;
    return [...select.options].map((option) => option.selected).join() !== chosen;
  }
  return false;
}

export function resetVisibleFields(form: HTMLFormElement): void {
  const changed = [...form.elements].filter(resetField);
  for (const element of changed) element.dispatchEvent(new Event('change', { bubbles: true }));
}

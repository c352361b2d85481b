/**
 * After a successful AJAX submit, a lead form's visible fields go back to what the server
 * rendered (as a reset button would), so the next enquiry starts clean. Hidden inputs stay: they
 * carry the anti-bot key, the form's build id and the like, which the next submit needs.
 * Written out instead of `form.reset()`, which also fires the site's reset handlers and, in some
 * engines, touches hidden inputs.
 */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

export function resetVisibleFields(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (element.tagName === 'INPUT') {
      const input = element as HTMLInputElement;
      if (NOT_TYPED.has(input.type)) continue;
      if (input.type === 'checkbox' || input.type === 'radio') input.checked = input.defaultChecked;
      else input.value = input.type === 'file' ? '' : input.defaultValue;
    } else if (element.tagName === 'TEXTAREA') {
      const textarea = element as HTMLTextAreaElement;
      textarea.value = textarea.defaultValue;
    } else if (element.tagName === 'SELECT') {
      const select = element as HTMLSelectElement;
      for (const option of select.options) option.selected = option.defaultSelected;
      if (!select.multiple && ![...select.options].some((option) => option.defaultSelected))
        select.selectedIndex = select.options.length ? 0 : -1;
    }
  }
}

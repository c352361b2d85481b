/**
 * SPEC 5.1 / 8 opt-in: on an opt-in form, submitting is blocked until `bt_leads_optin` is checked.
 * The legacy site said so in a window.alert(); here the message is an inline error tied to the
 * checkbox (`aria-invalid`, `aria-describedby`, in a `role="alert"` region that exists from the
 * start so it is announced), and the focus moves to the checkbox, where the visitor has to act.
 * Checking the box clears the error.
 */
export const OPTIN_FIELD = 'bt_leads_optin';

export interface OptinCheck {
  accepted(): boolean;
  /** Shows the error (announced again each time) and moves the focus to the checkbox. */
  refuse(): void;
  clear(): void;
  destroy(): void;
}

let errors = 0;

function optinBox(form: HTMLFormElement): HTMLInputElement | null {
  for (const element of form.elements)
    if (
      element.tagName === 'INPUT' &&
      (element as HTMLInputElement).type === 'checkbox' &&
      (element as HTMLInputElement).name === OPTIN_FIELD
    )
      return element as HTMLInputElement;
  return null;
}

/** The element the error follows: the checkbox's label when it wraps or follows the box. */
function anchorOf(box: HTMLInputElement): Element {
  const wrapping = box.closest('label');
  if (wrapping) return wrapping;
  const following = [...(box.labels ?? [])].find(
    (label) =>
      label.parentElement === box.parentElement &&
      box.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return following ?? box;
}

export function createOptinCheck(form: HTMLFormElement, message: string): OptinCheck | null {
  const box = optinBox(form);
  if (!box) {
    console.warn(
      `Stayfront lead-form: opt-in required but the form has no "${OPTIN_FIELD}" checkbox; not enforced.`,
      form,
    );
    return null;
  }
  const document = form.ownerDocument;
  const error = document.createElement('div');
  error.id = `sf-optin-error-${++errors}`;
  error.className = 'lead-form__error lead-form__optin-error';
  error.setAttribute('role', 'alert');
  anchorOf(box).after(error);
  const describedBy = box.getAttribute('aria-describedby');
  const invalid = box.getAttribute('aria-invalid');

  const restoreAria = () => {
    if (describedBy === null) box.removeAttribute('aria-describedby');
    else box.setAttribute('aria-describedby', describedBy);
    if (invalid === null) box.removeAttribute('aria-invalid');
    else box.setAttribute('aria-invalid', invalid);
  };
  const clear = () => {
    error.replaceChildren();
    restoreAria();
  };
  const onChange = () => {
    if (box.checked) clear();
  };
  box.addEventListener('change', onChange);

  return {
    accepted: () => box.checked,
    refuse() {
      // A new text node each time: the same words after a second try are announced again.
      error.replaceChildren(document.createTextNode(message));
      box.setAttribute('aria-invalid', 'true');
      box.setAttribute('aria-describedby', [describedBy, error.id].filter(Boolean).join(' '));
      box.focus();
    },
    clear,
    destroy() {
      box.removeEventListener('change', onChange);
      error.remove();
      restoreAria();
    },
  };
}

/**
 * The form's own status region: what the AJAX answer said, "Sending…", "already sent". Two live
 * regions side by side, there from the moment the form is enhanced (screen readers announce
 * changes to regions they already know): `role="status"` for news, `role="alert"` for errors.
 * The server may reserve its place with an empty `[data-lead-status]` inside the form (no layout
 * shift); otherwise it goes at the end of the form, next to the submit button the visitor used.
 */
export type StatusRole = 'status' | 'alert';

export interface StatusRegion {
  /** Shows `nodes` (already sanitized) in the region of `role`, emptying the other one. */
  show(status: readonly Node[], alert?: readonly Node[]): void;
  say(text: string, role: StatusRole): void;
  clear(): void;
  destroy(): void;
}

export function createStatusRegion(form: HTMLFormElement): StatusRegion {
  const document = form.ownerDocument;
  const reserved = form.querySelector<HTMLElement>('[data-lead-status]');
  const holder = reserved ?? document.createElement('div');
  if (!reserved) {
    holder.className = 'lead-form__status';
    form.append(holder);
  }
  const region = (role: StatusRole) => {
    const element = document.createElement('div');
    element.className = `lead-form__${role}`;
    element.setAttribute('role', role);
    holder.append(element);
    return element;
  };
  const status = region('status');
  const alert = region('alert');

  const show = (news: readonly Node[], errors: readonly Node[] = []) => {
    status.replaceChildren(...news);
    alert.replaceChildren(...errors);
  };
  return {
    show,
    say(text, role) {
      const line = document.createElement('p');
      line.textContent = text;
      if (role === 'alert') show([], [line]);
      else show([line]);
    },
    clear: () => show([]),
    destroy() {
      if (reserved) {
        status.remove();
        alert.remove();
      } else holder.remove();
    },
  };
}

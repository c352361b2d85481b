/**
 * The fields the enhancer writes (`honeypot_time`, `antibot_key`, the captcha response, the
 * fragment, SPEC 3.10): the server's own when it rendered them, created as hidden inputs when it
 * did not. `restore` puts the form back as the server made it: created inputs go, the server's
 * ones get their first values back.
 */
export interface HiddenFields {
  set(name: string, value: string): void;
  restore(): void;
}

type ValueField = HTMLInputElement | HTMLTextAreaElement;

export function fieldNamed(form: HTMLFormElement, name: string): ValueField | null {
  for (const element of form.elements)
    if (
      (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') &&
      (element as ValueField).name === name
    )
      return element as ValueField;
  return null;
}

export function hiddenFields(form: HTMLFormElement): HiddenFields {
  const created: HTMLInputElement[] = [];
  const firstValues = new Map<ValueField, string>();
  return {
    set(name, value) {
      const field = fieldNamed(form, name);
      if (field) {
        if (!firstValues.has(field)) firstValues.set(field, field.value);
        field.value = value;
        return;
      }
      const input = form.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
      created.push(input);
    },
    restore() {
      for (const input of created.splice(0)) input.remove();
      for (const [field, value] of firstValues) field.value = value;
      firstValues.clear();
    },
  };
}

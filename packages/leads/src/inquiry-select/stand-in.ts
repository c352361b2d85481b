/**
 * The place the combobox takes: a container right after the native select (after its label when
 * the label wraps it), and the select's label handed over to the combobox's input. The native
 * select stays in the form, hidden, so the form still posts its name and value; its `required` goes
 * to the combobox (a hidden required select would stop the submit with a message nobody sees).
 * `restore` puts everything back as the server wrote it.
 */

export interface StandIn {
  readonly container: HTMLElement;
  /** The ids naming the combobox: the select's own `aria-labelledby`, else its labels'. */
  readonly labelledBy: string | undefined;
  /** The select's `aria-label`, for a select that has no label element. */
  readonly label: string | undefined;
  readonly required: boolean;
  readonly disabled: boolean;
  restore(): void;
}

export function standIn(select: HTMLSelectElement, inputId: string): StandIn {
  const labels = [...(select.labels ?? [])];
  const undo: (() => void)[] = [];
  const setAttribute = (element: Element, name: string, value: string) => {
    const before = element.getAttribute(name);
    element.setAttribute(name, value);
    undo.push(() =>
      before === null ? element.removeAttribute(name) : element.setAttribute(name, before),
    );
  };

  // The label's click now focuses the combobox, and its text names it.
  labels.forEach((label, index) => {
    if (!label.id) setAttribute(label, 'id', `${inputId}-label${index || ''}`);
    if (select.id && label.htmlFor === select.id) setAttribute(label, 'for', inputId);
  });
  const wrapping = labels.find((label) => label.contains(select));
  const container = select.ownerDocument.createElement('div');
  container.className = 'sf-inquiry-select';
  (wrapping ?? select).after(container);

  const { hidden, required, disabled } = select;
  select.hidden = true;
  select.required = false;

  return {
    container,
    labelledBy:
      select.getAttribute('aria-labelledby') ||
      labels.map((label) => label.id).join(' ') ||
      undefined,
    label: select.getAttribute('aria-label') || undefined,
    required,
    disabled,
    restore() {
      container.remove();
      select.hidden = hidden;
      select.required = required;
      for (const step of undo.reverse()) step();
    },
  };
}

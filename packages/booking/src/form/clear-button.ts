/**
 * SPEC 4.8: once a date is chosen, a "Clear" control follows its input; clearing removes the date
 * and the control. A button (it acts, it goes nowhere), named with the field's label ("Clear
 * Check-In") so two of them differ for a screen reader and the name still holds the visible word.
 * The focus goes back to the input when its button goes, rather than to the page's start.
 */
export interface ClearButtons {
  /** Shows each input's button when it has a value, removes it when not. */
  sync(): void;
  destroy(): void;
}

export function clearButtons(
  inputs: readonly HTMLInputElement[],
  text: string,
  onClear: (input: HTMLInputElement) => void,
): ClearButtons {
  const buttons = new Map<HTMLInputElement, HTMLButtonElement>();

  function add(input: HTMLInputElement) {
    const button = input.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = 'availability__clear';
    button.textContent = text;
    const label = input.labels?.[0]?.textContent?.trim();
    if (label) button.setAttribute('aria-label', `${text} ${label}`);
    button.addEventListener('click', () => {
      input.value = '';
      input.focus();
      onClear(input);
    });
    input.after(button);
    buttons.set(input, button);
  }

  function sync() {
    for (const input of inputs) {
      const button = buttons.get(input);
      if (input.value && !button) add(input);
      else if (!input.value && button) {
        button.remove();
        buttons.delete(input);
      }
    }
  }

  return {
    sync,
    destroy() {
      for (const button of buttons.values()) button.remove();
      buttons.clear();
    },
  };
}

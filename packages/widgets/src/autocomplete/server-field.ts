/**
 * What the server rendered inside the autocomplete element: its text input (replaced by the
 * react-select input, with the same id so the page's `<label for>` still names it) and the nodes
 * around it (the submit button, icons), which the widget keeps. Read during the first render,
 * before React's commit replaces the markup.
 */
import { TEXT_INPUT } from '../runtime/show-typed-words.js';

export interface ServerField {
  /** The server's input, kept to read what the visitor typed up to the moment it is replaced. */
  readonly input: HTMLInputElement | null;
  readonly before: readonly Node[];
  readonly after: readonly Node[];
  readonly id: string | null;
  readonly name: string | null;
  readonly placeholder: string | null;
  readonly ariaLabel: string | null;
  readonly ariaLabelledBy: string | null;
  /** A `<label for>` outside the element names the input; the new input takes over its id. */
  readonly labelledOutside: boolean;
  /** The text of a `<label>` wrapping the input inside the element (that label is replaced). */
  readonly wrappingLabel: string | null;
  /** The visitor was typing in it when the widget woke. */
  readonly focused: boolean;
}

export function readServerField(element: HTMLElement): ServerField {
  const input = element.querySelector<HTMLInputElement>(TEXT_INPUT);
  const attribute = (name: string) => input?.getAttribute(name) || null;
  const nodes = [...element.childNodes];
  // Where the input sits among the element's nodes (itself, or a wrapper such as a label).
  const at = input ? nodes.findIndex((node) => node.contains(input)) : nodes.length;
  const labels = [...(input?.labels ?? [])];
  return {
    input,
    before: nodes.slice(0, at),
    after: nodes.slice(at + 1),
    id: attribute('id'),
    name: attribute('name'),
    placeholder: attribute('placeholder'),
    ariaLabel: attribute('aria-label'),
    ariaLabelledBy: attribute('aria-labelledby'),
    labelledOutside: labels.some((label) => !element.contains(label)),
    wrappingLabel: labels.find((label) => element.contains(label))?.textContent?.trim() || null,
    focused: input !== null && input === element.ownerDocument.activeElement,
  };
}

/** What the visitor typed before the widget woke: the value when it differs from the server's. */
export function typedText(field: ServerField): string | null {
  const input = field.input;
  return input && input.value !== input.defaultValue ? input.value : null;
}

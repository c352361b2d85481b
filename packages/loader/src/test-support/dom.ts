/** DOM helpers shared by the loader tests. */
import { vi } from 'vitest';

/** Replaces the body's content with `markup`. */
export function page(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body;
}

/** The element matching `selector`, or a thrown error naming it. */
export function $(selector: string, root: ParentNode = document): HTMLElement {
  const element = root.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`No element matches ${selector}`);
  return element;
}

/** Records the `stayfront:<type>` events that reach the document, with their targets. */
export function recordEvents(...types: string[]) {
  const events: { type: string; target: EventTarget | null; detail: Record<string, unknown> }[] =
    [];
  const listener = (event: Event) =>
    events.push({
      type: event.type,
      target: event.target,
      detail: (event as CustomEvent<Record<string, unknown>>).detail,
    });
  for (const type of types) document.addEventListener(`stayfront:${type}`, listener);
  return {
    events,
    of: (type: string) => events.filter((event) => event.type === `stayfront:${type}`),
    stop: () => {
      for (const type of types) document.removeEventListener(`stayfront:${type}`, listener);
    },
  };
}

/** A console whose warn and error are recorded (and silent). */
export function quietConsole() {
  return {
    warn: vi.fn<(...args: unknown[]) => void>(),
    error: vi.fn<(...args: unknown[]) => void>(),
  };
}

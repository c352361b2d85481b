/**
 * Link-click helpers for widget tests: a plain (or modified) click dispatched on a link, telling
 * whether a widget took it over, and the reduced-motion preference the dialog widgets read.
 */
import { vi } from 'vitest';

/** Dispatches a click and reports whether the widget took it over (prevented the navigation). */
export function click(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const record = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault(); // keep happy-dom from navigating
  };
  document.addEventListener('click', record);
  link.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  document.removeEventListener('click', record);
  return taken;
}

export const reduceMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

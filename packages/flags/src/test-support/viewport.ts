/**
 * A viewport for the counter's media query (SPEC 9.4: no panel at 64em and below): `matchMedia`
 * answers from `narrow`, and `resize` tells the listeners, as a browser does on a resize.
 */
import { vi } from 'vitest';

export interface Viewport {
  resize(narrow: boolean): void;
  /** The queries asked, in order. */
  readonly queries: string[];
}

export function mockViewport(narrow: boolean): Viewport {
  let current = narrow;
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const matches = (query: string) => (/max-width:\s*64em/.test(query) ? current : !current);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    queries.push(query);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    queries,
    resize(next) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/**
 * Browser APIs the directives depend on, as fakes the test drives: happy-dom's own
 * IntersectionObserver and matchMedia never fire, and it has no requestIdleCallback.
 * Install them with `vi.stubGlobal` and remove them with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

export class FakeIntersectionObserver {
  /** Every observer constructed in this test file (the `visible` directive keeps one per page). */
  static readonly instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Whether any observer watches `element`. */
  static observing(element: Element): boolean {
    return FakeIntersectionObserver.instances.some((observer) => observer.observed.has(element));
  }

  /** Delivers an entry for `element` to every observer that watches it. */
  static report(element: Element, isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.has(element)) continue;
      const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

export function installIntersectionObserver() {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** `matchMedia` with queries the test switches on and off; `change` fires like a browser's. */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const matching = new Map(Object.entries(initial));
  const lists = new Map<string, { listeners: Set<() => void>; list: MediaQueryList }>();
  const matchMedia = vi.fn((query: string) => {
    let entry = lists.get(query);
    if (!entry) {
      const listeners = new Set<() => void>();
      const list = {
        media: query,
        get matches() {
          return matching.get(query) ?? false;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      } as unknown as MediaQueryList;
      entry = { listeners, list };
      lists.set(query, entry);
    }
    return entry.list;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    /** Listeners currently registered for `query`. */
    listeners: (query: string) => lists.get(query)?.listeners.size ?? 0,
    set(query: string, matches: boolean) {
      matching.set(query, matches);
      for (const listener of [...(lists.get(query)?.listeners ?? [])]) listener();
    },
  };
}

/** `requestIdleCallback` whose callbacks run when the test says the browser is idle. */
export function installIdleCallback() {
  let next = 0;
  const pending = new Map<number, IdleRequestCallback>();
  const requestIdleCallback = vi.fn(
    (callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
      pending.set(++next, callback);
      return next;
    },
  );
  const cancelIdleCallback = vi.fn((handle: number) => {
    pending.delete(handle);
  });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
  return {
    requestIdleCallback,
    cancelIdleCallback,
    pending: () => pending.size,
    /** Runs every pending idle callback. */
    idle() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks)
        callback({ didTimeout: false, timeRemaining: () => 50 } as IdleDeadline);
    },
  };
}

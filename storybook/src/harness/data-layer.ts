/**
 * The `window.dataLayer` a page's Google Tag Manager snippet defines, for a story to show what
 * the analytics widget pushes into it. Nothing is sent anywhere: it is an array that keeps what is
 * pushed and, as GTM's container does once its tags have run, calls an event's `eventCallback`
 * (the analytics widget waits for that before following a result link).
 */

export interface DataLayerRecorder {
  /** What was pushed since the story's page was mounted, oldest first (a new list each push). */
  readonly entries: readonly unknown[];
  subscribe(listener: () => void): () => void;
  /** Puts a new, empty `dataLayer` on `window`; returns the cleanup, which puts the old one back. */
  install(): () => void;
}

type DataLayerHolder = typeof globalThis & { dataLayer?: unknown };

export function dataLayerRecorder(): DataLayerRecorder {
  let entries: readonly unknown[] = [];
  const listeners = new Set<() => void>();
  const changed = (next: readonly unknown[]) => {
    entries = next;
    for (const listener of listeners) listener();
  };

  return {
    get entries() {
      return entries;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    install() {
      const holder = globalThis as DataLayerHolder;
      const had = Object.hasOwn(holder, 'dataLayer');
      const previous = holder.dataLayer;
      let installed = true;
      const layer: unknown[] = [];
      // As gtm.js does it: the list stays an array, only its `push` is wrapped.
      layer.push = (...items: unknown[]) => {
        const length = Array.prototype.push.apply(layer, items);
        changed([...layer]);
        for (const item of items) {
          const callback = (item as { eventCallback?: unknown } | null)?.eventCallback;
          // GTM calls back once its tags have fired, never from inside `push`.
          if (typeof callback === 'function')
            queueMicrotask(() => {
              if (installed) callback();
            });
        }
        return length;
      };
      holder.dataLayer = layer;
      changed([]);
      return () => {
        installed = false;
        if (had) holder.dataLayer = previous;
        else delete holder.dataLayer;
      };
    },
  };
}

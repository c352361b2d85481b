/** A small typed event emitter; `on` returns its own unsubscribe, and a throwing listener is isolated. */
export type Listener<T> = (payload: T) => void;

// Private members use `#` names, which minify, unlike TypeScript's `private` properties.
export class Emitter<Events extends Record<string, unknown>> {
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();
  readonly #onListenerError: (error: unknown) => void;

  constructor(onListenerError: (error: unknown) => void = () => {}) {
    this.#onListenerError = onListenerError;
  }

  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void {
    let set = this.#listeners.get(type);
    if (!set) {
      set = new Set();
      this.#listeners.set(type, set);
    }
    set.add(listener as Listener<never>);
    return () => {
      set.delete(listener as Listener<never>);
    };
  }

  emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    // A copy, so a listener that unsubscribes or subscribes does not disturb this round.
    for (const listener of [...(this.#listeners.get(type) ?? [])]) {
      try {
        (listener as Listener<Events[K]>)(payload);
      } catch (error) {
        this.#onListenerError(error);
      }
    }
  }

  clear(): void {
    this.#listeners.clear();
  }
}

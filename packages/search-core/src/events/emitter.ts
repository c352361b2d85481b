/**
 * A small typed event emitter; `on` returns its own unsubscribe, and a throwing listener is
 * isolated. It keeps each type's last payload (`last`), so a listener that starts late (the
 * analytics island may wake after the first results) can catch up with what already happened.
 */
export type Listener<T> = (payload: T) => void;

// Private members use `#` names, which minify, unlike TypeScript's `private` properties.
export class Emitter<Events extends Record<string, unknown>> {
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();
  readonly #last = new Map<keyof Events, unknown>();
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

  /** The payload of the last `type` event, if there was one. */
  last<K extends keyof Events>(type: K): Events[K] | undefined {
    return this.#last.get(type) as Events[K] | undefined;
  }

  emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    this.#last.set(type, payload);
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
    this.#last.clear();
  }
}

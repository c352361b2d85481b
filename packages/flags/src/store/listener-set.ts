/**
 * Listeners of one event. A throwing listener is logged and the others still run, so one broken
 * widget cannot stop the rest of the page from updating.
 */
export class ListenerSet<T> {
  readonly #listeners = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    // A wrapper, so that the same function subscribed twice is also called twice, and each
    // unsubscribe removes only its own subscription.
    const entry = (value: T) => listener(value);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  /** Calls every listener present when the emit began; `value()` is read per call, so a
   * listener that changes the state (and emits again) never leaves later ones with a stale value. */
  emit(value: () => T): void {
    for (const listener of [...this.#listeners]) {
      // One unsubscribed by an earlier listener of this emit is not called.
      if (!this.#listeners.has(listener)) continue;
      try {
        listener(value());
      } catch (error) {
        console.error('Stayfront flags: a favourites listener failed', error);
      }
    }
  }
}

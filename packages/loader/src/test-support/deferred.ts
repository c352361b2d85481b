/** A promise the test settles by hand, e.g. a widget chunk that is still on its way. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Taken when this module loads, before a test fakes the timers.
const realSetImmediate = globalThis.setImmediate;

/**
 * Lets every pending microtask run (promise chains, MutationObserver callbacks): resolves on a
 * real macrotask, so it also works while the timers are faked.
 */
export const settle = (): Promise<void> =>
  new Promise((resolve) => {
    realSetImmediate(() => resolve());
  });

import type { Directive } from './directive.js';

/** `idle` never waits longer than this for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2000;

/** `idle`: when the main thread is idle; a timeout stands in where requestIdleCallback is missing. */
export const idle: Directive = (_element, _value, wake) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => wake(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => wake(), 200);
  return () => clearTimeout(handle);
};

/**
 * Uncaught page errors reported once each as analytics exceptions (SPEC 7.12, 8). The reporter is
 * pluggable; the default sends a GA4 `exception` event through `gtag` when the page has it.
 */

export type ErrorReporter = (description: string, error: unknown) => void;

export const gtagReporter: ErrorReporter = (description) => {
  const gtag = (globalThis as { gtag?: (...args: unknown[]) => void }).gtag;
  gtag?.('event', 'exception', { description, fatal: false });
};

/** Starts listening; returns a stop. Each distinct error (message and place) is reported once. */
export function reportPageErrors(win: Window, report: () => ErrorReporter): () => void {
  const seen = new Set<string>();
  const send = (description: string, error: unknown) => {
    if (seen.has(description)) return;
    seen.add(description);
    try {
      report()(description, error);
    } catch {
      /* a broken reporter must not cause more errors */
    }
  };
  const onError = (event: ErrorEvent) =>
    send(`${event.message} ${event.filename}:${event.lineno}:${event.colno}`, event.error);
  const onRejection = (event: PromiseRejectionEvent) => send(String(event.reason), event.reason);
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    win[method]('error', onError as EventListener);
    win[method]('unhandledrejection', onRejection as EventListener);
  };
  listen('addEventListener');
  return () => listen('removeEventListener');
}

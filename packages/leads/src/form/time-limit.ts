/**
 * A time limit for the lead forms' requests, from sending to the end of the answer's body. On a
 * connection that stalls (a phone on a train, a captive portal) fetch has none of its own: the
 * browser gave up after minutes, and until then a submit said "Sending…" with its button dead, and
 * a locked form's submit waited in silence for its unlock. Past the limit the request is aborted,
 * and fails as a dropped connection does: the form says so, keeps what was typed, and sends again.
 */
export function withTimeLimit<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${ms / 1000} s`, 'TimeoutError')),
    ms,
  );
  return run(controller.signal).finally(() => clearTimeout(timer));
}

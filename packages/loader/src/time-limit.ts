/**
 * A time limit for a request, from sending to the end of the answer's body, for the lead forms'
 * POSTs and unlock (@stayfront/leads) and the fragments of modals, lazy blocks and map info
 * windows (@stayfront/widgets). On a connection that stalls (a phone on a train, a captive portal)
 * fetch has none of its own: the browser gave up after minutes, and until then a submit said
 * "Sending…" with its button dead and a dialog said "Loading…" with no way out. Past the limit
 * the request is aborted, and fails as a dropped connection does: each caller says so and offers
 * to try again. `signal` (a widget's unmount) aborts it too, with its own reason.
 */
export function withTimeLimit<T>(
  ms: number,
  run: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  signal?.addEventListener('abort', follow);
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${ms / 1000} s`, 'TimeoutError')),
    ms,
  );
  return run(controller.signal).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', follow);
  });
}

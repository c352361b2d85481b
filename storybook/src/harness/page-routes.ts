/**
 * Same-site URLs the page widgets fetch with the global `fetch` (a modal's fragment, a lazy
 * block, a progress endpoint), answered in the browser for the time a story is shown. Anything
 * else goes to the real `fetch`, so Storybook's own requests are untouched.
 */
import type { Route } from './widget-page.js';

export function installRoutes(routes: Readonly<Record<string, Route>>): () => void {
  const original = globalThis.fetch;
  const calls = new Map<string, number>();
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = url.origin === location.origin ? routes[url.pathname] : undefined;
    if (!route) return original(input, init);
    const index = calls.get(url.pathname) ?? 0;
    calls.set(url.pathname, index + 1);
    return route(request, index);
  };
  return () => {
    globalThis.fetch = original;
  };
}

/** An HTML fragment, as the demo's `/fragments/…` serves it. */
export const htmlRoute =
  (html: string): Route =>
  () =>
    new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/** JSON answers in turn, the last one repeated: a job polled until it finishes. */
export const sequenceRoute =
  (answers: readonly unknown[]): Route =>
  (_request, index) =>
    new Response(JSON.stringify(answers[Math.min(index, answers.length - 1)]), {
      headers: { 'Content-Type': 'application/json' },
    });

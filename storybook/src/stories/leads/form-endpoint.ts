/**
 * A form's action answered in the browser (the page's `routes`, harness/page-routes.ts): what the
 * lead form's AJAX submit posts is kept for the play function to read, and the answer is the
 * story's own. `held` answers only once the play lets it go, so the sending state can be looked
 * at; a designer submitting by hand in the docs, where no play runs, gets it after three seconds.
 */
import type { Route } from '../../harness/widget-page.js';

const HELD_AT_MOST_MS = 3000;

export interface FormEndpoint {
  readonly route: Route;
  /** The bodies posted since the story's page was mounted, oldest first. */
  readonly posts: readonly URLSearchParams[];
  /** Lets a held answer go. */
  release(): void;
}

export function formEndpoint(
  answer: () => Response,
  options: { readonly held?: boolean } = {},
): FormEndpoint {
  const posts: URLSearchParams[] = [];
  let release = () => {};
  const route: Route = async (request, index) => {
    // A new page (the story shown again) starts a new list.
    if (index === 0) posts.length = 0;
    posts.push(new URLSearchParams(await request.text()));
    if (!options.held) return answer();
    return new Promise<Response>((resolve) => {
      const timer = setTimeout(() => resolve(answer()), HELD_AT_MOST_MS);
      release = () => {
        clearTimeout(timer);
        resolve(answer());
      };
    });
  };
  return { route, posts, release: () => release() };
}

/** An HTML answer, as the demo's pages are served. */
export const htmlAnswer = (html: string) => () =>
  new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/** The connection dropped: `fetch` rejects, as it does offline. */
export const networkFailure = (): Response => {
  throw new TypeError('Failed to fetch');
};

/**
 * The AJAX submit's request (SPEC 7.13): a POST to the form's action, on this site only (the
 * visitor's entries never go to another origin by script; an off-site form posts the normal way),
 * with the body the browser would send: multipart for `enctype="multipart/form-data"`, else
 * URL-encoded.
 */
import { withTimeLimit } from '@stayfront/loader';
import { sameOriginUrl } from '@stayfront/widgets';

export interface PostAnswer {
  readonly ok: boolean;
  readonly status: number;
  /** The answer's HTML, an error status's too: a refusal (422) carries the reasons. */
  readonly html: string;
}

/** The action the submit goes to (the submitter's `formaction` first), if it is on this site. */
export function sameSiteAction(form: HTMLFormElement, submitter: HTMLElement | null): URL | null {
  const action =
    submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? form.ownerDocument.URL;
  return sameOriginUrl(action || form.ownerDocument.URL, form.ownerDocument);
}

export function formBody(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): FormData | URLSearchParams {
  const data = submitter ? new FormData(form, submitter) : new FormData(form);
  if (form.enctype === 'multipart/form-data') return data;
  const body = new URLSearchParams();
  // A file in a URL-encoded form is sent as its name, as browsers do.
  for (const [name, value] of data)
    body.append(name, typeof value === 'string' ? value : value.name);
  return body;
}

/**
 * How long a lead's POST may take (time-limit.ts): 30 s, and a second more for each 20 KB of
 * files it carries (an upload at 160 kbit/s, below a slow 3G link's), so an attachment on a slow
 * link is not cut for its size. A lead cut at the limit may still have reached the server; the
 * visitor is told it was not sent and may send it again: a lead twice, rather than a form left
 * dead.
 */
export const POST_TIME_LIMIT_MS = 30_000;

export function postTimeLimit(body: FormData | URLSearchParams): number {
  let fileBytes = 0;
  if (body instanceof FormData)
    for (const value of body.values()) if (typeof value !== 'string') fileBytes += value.size;
  return POST_TIME_LIMIT_MS + fileBytes / 20;
}

/**
 * Not aborted when the widget unmounts (a modal closed while "Sending…"): the visitor sent the
 * lead, and a request cut half way may or may not reach the server. Its answer is then ignored.
 * Aborted at its time limit only.
 */
export function postForm(url: URL, body: FormData | URLSearchParams): Promise<PostAnswer> {
  return withTimeLimit(postTimeLimit(body), async (signal) => {
    const response = await fetch(url.href, {
      method: 'POST',
      body,
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
      mode: 'same-origin',
      signal,
    });
    return {
      ok: response.ok,
      status: response.status,
      html: await response.text(),
    };
  });
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, parseConfig } from '../islands/lead-form.js';
import { enhanceLeadForm, LEAD_SENT_EVENT } from './enhance-lead-form.js';
import { parseLeadConfig } from './lead-config.js';
import { POST_TIME_LIMIT_MS, postTimeLimit } from './post-form.js';

const config = (raw: Record<string, unknown> = {}) => {
  const parsed = parseLeadConfig({ ajax: true, ...raw });
  if (!('value' in parsed)) throw new Error('bad config');
  return parsed.value;
};
const site = (path: string) => new URL(path, location.href).href;

let nativePosts = 0;
const cleanups: (() => void)[] = [];
const recordPost = (event: Event) => {
  if (!event.defaultPrevented) nativePosts += 1;
  event.preventDefault();
};
let fetch: ReturnType<typeof vi.fn>;
/** The server's answer: a whole page, the messages somewhere in it. */
const answer = (body: string, status = 200) =>
  fetch.mockImplementation(
    async () =>
      new Response(`<!DOCTYPE html><html><body><header>Stay</header>${body}</body></html>`, {
        status,
      }),
  );

beforeEach(() => {
  nativePosts = 0;
  fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  window.addEventListener('submit', recordPost);
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  window.removeEventListener('submit', recordPost);
  vi.unstubAllGlobals();
  location.hash = '';
  document.body.replaceChildren();
});

function page(attributes = 'method="post" action="/contact"') {
  document.body.innerHTML = `<form id="contact" ${attributes}>
    <input type="hidden" name="form_build_id" value="build-1">
    <label for="name">Name</label><input id="name" name="name" value="">
    <label for="message">Message</label><textarea id="message" name="message"></textarea>
    <label for="when">When</label><select id="when" name="when"><option>Soon</option><option>Later</option></select>
    <label><input type="checkbox" name="newsletter" value="1"> Newsletter</label>
    <button type="submit" name="op" value="send">Send</button></form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const fill = () => {
    field('name').value = 'Ada';
    field('message').value = 'Is the cottage free in May?';
    field('when').value = 'Later';
    field('newsletter').checked = true;
  };
  return { form, field, fill, button: form.querySelector('button') as HTMLButtonElement };
}
const enhance = (form: HTMLFormElement, raw: Record<string, unknown> = {}) =>
  cleanups.push(enhanceLeadForm(form, config(raw)));
const statusOf = (form: HTMLFormElement) => form.querySelector('[role="status"]') as HTMLElement;
const alertOf = (form: HTMLFormElement) => form.querySelector('[role="alert"]') as HTMLElement;
const requestBody = (call = 0) => (fetch.mock.calls[call] as [string, RequestInit])[1].body;

describe('AJAX submit', () => {
  it("POSTs the form's fields, the button and the page's hash to its action, on this site", async () => {
    answer('<div class="messages">Thank you!</div>');
    location.hash = '#enquiry';
    const { form, fill, button } = page();
    enhance(form);
    fill();
    button.click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(nativePosts).toBe(0);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(site('/contact'));
    expect(init).toMatchObject({ method: 'POST', mode: 'same-origin', credentials: 'same-origin' });
    const body = init.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body)).toEqual({
      form_build_id: 'build-1',
      name: 'Ada',
      message: 'Is the cottage free in May?',
      when: 'Later',
      newsletter: '1',
      op: 'send',
      fragment: '#enquiry',
    });
  });

  it('sends multipart forms as multipart', async () => {
    answer('<div class="messages">Thank you!</div>');
    const { form } = page('method="post" action="/contact" enctype="multipart/form-data"');
    enhance(form, { fragmentField: 'hash' });
    form.requestSubmit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = requestBody() as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('hash')).toBe('');
  });

  it("shows the answer's status messages, sanitized, and nothing else of it", async () => {
    answer(`<h1>Contact</h1>
      <div class="messages messages--status" data-lead-result role="status" aria-live="polite">Thanks, <b onclick="steal()">Ada</b>!<script>window.__pwned = 1</script></div>
      <form><input name="x"></form>`);
    const { form, fill } = page();
    enhance(form);
    fill();
    form.requestSubmit();
    await vi.waitFor(() => expect(statusOf(form).textContent).toContain('Thanks'));
    expect(statusOf(form).querySelectorAll('[data-lead-result]')).toHaveLength(1);
    // The region is the live region: no second one inside it.
    expect(statusOf(form).querySelector('[role], [aria-live]')).toBeNull();
    expect(statusOf(form).innerHTML).not.toMatch(/script|onclick|<h1|<input/);
    expect(alertOf(form).textContent).toBe('');
  });

  it("brings no field, button or widget of the answer's messages into the form", async () => {
    answer(`<div class="messages messages--status">Thanks!
      <button formaction="https://elsewhere.example/collect">Send again</button>
      <input name="email" value="x@elsewhere.example"><select name="when"></select>
      <textarea name="message">spam</textarea><form action="/x"><input name="y"></form>
      <span data-widget="lead-form" data-widget-config="{}">widget</span></div>`);
    const { form, fill } = page();
    enhance(form);
    fill();
    const fields = [...form.elements];
    form.requestSubmit();
    await vi.waitFor(() => expect(statusOf(form).textContent).toContain('Thanks!'));
    // The fragment field (SPEC 3.10) is the only one added.
    expect([...form.elements].filter((field) => field.getAttribute('name') !== 'fragment')).toEqual(
      fields,
    );
    expect(statusOf(form).querySelector('button, input, select, textarea, form')).toBeNull();
    expect(statusOf(form).querySelector('[data-widget], [data-widget-config]')).toBeNull();
    expect(statusOf(form).textContent).toContain('widget');
  });

  it('resets the visible fields on success, keeps the hidden ones, and says the lead was sent', async () => {
    answer('<div class="messages">Thank you!</div>');
    const { form, field, fill } = page();
    enhance(form);
    const sent = vi.fn();
    document.addEventListener(LEAD_SENT_EVENT, sent);
    fill();
    form.requestSubmit();
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    document.removeEventListener(LEAD_SENT_EVENT, sent);
    expect((sent.mock.calls[0] as [CustomEvent])[0].detail).toEqual({ formId: 'contact' });
    expect(field('name').value).toBe('');
    expect(field('message').value).toBe('');
    expect(field('when').value).toBe('Soon');
    expect(field('newsletter').checked).toBe(false);
    expect(field('form_build_id').value).toBe('build-1');
  });

  it('keeps the values with "resetOnSuccess": false, and shows its own text for an answer without messages', async () => {
    answer('<p>OK</p>');
    const { form, field, fill } = page();
    enhance(form, { resetOnSuccess: false, successMessage: 'Sent.' });
    fill();
    form.requestSubmit();
    await vi.waitFor(() => expect(statusOf(form).textContent).toBe('Sent.'));
    expect(field('name').value).toBe('Ada');
  });

  it("shows the server's error messages as an alert and keeps every value", async () => {
    answer('<div class="messages messages--error">Name is required.</div>');
    const { form, field, fill } = page();
    enhance(form);
    const sent = vi.fn();
    form.addEventListener(LEAD_SENT_EVENT, sent);
    fill();
    form.requestSubmit();
    await vi.waitFor(() => expect(alertOf(form).textContent).toBe('Name is required.'));
    expect(statusOf(form).textContent).toBe('');
    expect(field('message').value).toBe('Is the cottage free in May?');
    expect(sent).not.toHaveBeenCalled();
    form.requestSubmit(); // the same contents may be sent again
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('shows the messages of a refusal sent with an error status (422), not a connection error', async () => {
    answer(
      '<div class="messages messages--error" data-lead-result role="alert"><p data-type="error">Please enter a valid email address.</p></div>',
      422,
    );
    const { form, field, fill } = page();
    enhance(form);
    fill();
    form.requestSubmit();
    await vi.waitFor(() =>
      expect(alertOf(form).textContent).toBe('Please enter a valid email address.'),
    );
    expect(statusOf(form).textContent).toBe('');
    expect(field('message').value).toBe('Is the cottage free in May?');
    form.requestSubmit(); // the same contents may be sent again
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it.each([
    ['an HTTP error', () => answer('Server error', 500)],
    ['a network failure', () => fetch.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('says %s clearly, keeps the values and lets the visitor retry', async (_, fail) => {
    fail();
    const { form, field, fill } = page();
    enhance(form, { errorMessage: 'Not sent. Please try again.' });
    fill();
    form.requestSubmit();
    await vi.waitFor(() => expect(alertOf(form).textContent).toBe('Not sent. Please try again.'));
    expect(field('name').value).toBe('Ada');
    expect(form.hasAttribute('aria-busy')).toBe(false);
    answer('<div class="messages">Thank you!</div>');
    form.requestSubmit();
    await vi.waitFor(() => expect(statusOf(form).textContent).toBe('Thank you!'));
    expect(alertOf(form).textContent).toBe('');
  });

  it('gives up on a POST with no answer within its time limit: says so, keeps the values, sends again', async () => {
    // A stalled connection: fetch answers nothing, until its signal aborts it (as a browser does).
    fetch.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    vi.useFakeTimers();
    try {
      const { form, field, fill, button } = page();
      enhance(form, { errorMessage: 'Not sent. Please try again.' });
      fill();
      form.requestSubmit();
      await vi.advanceTimersByTimeAsync(POST_TIME_LIMIT_MS - 1);
      expect(form.getAttribute('aria-busy')).toBe('true');
      expect(statusOf(form).textContent).toBe('Sending…');
      await vi.advanceTimersByTimeAsync(1);
      expect(alertOf(form).textContent).toBe('Not sent. Please try again.');
      expect(form.hasAttribute('aria-busy')).toBe(false);
      expect(button.hasAttribute('aria-disabled')).toBe(false);
      expect(field('message').value).toBe('Is the cottage free in May?');
      answer('<div class="messages">Thank you!</div>');
      form.requestSubmit();
      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(statusOf(form).textContent).toBe('Thank you!'));
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a POST with files a second more for each 20 KB', () => {
    const body = new FormData();
    body.set('name', 'Ada');
    body.set('plan', new File([new Uint8Array(200_000)], 'plan.pdf'));
    expect(postTimeLimit(body)).toBe(POST_TIME_LIMIT_MS + 10_000);
    expect(postTimeLimit(new URLSearchParams({ name: 'Ada' }))).toBe(POST_TIME_LIMIT_MS);
  });

  it('is busy while in flight, its button aria-disabled but focusable, and a double click sends once', async () => {
    let finish: (response: Response) => void = () => {};
    fetch.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const { form, fill, button } = page();
    enhance(form);
    fill();
    button.focus();
    button.click();
    button.click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(statusOf(form).textContent).toBe('Sending…');
    expect(fetch).toHaveBeenCalledTimes(1);
    finish(new Response('<main><div class="messages">Thank you!</div></main>'));
    await vi.waitFor(() => expect(form.hasAttribute('aria-busy')).toBe(false));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(statusOf(form).textContent).toBe('Thank you!');
    expect(nativePosts).toBe(0);
  });

  it('leaves an off-site form and a GET form to post the normal way', async () => {
    const { form } = page('method="post" action="https://elsewhere.example/contact"');
    enhance(form);
    form.requestSubmit();
    expect(nativePosts).toBe(1);
    for (const cleanup of cleanups.splice(0)) cleanup();
    const { form: search } = page('method="get" action="/search"');
    enhance(search);
    search.requestSubmit();
    expect(nativePosts).toBe(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves a submit that a site handler took over alone', async () => {
    const { form } = page();
    enhance(form);
    form.addEventListener('submit', (event) => event.preventDefault());
    form.requestSubmit();
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('markup contract and cleanup', () => {
  it('mounts on an element holding exactly one form, and refuses two', () => {
    document.body.innerHTML =
      '<div id="one"><form method="post" action="/a"></form></div><div id="two"><form></form><form></form></div>';
    const parsed = parseConfig?.({ ajax: true }) as { value: ReturnType<typeof config> };
    const context = {
      name: 'lead-form',
      config: parsed.value,
      signal: new AbortController().signal,
      report: () => {},
    };
    const cleanup = mount(document.getElementById('one') as HTMLElement, context);
    expect(document.querySelector('#one .lead-form__status')).not.toBeNull();
    (cleanup as () => void)();
    expect(() => mount(document.getElementById('two') as HTMLElement, context)).toThrow(
      /exactly one/,
    );
  });

  it('unmount while sending (a modal closed) lets the lead go, and touches the form no more', async () => {
    let finish: (response: Response) => void = () => {};
    fetch.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const { form, field, fill } = page();
    const before = form.outerHTML;
    const cleanup = enhanceLeadForm(form, config());
    fill();
    form.requestSubmit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    cleanup();
    const init = (fetch.mock.calls[0] as [string, RequestInit])[1];
    expect(init.signal?.aborted ?? false).toBe(false);
    finish(new Response('<main><div class="messages">Thank you!</div></main>'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field('name').value).toBe('Ada');
    expect(form.outerHTML).toBe(before);
  });

  it('unmount removes its listeners and everything it added', async () => {
    answer('<div class="messages">Thank you!</div>');
    const { form } = page('method="post" action="/contact"');
    const before = form.outerHTML;
    const cleanup = enhanceLeadForm(form, config({ honeypot: { token: 't' } }));
    form.requestSubmit();
    await vi.waitFor(() => expect(statusOf(form).textContent).toBe('Thank you!'));
    cleanup();
    expect(form.outerHTML).toBe(before);
    form.requestSubmit();
    expect(nativePosts).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

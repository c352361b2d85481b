import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceLeadForm } from '../form/enhance-lead-form.js';
import { parseLeadConfig } from '../form/lead-config.js';
import { forgetHumanInput } from './human-signal.js';
import { forgetUnlockAnswers } from './unlock-settings.js';

const config = (raw: Record<string, unknown> = {}) => {
  const parsed = parseLeadConfig(raw);
  if (!('value' in parsed)) throw new Error('bad config');
  return parsed.value;
};
const site = (path: string) => new URL(path, location.href).href;

interface Post {
  readonly id: string;
  readonly action: string | null;
  readonly key: FormDataEntryValue | null;
}
let posts: Post[] = [];
const cleanups: (() => void)[] = [];
const recordPost = (event: Event) => {
  const form = event.target as HTMLFormElement;
  if (!event.defaultPrevented)
    posts.push({
      id: form.id,
      action: form.getAttribute('action'),
      key: new FormData(form).get('antibot_key'),
    });
  event.preventDefault();
};
let fetch: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;

function answer(body: unknown, status = 200) {
  fetch.mockImplementation(async () =>
    status === 200 ? Response.json(body) : new Response('', { status }),
  );
}

beforeEach(() => {
  posts = [];
  fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.addEventListener('submit', recordPost);
  answer({
    'bt-leads-1': { action: '/leads/1/submit', key: 'key-1' },
    'bt-leads-2': { action: '/leads/2/submit', key: 'key-2' },
  });
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  window.removeEventListener('submit', recordPost);
  vi.unstubAllGlobals();
  forgetHumanInput(document);
  forgetUnlockAnswers(document);
  document.body.replaceChildren();
});

function page(forms = ['bt-leads-1']) {
  document.body.innerHTML = forms
    .map(
      (id) => `<form id="${id}" method="post" action="/antibot">
        <label for="${id}-email">Email</label><input id="${id}-email" name="email" value="a@b.example">
        <button type="submit">Send</button></form>`,
    )
    .join('');
  return [...document.querySelectorAll('form')];
}
const enhance = (form: HTMLFormElement, raw: Record<string, unknown> = {}) =>
  cleanups.push(enhanceLeadForm(form, config(raw)));
const moveMouse = () => document.dispatchEvent(new MouseEvent('mousemove'));
const keyOf = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('[name=antibot_key]');

describe('anti-bot unlock (SPEC 4.6, 7.6)', () => {
  it('keeps a bt-leads form locked until the first move, then gives it its action and key once', async () => {
    const [form] = page() as [HTMLFormElement];
    enhance(form);
    await Promise.resolve();
    expect(form.getAttribute('action')).toBe('/antibot');
    expect(fetch).not.toHaveBeenCalled();
    moveMouse();
    await vi.waitFor(() => expect(form.getAttribute('action')).toBe(site('/leads/1/submit')));
    expect(keyOf(form)?.value).toBe('key-1');
    expect(keyOf(form)?.type).toBe('hidden');
    expect(fetch).toHaveBeenCalledWith(site('/bt-leads-antibot-workaround'), expect.anything());
    moveMouse();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(form.querySelectorAll('[name=antibot_key]')).toHaveLength(1);
  });

  it('unlocks every protected form of the page with one request', async () => {
    const [first, second] = page(['bt-leads-1', 'bt-leads-2']) as [
      HTMLFormElement,
      HTMLFormElement,
    ];
    enhance(first);
    enhance(second);
    document.body.dispatchEvent(new Event('touchmove', { bubbles: true }));
    await vi.waitFor(() => expect(keyOf(second)?.value).toBe('key-2'));
    expect(keyOf(first)?.value).toBe('key-1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('unlocks at once a form enhanced after the page turned human (a modal lead form)', async () => {
    const [first] = page(['bt-leads-1']) as [HTMLFormElement];
    enhance(first);
    moveMouse();
    await vi.waitFor(() => expect(keyOf(first)?.value).toBe('key-1'));
    const later = page(['bt-leads-2'])[0] as HTMLFormElement;
    enhance(later);
    await vi.waitFor(() => expect(keyOf(later)?.value).toBe('key-2'));
  });

  it('takes action and key from the config without asking, the config winning a merge', async () => {
    const [first, second] = page(['bt-leads-1', 'contact']) as [HTMLFormElement, HTMLFormElement];
    enhance(first, { antibot: { action: '/own/action', key: 'own-key' } });
    moveMouse();
    await vi.waitFor(() => expect(keyOf(first)?.value).toBe('own-key'));
    expect(first.getAttribute('action')).toBe(site('/own/action'));
    expect(fetch).not.toHaveBeenCalled();

    answer({ contact: { action: '/contact/real', key: 'server-key' } });
    enhance(second, { antibot: { key: 'config-key', unlockUrl: '/unlock.json' } });
    await vi.waitFor(() => expect(second.getAttribute('action')).toBe(site('/contact/real')));
    expect(keyOf(second)?.value).toBe('config-key');
    expect(fetch).toHaveBeenCalledWith(site('/unlock.json'), expect.anything());
  });

  it('leaves other forms, and bt-leads forms with "antibot": false, alone', async () => {
    const [contact, modal] = page(['contact', 'bt-leads-1']) as [HTMLFormElement, HTMLFormElement];
    enhance(contact);
    enhance(modal, { antibot: false });
    moveMouse();
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    modal.requestSubmit();
    expect(posts).toEqual([{ id: 'bt-leads-1', action: '/antibot', key: null }]);
  });

  it('refuses an off-site action from the answer: the form stays as the server made it', async () => {
    answer({ 'bt-leads-1': { action: 'https://evil.example/collect', key: 'k' } });
    const [form] = page() as [HTMLFormElement];
    enhance(form);
    moveMouse();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(form.getAttribute('action')).toBe('/antibot');
    expect(keyOf(form)).toBeNull();
  });

  it('logs a failed unlock once for the page and leaves the forms as they were', async () => {
    answer(null, 503);
    const [first, second] = page(['bt-leads-1', 'bt-leads-2']) as [
      HTMLFormElement,
      HTMLFormElement,
    ];
    enhance(first);
    enhance(second);
    moveMouse();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(first.getAttribute('action')).toBe('/antibot');
    expect(second.getAttribute('action')).toBe('/antibot');
  });

  it('holds a submit made while unlocking (Enter in a field) and sends it to the real action', async () => {
    const [form] = page() as [HTMLFormElement];
    enhance(form);
    const email = form.querySelector('input') as HTMLInputElement;
    email.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    form.requestSubmit(); // the browser's implicit submission
    expect(posts).toEqual([]);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ id: 'bt-leads-1', action: site('/leads/1/submit'), key: 'key-1' });
  });

  it('unlocks on a submit made without any move first (a tap), then sends it once', async () => {
    const [form] = page() as [HTMLFormElement];
    enhance(form);
    const button = form.querySelector('button') as HTMLButtonElement;
    button.click();
    button.click();
    expect(posts).toEqual([]);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.action).toBe(site('/leads/1/submit'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posts).toHaveLength(1);
    // The second click was not replayed (it would be told "already sent").
    expect(form.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('sends a held submit as the server made the form when unlocking failed', async () => {
    answer(null, 500);
    const [form] = page() as [HTMLFormElement];
    enhance(form);
    form.requestSubmit();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ id: 'bt-leads-1', action: '/antibot', key: null });
  });

  it('asks again at the submit when the unlock reached no server, then sends to the real action', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const [form] = page() as [HTMLFormElement];
    enhance(form);
    moveMouse(); // unlocks while offline
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(form.getAttribute('action')).toBe('/antibot');
    form.requestSubmit(); // back online
    expect(posts).toEqual([]);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ id: 'bt-leads-1', action: site('/leads/1/submit'), key: 'key-1' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the form as typed and says why when the submit cannot reach the unlock either', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const [form] = page() as [HTMLFormElement];
    enhance(form);
    form.requestSubmit();
    const status = () => form.querySelector('[role="alert"]')?.textContent;
    await vi.waitFor(() =>
      expect(status()).toBe(
        'Your message could not be sent. Please check your connection and try again.',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posts).toEqual([]);
    expect(form.querySelector<HTMLInputElement>('[name=email]')?.value).toBe('a@b.example');
    // Online again: the next submit asks once more and goes to the real action.
    answer({ 'bt-leads-1': { action: '/leads/1/submit', key: 'key-1' } });
    form.requestSubmit();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.action).toBe(site('/leads/1/submit'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('posts an AJAX form the normal way when unlocking failed, not to the locked action by script', async () => {
    // The locked action answers a page that says the form needs JavaScript, with a 200.
    fetch.mockImplementation(async (url: string) =>
      url.endsWith('/antibot')
        ? new Response('<main><p>This form needs JavaScript.</p></main>')
        : new Response('', { status: 500 }),
    );
    const [form] = page() as [HTMLFormElement];
    enhance(form, { ajax: true });
    form.requestSubmit();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ id: 'bt-leads-1', action: '/antibot', key: null });
    expect(fetch).toHaveBeenCalledTimes(1); // the unlock only
    expect(form.querySelector('[role="status"]')?.textContent).toBe('');
    expect(form.querySelector<HTMLInputElement>('[name=email]')?.value).toBe('a@b.example');
  });

  it('cleanup puts the server action back and removes the key it added', async () => {
    const [form] = page() as [HTMLFormElement];
    const cleanup = enhanceLeadForm(form, config());
    moveMouse();
    await vi.waitFor(() => expect(keyOf(form)?.value).toBe('key-1'));
    cleanup();
    expect(form.getAttribute('action')).toBe('/antibot');
    expect(keyOf(form)).toBeNull();
  });

  it("cleanup restores the server's own key field", async () => {
    const [form] = page() as [HTMLFormElement];
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="antibot_key" value="">');
    const cleanup = enhanceLeadForm(form, config());
    moveMouse();
    await vi.waitFor(() => expect(keyOf(form)?.value).toBe('key-1'));
    cleanup();
    expect(keyOf(form)?.value).toBe('');
  });
});

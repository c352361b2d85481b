import { loadScript } from '@stayfront/loader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceLeadForm } from '../form/enhance-lead-form.js';
import { parseLeadConfig } from '../form/lead-config.js';
import { SUBMITTED_MARK } from './captcha-gate.js';
import { forgetCaptchaWarning } from './captcha-loader.js';
import { CAPTCHA_MARGIN } from './captcha-triggers.js';

vi.mock('@stayfront/loader', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@stayfront/loader')>()),
  loadScript: vi.fn(),
}));

const SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';
const config = (captcha: Record<string, unknown> = {}, raw: Record<string, unknown> = {}) => {
  const parsed = parseLeadConfig({
    captcha: { scriptUrl: SCRIPT, siteKey: 'site-1', ...captcha },
    ...raw,
  });
  if (!('value' in parsed)) throw new Error('bad config');
  return parsed.value;
};

class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
}

/** A reCAPTCHA look-alike: render puts its own response textarea in the container. */
function fakeCaptcha() {
  let callback: ((token: unknown) => void) | undefined;
  const api = {
    ready: vi.fn((done: () => void) => done()),
    render: vi.fn((container: HTMLElement, parameters: { callback: (token: unknown) => void }) => {
      callback = parameters.callback;
      const field = document.createElement('textarea');
      field.name = 'g-recaptcha-response';
      container.append(field);
      return 7;
    }),
    execute: vi.fn(),
    getResponse: vi.fn(() => ''),
    reset: vi.fn(),
    /** The visitor solved it: the library calls back with a token. */
    solve(token: string) {
      (document.querySelector('[name="g-recaptcha-response"]') as HTMLTextAreaElement).value =
        token;
      callback?.(token);
    },
  };
  return api;
}

let posts: Record<string, FormDataEntryValue>[] = [];
const cleanups: (() => void)[] = [];
const recordPost = (event: Event) => {
  if (!event.defaultPrevented)
    posts.push(Object.fromEntries(new FormData(event.target as HTMLFormElement)));
  event.preventDefault();
};
let warn: ReturnType<typeof vi.spyOn>;
let captcha: ReturnType<typeof fakeCaptcha>;

beforeEach(() => {
  posts = [];
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  captcha = fakeCaptcha();
  vi.mocked(loadScript).mockImplementation(async () => {
    vi.stubGlobal('grecaptcha', captcha);
  });
  window.addEventListener('submit', recordPost);
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  window.removeEventListener('submit', recordPost);
  vi.unstubAllGlobals();
  vi.mocked(loadScript).mockReset();
  forgetCaptchaWarning(document);
  document.body.replaceChildren();
});

function page(area = '<div data-captcha></div>') {
  document.body.innerHTML = `<form id="contact" method="post" action="/contact">
    <label for="name">Name</label><input id="name" name="name" value="Ada">
    ${area}<button type="submit">Send</button></form>`;
  return document.querySelector('form') as HTMLFormElement;
}
const enhance = (form: HTMLFormElement, enhanced: ReturnType<typeof config>) =>
  cleanups.push(enhanceLeadForm(form, enhanced));
const ready = () => vi.waitFor(() => expect(captcha.render).toHaveBeenCalled());

describe('captcha on demand (SPEC 7.10)', () => {
  it('loads when its area comes within 80px of the viewport, and renders there', async () => {
    const form = page();
    enhance(form, config());
    expect(loadScript).not.toHaveBeenCalled();
    const [observer] = FakeObserver.all as [FakeObserver];
    expect(observer.options?.rootMargin).toBe(CAPTCHA_MARGIN);
    expect(CAPTCHA_MARGIN).toBe('80px 0px');
    expect(observer.observed).toEqual([form.querySelector('[data-captcha]')]);
    observer.show();
    await ready();
    expect(loadScript).toHaveBeenCalledWith(SCRIPT, { document });
    expect(captcha.render).toHaveBeenCalledWith(
      form.querySelector('[data-captcha]'),
      expect.objectContaining({ sitekey: 'site-1' }),
    );
    expect(observer.disconnected).toBe(true);
  });

  it('loads when a field of the form gets the focus, watching the form without a captcha area', async () => {
    const form = page('');
    enhance(form, config());
    expect(FakeObserver.all[0]?.observed).toEqual([form]);
    (form.querySelector('#name') as HTMLInputElement).focus();
    await ready();
    expect(form.querySelector('.lead-form__captcha textarea')).not.toBeNull();
  });

  it('loads at once when forced, and not at all when the page already has the library', async () => {
    vi.stubGlobal('grecaptcha', captcha);
    enhance(page(), config({ force: true }));
    await ready();
    expect(loadScript).not.toHaveBeenCalled();
  });
});

describe('captcha flow (SPEC 4.7)', () => {
  it('runs an invisible captcha first and submits by itself on its token', async () => {
    const form = page();
    enhance(form, config({ invisible: true, force: true }));
    await ready();
    expect(captcha.render.mock.calls[0]?.[1]).toMatchObject({ size: 'invisible' });
    (form.querySelector('button') as HTMLButtonElement).click();
    expect(posts).toEqual([]);
    expect(captcha.execute).toHaveBeenCalledWith(7);
    captcha.solve('token-1');
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.['g-recaptcha-response']).toBe('token-1');
    expect(form.hasAttribute(SUBMITTED_MARK)).toBe(true);
  });

  it('holds a submit made before the library loaded, then runs it', async () => {
    const form = page();
    enhance(form, config({ invisible: true }));
    form.requestSubmit();
    expect(loadScript).toHaveBeenCalled();
    await vi.waitFor(() => expect(captcha.execute).toHaveBeenCalled());
    expect(posts).toEqual([]);
    captcha.solve('token-2');
    await vi.waitFor(() => expect(posts).toHaveLength(1));
  });

  it('tells the visitor to answer a visible captcha, and sends once it is answered', async () => {
    const form = page();
    enhance(form, config({ force: true }, { captchaMessage: 'Tick "I am not a robot".' }));
    await ready();
    form.requestSubmit();
    expect(posts).toEqual([]);
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Tick "I am not a robot".');
    captcha.solve('token-3');
    captcha.getResponse.mockReturnValue('token-3');
    expect(posts).toEqual([]); // answering does not send by itself
    form.requestSubmit();
    expect(posts).toEqual([{ name: 'Ada', 'g-recaptcha-response': 'token-3' }]);
    expect(form.hasAttribute(SUBMITTED_MARK)).toBe(true);
  });

  it('lets the form work without captcha when the library is missing, warning once for the page', async () => {
    vi.mocked(loadScript).mockResolvedValue(undefined); // loads, but defines no grecaptcha
    document.body.innerHTML = '';
    const first = page();
    const second = first.cloneNode(true) as HTMLFormElement;
    second.id = 'other';
    document.body.append(second);
    enhance(first, config({ force: true }));
    enhance(second, config({ force: true }));
    first.requestSubmit();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    second.requestSubmit();
    expect(posts).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('lets the form work without captcha when the script fails to load', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('did not load within 10000 ms'));
    const form = page();
    enhance(form, config());
    form.requestSubmit();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('works without captcha when the library throws on render', async () => {
    captcha.render.mockImplementation(() => {
      throw new Error('Invalid site key');
    });
    const form = page();
    enhance(form, config({ force: true }));
    form.requestSubmit();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("cleanup removes what the library drew in the server's area and keeps the server's content", async () => {
    const form = page('<div data-captcha><noscript>Enable JavaScript</noscript></div>');
    const cleanup = enhanceLeadForm(form, config({ force: true }));
    await ready();
    expect(form.querySelector('[data-captcha] textarea')).not.toBeNull();
    cleanup();
    expect(form.querySelector('[data-captcha]')?.innerHTML).toBe(
      '<noscript>Enable JavaScript</noscript>',
    );
  });

  it('clears the mark and resets the captcha after an AJAX completion', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<main><div class="messages">Thanks</div></main>')),
    );
    const form = page();
    enhance(form, config({ invisible: true, force: true }, { ajax: true, resetOnSuccess: false }));
    await ready();
    form.requestSubmit();
    captcha.solve('token-4');
    await vi.waitFor(() => expect(captcha.reset).toHaveBeenCalledWith(7));
    expect(form.hasAttribute(SUBMITTED_MARK)).toBe(false);
    (form.querySelector('#name') as HTMLInputElement).value = 'Grace';
    form.requestSubmit();
    expect(captcha.execute).toHaveBeenCalledTimes(2); // the captcha runs again
  });

  it('cleanup stops watching and removes what it added', async () => {
    const form = page('');
    const cleanup = enhanceLeadForm(form, config({ invisible: true }));
    const [observer] = FakeObserver.all as [FakeObserver];
    cleanup();
    expect(observer.disconnected).toBe(true);
    (form.querySelector('#name') as HTMLInputElement).focus();
    await Promise.resolve();
    expect(loadScript).not.toHaveBeenCalled();

    vi.stubGlobal('grecaptcha', captcha);
    const again = enhanceLeadForm(form, config({ invisible: true, force: true }));
    await ready();
    form.requestSubmit();
    captcha.solve('t');
    again();
    expect(form.querySelector('.lead-form__captcha')).toBeNull();
    expect(form.hasAttribute(SUBMITTED_MARK)).toBe(false);
  });
});

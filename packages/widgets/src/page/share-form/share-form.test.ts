import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseShareConfig, type ShareConfig } from './share-config.js';
import { networkHref, shareUrl } from './share-links.js';

const showToast = vi.fn().mockResolvedValue(undefined);
vi.mock('../../toast/show-toast.js', () => ({
  showToast: (...args: unknown[]) => showToast(...args),
}));
const { startShareForm } = await import('./share-form.js');

const issuesOf = (parsed: object) =>
  'issues' in parsed ? (parsed.issues as { path: string; message: string }[]) : [];

const PAGE = 'https://stay.example/villa-rosa';
const config = (raw: Record<string, unknown> = {}): ShareConfig => {
  const parsed = parseShareConfig({ title: 'Villa "Rosa" & pool', ...raw });
  if (!('value' in parsed)) throw new Error('bad config');
  return parsed.value;
};

function widget(url = PAGE) {
  document.body.innerHTML = `<div data-widget="share-form"><form class="share-form" action="/share" method="post">
    <label for="share-url">Link</label>
    <input id="share-url" class="share-form__url" name="share_url" value="${url}" readonly>
    <input name="note" value="">
  </form></div>`;
  const element = document.querySelector('[data-widget]') as HTMLElement;
  return { element, form: element.querySelector('form') as HTMLFormElement };
}

function setNavigator(key: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(window.navigator, key, { value, configurable: true, writable: true });
}

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
  document.body.replaceChildren();
  showToast.mockClear();
});

describe('share links', () => {
  it('encodes URL and title; sets the share parameter to the channel', () => {
    const url = shareUrl(PAGE, PAGE, 'ref', 'facebook') as string;
    expect(url).toBe(`${PAGE}?ref=facebook`);
    expect(networkHref('facebook', url, 't')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(networkHref('x', PAGE, 'A & B')).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(PAGE)}&text=A+%26+B`,
    );
    expect(networkHref('email', PAGE, 'A & B')).toBe(
      `mailto:?subject=A%20%26%20B&body=${encodeURIComponent(PAGE)}`,
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://stay.example/'])(
    'refuses %s',
    (value) => {
      expect(shareUrl(value, PAGE, null, 'link')).toBeNull();
    },
  );

  it('refuses unknown networks in the config', () => {
    expect(issuesOf(parseShareConfig({ networks: ['myspace'] }))[0]?.path).toBe('$.networks');
  });

  it('refuses a configured url that is not http(s), at $.url', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.example'])
      expect(issuesOf(parseShareConfig({ url }))).toEqual([
        { path: '$.url', message: 'expected an http(s) URL' },
      ]);
    expect(config({ url: '/rentals/villa-rosa' }).url).toBe('/rentals/villa-rosa');
    expect(config({ url: PAGE }).url).toBe(PAGE);
  });
});

describe('share-form widget (SPEC 2.5, 3.11, 5.1)', () => {
  it('does not submit on Enter in its inputs', async () => {
    const { element, form } = widget();
    const submit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submit);
    startShareForm(element, config());
    for (const input of form.querySelectorAll('input')) {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    await userEvent.type(form.querySelector('[name="note"]') as HTMLInputElement, 'hi{Enter}');
    expect(submit).not.toHaveBeenCalled();
  });

  it('selects the whole URL when the input is focused or clicked', async () => {
    const { element, form } = widget();
    startShareForm(element, config());
    const input = form.querySelector('.share-form__url') as HTMLInputElement;
    await userEvent.click(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, PAGE.length]);
  });

  it('copies the link with the Clipboard API and confirms with a toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    const { element, form } = widget();
    startShareForm(element, config({ param: 'ref', copiedMessage: 'Copied!' }));
    (form.querySelector('.share-form__copy') as HTMLButtonElement).click();
    expect(writeText).toHaveBeenCalledWith(`${PAGE}?ref=link`);
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith(document, 'Copied!'));
  });

  it('shows an error toast and selects the URL when copying fails', async () => {
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const { element, form } = widget();
    startShareForm(element, config());
    (form.querySelector('.share-form__copy') as HTMLButtonElement).click();
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        document,
        expect.stringContaining('could not'),
        'error',
      ),
    );
  });

  it('offers Share… only where navigator.share exists', () => {
    const first = widget();
    startShareForm(first.element, config());
    expect(first.form.querySelector('.share-form__share')).toBeNull();

    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    const second = widget();
    startShareForm(second.element, config());
    const button = second.form.querySelector('.share-form__share') as HTMLButtonElement;
    expect(button.textContent).toBe('Share…');
    button.click();
    expect(share).toHaveBeenCalledWith({ title: 'Villa "Rosa" & pool', url: PAGE });
  });

  it('adds encoded social links, opening in a new tab safely; cleanup removes them', () => {
    const { element, form } = widget();
    const cleanup = startShareForm(element, config({ networks: ['facebook', 'email'] }));
    const links = [...form.querySelectorAll<HTMLAnchorElement>('.share-form__links a')];
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'Email']);
    expect(links[0]?.getAttribute('href')).toContain(encodeURIComponent(PAGE));
    expect(links[0]?.rel).toBe('noopener noreferrer');
    expect(links[1]?.getAttribute('href')).toContain('subject=Villa%20%22Rosa%22%20%26%20pool');
    cleanup();
    expect(form.querySelector('.share-form__links, .share-form__actions')).toBeNull();
  });

  it('shares nothing for a URL that is not http(s)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setNavigator('clipboard', { writeText: vi.fn() });
    const { element, form } = widget('javascript:alert(1)');
    startShareForm(element, config());
    expect(form.querySelector('.share-form__links, .share-form__copy')).toBeNull();
  });
});

describe('share form with room kept by the server', () => {
  it('keeps server-rendered share links and puts its buttons into the server container', () => {
    document.body.innerHTML = `<div data-widget="share-form"><form class="share-form">
      <input class="share-form__url" name="share_url" value="${PAGE}" readonly>
      <div class="share-form__actions"></div>
      <ul class="share-form__links" aria-label="Share on"><li><a href="https://www.facebook.com/sharer/sharer.php?u=x">Facebook</a></li></ul>
    </form></div>`;
    const element = document.querySelector('[data-widget]') as HTMLElement;
    const before = element.innerHTML;
    setNavigator('clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    const cleanup = startShareForm(element, config({ networks: ['facebook', 'x'] }));
    expect(element.querySelectorAll('.share-form__links')).toHaveLength(1);
    expect(element.querySelectorAll('.share-form__links a')).toHaveLength(1);
    expect(element.querySelectorAll('.share-form__actions')).toHaveLength(1);
    expect(element.querySelector('.share-form__actions button')?.textContent).toBe('Copy link');
    cleanup();
    expect(element.innerHTML).toBe(before);
  });
});

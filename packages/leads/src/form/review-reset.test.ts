import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, parseConfig } from '../islands/review-form.js';
import type { ReviewConfig } from './lead-config.js';
import { headlineField, RATING_FIELD } from './review-reset.js';

const cleanups: (() => void)[] = [];
let fetch: ReturnType<typeof vi.fn>;
const answer = (body: string) =>
  fetch.mockImplementation(
    async () =>
      new Response(`<!DOCTYPE html><html><body><header>Stay</header>${body}</body></html>`),
  );
let reducedMotion = false;

beforeEach(() => {
  fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
  }));
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function reviewPage(body = '<div data-rich-text contenteditable="true"><p>Lovely stay</p></div>') {
  document.body.innerHTML = `<section data-widget="review-form"><form id="review" method="post" action="/reviews/add">
    <input type="hidden" name="form_build_id" value="b1">
    <label for="nick">Your name</label><input id="nick" name="review_info[name]" value="">
    <label for="title">Headline</label><input id="title" name="review_info[title]">
    <fieldset data-stars><legend>Rating</legend>
      ${[1, 2, 3, 4, 5].map((n) => `<label><input type="radio" name="${RATING_FIELD}" value="${n}"> ${n}</label>`).join('')}
    </fieldset>
    <label for="when">Stayed in</label><select id="when" name="review_info[month]"><option>May</option><option>June</option></select>
    ${body}
    <button type="submit">Post review</button></form></section>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  field('review_info[name]').value = 'Ada';
  field('review_info[title]').value = 'Wonderful';
  (form.querySelector(`[name="${RATING_FIELD}"][value="4"]`) as HTMLInputElement).checked = true;
  field('review_info[month]').value = 'June';
  return { root: document.querySelector('section') as HTMLElement, form, field };
}

function start(root: HTMLElement, raw: Record<string, unknown> = {}) {
  const parsed = parseConfig?.(raw, root) as { value: ReviewConfig };
  const context = {
    name: 'review-form',
    config: parsed.value,
    signal: new AbortController().signal,
    report: () => {},
  };
  cleanups.push(mount(root, context) as () => void);
}
const rating = (form: HTMLFormElement) => new FormData(form).get(RATING_FIELD);

describe('review form after submit (SPEC 4.10)', () => {
  it('clears the text, rich text, stars and rating, focuses the headline and scrolls to the form', async () => {
    answer('<div class="messages messages--status">Thank you for your review.</div>');
    const { root, form, field } = reviewPage();
    const scroll = vi.spyOn(form, 'scrollIntoView');
    const starChanges = vi.fn();
    form.addEventListener('change', starChanges);
    start(root);
    form.requestSubmit();
    await vi.waitFor(() => expect(document.activeElement).toBe(field('review_info[title]')));
    expect(fetch).toHaveBeenCalledWith(
      new URL('/reviews/add', location.href).href,
      expect.anything(),
    );
    expect(field('review_info[name]').value).toBe('');
    expect(field('review_info[title]').value).toBe('');
    expect(form.querySelector('[data-rich-text]')?.childNodes).toHaveLength(0);
    expect(rating(form)).toBeNull();
    expect(starChanges).toHaveBeenCalled(); // a star widget redraws
    expect(field('form_build_id').value).toBe('b1');
    expect(field('review_info[month]').value).toBe('June'); // not a text field
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(form.querySelector('[role="status"]')?.textContent).toBe('Thank you for your review.');
  });

  it('scrolls without animation when the visitor asked for reduced motion', async () => {
    reducedMotion = true;
    answer('<div class="messages">Thank you.</div>');
    const { root, form } = reviewPage();
    const scroll = vi.spyOn(form, 'scrollIntoView');
    start(root);
    form.requestSubmit();
    await vi.waitFor(() =>
      expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }),
    );
  });

  it('keeps everything after an error message', async () => {
    answer('<div class="messages"><div class="messages--error">Choose a rating.</div></div>');
    const { root, form, field } = reviewPage();
    start(root);
    form.requestSubmit();
    await vi.waitFor(() =>
      expect(form.querySelector('[role="alert"]')?.textContent).toBe('Choose a rating.'),
    );
    expect(field('review_info[title]').value).toBe('Wonderful');
    expect(rating(form)).toBe('4');
    expect(form.querySelector('[data-rich-text]')?.textContent).toBe('Lovely stay');
  });

  it('clears a rich-text textarea and a hidden rating, and focuses the configured headline', async () => {
    answer('<div data-lead-result>Thanks.</div>');
    const { root, form, field } = reviewPage(
      `<label for="body">Review</label><textarea id="body" name="review_info[body]" data-rich-text>Great</textarea>
       <input type="hidden" name="review_info[rating]" value="5">`,
    );
    start(root, { headline: 'review_info[name]' });
    form.requestSubmit();
    await vi.waitFor(() => expect(document.activeElement).toBe(field('review_info[name]')));
    expect(field('review_info[body]').value).toBe('');
    expect(
      (form.querySelector(`input[type=hidden][name="${RATING_FIELD}"]`) as HTMLInputElement).value,
    ).toBe('');
  });

  it('finds the headline by name when none is configured', () => {
    const { form } = reviewPage();
    expect(headlineField(form, null)?.id).toBe('title');
    form.querySelector('#title')?.remove();
    expect(headlineField(form, null)).toBeNull();
  });
});

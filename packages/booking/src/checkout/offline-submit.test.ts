import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdOfflineSubmits } from './offline-submit.js';

const TEXT = 'You are offline, so nothing was sent.';
let online = true;

beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** The details step as the server writes it, and the submits that went through. */
function detailsStep() {
  document.body.innerHTML = `<main>
    <div data-widget="checkout">
      <form class="checkout__form" method="post">
        <label>Your name <input name="name"></label>
        <label>Email <input name="email" type="email"></label>
        <p><button type="submit">Request booking</button></p>
      </form>
    </div></main>`;
  const root = document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
  const form = root.querySelector('form') as HTMLFormElement;
  const button = form.querySelector('button') as HTMLButtonElement;
  const sent: boolean[] = [];
  // Last in line (on this page's <main>), as the browser's own submission: whether it went ahead.
  document.querySelector('main')?.addEventListener('submit', (event) => {
    sent.push(!event.defaultPrevented);
    event.preventDefault();
  });
  return { root, form, button, sent };
}

const alerts = () =>
  [...document.querySelectorAll('[role="alert"]')].map((node) => node.textContent);

describe('holdOfflineSubmits', () => {
  it('holds a step sent offline, keeps what was typed, says so after its button until back online', () => {
    const { root, form, button, sent } = detailsStep();
    const stop = holdOfflineSubmits(root, TEXT);
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Ann Visitor';
    online = false;
    form.requestSubmit(button);
    expect(sent).toEqual([false]);
    expect(alerts()).toEqual([TEXT]);
    expect(button.parentElement?.nextElementSibling?.getAttribute('role')).toBe('alert');
    expect((form.elements.namedItem('name') as HTMLInputElement).value).toBe('Ann Visitor');
    // Pressed again, still offline: one message, not two.
    form.requestSubmit(button);
    expect(alerts()).toEqual([TEXT]);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(alerts()).toEqual([]);
    form.requestSubmit(button);
    expect(sent).toEqual([false, false, true]);
    stop();
  });

  it('lets an online send through, and its cleanup stops holding and removes the message', () => {
    const { root, form, button, sent } = detailsStep();
    const stop = holdOfflineSubmits(root, TEXT);
    form.requestSubmit(button);
    expect(sent).toEqual([true]);
    expect(alerts()).toEqual([]);
    online = false;
    form.requestSubmit(button);
    expect(alerts()).toEqual([TEXT]);
    stop();
    expect(alerts()).toEqual([]);
    form.requestSubmit(button);
    expect(sent).toEqual([true, false, true]);
  });
});

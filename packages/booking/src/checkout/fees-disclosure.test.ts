import { afterEach, describe, expect, it } from 'vitest';
import { startFeesDisclosure } from './fees-disclosure.js';

const TEXTS = { show: 'Show fees', hide: 'Hide fees' };

function page(toggleMarkup: string) {
  document.body.innerHTML = `
    <form class="checkout" data-widget="checkout">
      ${toggleMarkup}
      <ul data-fees><li>Cleaning fee $80</li><li>Service fee $40</li></ul>
      <p class="checkout__total">Total $760</p>
      <button type="submit">Book now</button>
    </form>`;
  const root = document.querySelector<HTMLElement>('.checkout') as HTMLElement;
  const fees = root.querySelector<HTMLElement>('[data-fees]') as HTMLElement;
  const submits: number[] = [];
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    submits.push(1);
  });
  const toggle = () => root.querySelector<HTMLButtonElement>('button[data-fees-toggle]');
  return { root, fees, submits, toggle };
}

/**
 * A key press as a browser handles it: keydown on the focused element, then, for a button, the
 * click that Enter and Space activate it with (HTML's activation behaviour). A link, a span or a
 * disabled button gets no click from Space, which is why the toggle must be an enabled button.
 */
function press(key: 'Enter' | ' ') {
  const target = document.activeElement as HTMLElement;
  const proceed = target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );
  const activates =
    target instanceof HTMLButtonElement
      ? !target.disabled
      : target instanceof HTMLAnchorElement && target.hasAttribute('href') && key === 'Enter';
  if (proceed && activates) target.click();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fees disclosure (SPEC 2.7)', () => {
  it('uses the server’s button: collapsed, aria-expanded, aria-controls, no submit', () => {
    const { root, fees, submits, toggle } = page(
      '<button data-fees-toggle>Fees and taxes</button>',
    );
    startFeesDisclosure(root, fees, false, TEXTS);
    const button = toggle() as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(fees.id).toMatch(/^sf-checkout-fees-\d+$/);
    expect(button.getAttribute('aria-controls')).toBe(fees.id);
    expect(fees.hidden).toBe(true);
    expect(root.querySelector('.checkout__total')?.closest('[hidden]')).toBeNull();

    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(fees.hidden).toBe(false);
    expect(button.textContent).toBe('Fees and taxes');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(fees.hidden).toBe(true);
    expect(submits).toEqual([]);
  });

  it('shows a server button rendered hidden (it does nothing without JavaScript), and its show text follows the state', () => {
    const { root, fees, toggle } = page('<button data-fees-toggle hidden>Show fees</button>');
    const stop = startFeesDisclosure(root, fees, false, TEXTS);
    const button = toggle() as HTMLButtonElement;
    expect(button.hidden).toBe(false);
    button.click();
    expect(button.textContent).toBe('Hide fees');
    button.click();
    expect(button.textContent).toBe('Show fees');
    button.click();
    stop();
    expect(button.hidden).toBe(true);
    expect(button.textContent).toBe('Show fees');
    expect(fees.hidden).toBe(false);
  });

  it('opens and closes by keyboard, Enter and Space, keeping the focus on the button', () => {
    const { root, fees, submits, toggle } = page(
      '<button data-fees-toggle>Fees and taxes</button>',
    );
    startFeesDisclosure(root, fees, false, TEXTS);
    const button = toggle() as HTMLButtonElement;
    button.focus();
    press('Enter');
    expect(fees.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    press(' ');
    expect(fees.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(submits).toEqual([]);
  });

  it('swaps a server link for a button the keyboard can work, with the show/hide texts', () => {
    const { root, fees, toggle } = page(
      '<a href="#fees" class="fees-link" data-fees-toggle>Show fees</a>',
    );
    startFeesDisclosure(root, fees, false, { show: 'Fees', hide: 'Hide them' });
    expect(root.querySelector('a[data-fees-toggle]')).toBeNull();
    const button = toggle() as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.className).toBe('fees-link');
    expect(button.textContent).toBe('Fees');
    expect(button.nextElementSibling).toBe(fees);
    button.focus();
    press(' ');
    expect(fees.hidden).toBe(false);
    expect(button.textContent).toBe('Hide them');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the focus where it was when swapping the link for a button, and back', () => {
    const { root, fees, toggle } = page('<a href="#fees" data-fees-toggle>Show fees</a>');
    const link = root.querySelector<HTMLElement>('a[data-fees-toggle]') as HTMLElement;
    link.focus();
    expect(document.activeElement).toBe(link);
    const stop = startFeesDisclosure(root, fees, false, TEXTS);
    const button = toggle() as HTMLButtonElement;
    expect(button).not.toBe(link);
    expect(document.activeElement).toBe(button);
    stop();
    expect(document.activeElement).toBe(link);
  });

  it('makes a button before the fees when the server rendered none', () => {
    const { root, fees, toggle } = page('');
    startFeesDisclosure(root, fees, false, TEXTS);
    const button = toggle() as HTMLButtonElement;
    expect(button.nextElementSibling).toBe(fees);
    expect(button.textContent).toBe('Show fees');
    expect(button.getAttribute('aria-controls')).toBe(fees.id);
  });

  it('never swaps away a toggle element that holds the fees', () => {
    document.body.innerHTML = `
      <div class="checkout"><div data-fees-toggle><ul data-fees><li>Cleaning $80</li></ul></div></div>`;
    const root = document.querySelector<HTMLElement>('.checkout') as HTMLElement;
    const fees = root.querySelector<HTMLElement>('[data-fees]') as HTMLElement;
    startFeesDisclosure(root, fees, false, TEXTS);
    expect(fees.isConnected).toBe(true);
    expect(fees.previousElementSibling?.getAttribute('aria-controls')).toBe(fees.id);
  });

  it('starts open with feesOpen', () => {
    const { root, fees, toggle } = page('');
    startFeesDisclosure(root, fees, true, TEXTS);
    expect(fees.hidden).toBe(false);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    expect(toggle()?.textContent).toBe('Hide fees');
  });

  it('keeps the fees’ own id', () => {
    const { root, fees, toggle } = page('<button data-fees-toggle>Fees</button>');
    fees.id = 'fee-lines';
    startFeesDisclosure(root, fees, false, TEXTS);
    expect(toggle()?.getAttribute('aria-controls')).toBe('fee-lines');
  });

  it('restores the server markup: the link, the button’s attributes, the fees shown', () => {
    for (const toggleMarkup of [
      '<a href="#fees" data-fees-toggle>Show fees</a>',
      '<button data-fees-toggle aria-expanded="true">Fees</button>',
      '',
    ]) {
      const { root, fees } = page(toggleMarkup);
      const before = root.outerHTML;
      const stop = startFeesDisclosure(root, fees, false, TEXTS);
      expect(root.outerHTML).not.toBe(before);
      const button = root.querySelector<HTMLButtonElement>('button[data-fees-toggle]');
      stop();
      expect(root.outerHTML).toBe(before);
      button?.click();
      expect(fees.hidden).toBe(false);
    }
  });
});

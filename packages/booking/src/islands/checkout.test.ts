import type { MountContext } from '@stayfront/loader';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutConfig } from '../checkout/checkout-config.js';
import { startCheckout } from '../checkout/start-checkout.js';
import { mount, parseConfig } from './checkout.js';

const PAGE = `
  <div class="checkout" data-widget="checkout">
    <ol data-checkout-steps>
      <li><a href="/checkout/dates">Dates</a></li>
      <li data-current>Details</li>
      <li>Payment</li>
    </ol>
    <form method="post" action="/checkout">
      <fieldset><legend>Travel insurance</legend>
        <label><input type="radio" name="charges[insurance][basic]" value="1" checked> Basic</label>
        <label><input type="radio" name="charges[insurance][basic]" value="-1"> No basic</label>
        <label><input type="radio" name="charges[insurance][premium]" value="1"> Premium</label>
        <label><input type="radio" name="charges[insurance][premium]" value="-1"> No premium</label>
        <label><input type="checkbox" name="charges[decline_insurance]" value="1"> I decline</label>
      </fieldset>
      <button type="submit">Continue</button>
    </form>
    <aside class="checkout__summary" data-widget="sticky-column">
      <a href="#fees" class="checkout__fees-link" data-fees-toggle>Fees</a>
      <ul id="fees" data-fees><li>Cleaning fee $80</li><li>Service fee $40</li></ul>
      <p class="checkout__total">Total $760</p>
    </aside>
  </div>`;

type Globals = { gtag?: unknown; dataLayer?: unknown };
const page = window as unknown as Globals;

function setup(raw: Record<string, unknown> = {}) {
  document.body.innerHTML = PAGE;
  const root = document.querySelector<HTMLElement>('.checkout') as HTMLElement;
  const parsed = parseConfig?.(raw, root);
  if (!parsed || !('value' in parsed)) throw new Error('bad config');
  const context = {
    name: 'checkout',
    config: parsed.value,
    signal: new AbortController().signal,
    report: () => {},
  } satisfies MountContext<CheckoutConfig>;
  const start = () => mount(root, context) as () => void;
  return { root, config: parsed.value, start };
}

/** The markup with each element's attributes in name order: a restored attribute may come last. */
function markup(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = node.getAttributeNames().map((name) => [name, node.getAttribute(name)]);
    for (const [name] of attributes) node.removeAttribute(name as string);
    for (const [name, value] of attributes.sort(([a], [b]) => String(a).localeCompare(String(b))))
      node.setAttribute(name as string, value as string);
  }
  return copy.outerHTML;
}

afterEach(() => {
  delete page.gtag;
  delete page.dataLayer;
  document.body.innerHTML = '';
});

// The window is the page: a step sent in one test is sent for the rest of the file, so each test
// that sends uses a step of its own.
const parse = (raw: unknown) => parseConfig?.(raw);

describe('checkout widget', () => {
  it('enhances the whole checkout and sends the list’s current step to the page’s tag', () => {
    const gtag = vi.fn();
    page.gtag = gtag;
    const { root, start } = setup({ products: [{ id: 12, price: 760 }], currency: 'USD' });
    start();
    const steps = [...root.querySelectorAll('[data-checkout-steps] > li')];
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    const toggle = root.querySelector<HTMLButtonElement>('button[data-fees-toggle]');
    expect(toggle?.getAttribute('aria-controls')).toBe('fees');
    expect(root.querySelector<HTMLElement>('#fees')?.hidden).toBe(true);
    toggle?.click();
    expect(root.querySelector<HTMLElement>('#fees')?.hidden).toBe(false);
    root.querySelector<HTMLInputElement>('[name="charges[decline_insurance]"]')?.click();
    expect(
      root.querySelector<HTMLInputElement>('[name="charges[insurance][basic]"][value="-1"]')
        ?.checked,
    ).toBe(true);
    expect(gtag.mock.calls).toEqual([
      [
        'event',
        'checkout_progress',
        { checkout_step: 2, currency: 'USD', items: [{ item_id: '12', price: 760 }] },
      ],
    ]);
  });

  it('sends the step once when mounted again on the same page, and its cleanup restores the markup', () => {
    const dataLayer: unknown[] = [];
    page.dataLayer = dataLayer;
    const { root, start } = setup({ step: 'payment' });
    const before = markup(root);
    const stop = start();
    expect(markup(root)).not.toBe(before);
    stop();
    expect(markup(root)).toBe(before);
    expect(root.querySelector('a[data-fees-toggle]')).not.toBeNull();
    start()();
    expect(markup(root)).toBe(before);
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'checkout_progress', ecommerce: { checkout_step: 'payment', items: [] } },
    ]);
  });

  it('sends begin_checkout for step 1 in the config, over the list’s own mark', () => {
    const gtag = vi.fn();
    const { root, config } = setup({ step: 1 });
    startCheckout(root, config, { globals: { gtag } });
    expect(gtag).toHaveBeenCalledWith('event', 'begin_checkout', { items: [] });
  });

  it('sends the GA4 event the config names for its step, with the step (GA4 recommended events)', () => {
    const gtag = vi.fn();
    const { root, config } = setup({ step: 3, ga4Event: 'add_payment_info', currency: 'USD' });
    startCheckout(root, config, { globals: { gtag } });
    expect(gtag.mock.calls).toEqual([
      ['event', 'add_payment_info', { checkout_step: 3, currency: 'USD', items: [] }],
    ]);

    const dataLayer: unknown[] = [];
    const second = setup({ step: 2, ga4Event: 'add_shipping_info' });
    startCheckout(second.root, second.config, { globals: { dataLayer } });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_shipping_info', ecommerce: { checkout_step: 2, items: [] } },
    ]);
  });

  it('sends nothing without a tag, or without a step', () => {
    const { start } = setup({ step: 4 });
    expect(() => start()()).not.toThrow();
    // Nothing was counted as sent: the tag that comes later gets the step.
    const gtag = vi.fn();
    page.gtag = gtag;
    start();
    expect(gtag).toHaveBeenCalledWith('event', 'checkout_progress', {
      checkout_step: 4,
      items: [],
    });

    document.body.innerHTML = '<div class="checkout"><form></form></div>';
    const bare = document.querySelector<HTMLElement>('.checkout') as HTMLElement;
    const { config } = setup();
    const other = vi.fn();
    startCheckout(bare, config, { globals: { gtag: other } });
    expect(other).not.toHaveBeenCalled();
  });

  it('undoes the parts it had done when a later part fails', () => {
    const { root, start } = setup();
    const before = markup(root);
    const add = HTMLElement.prototype.addEventListener;
    vi.spyOn(HTMLElement.prototype, 'addEventListener').mockImplementation(function (
      this: HTMLElement,
      type: string,
      ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]
    ) {
      if (type === 'change') throw new Error('broken');
      add.call(this, type, ...rest);
    });
    expect(start).toThrow('broken');
    expect(markup(root)).toBe(before);
  });

  it('refuses a bad config with the key’s path', () => {
    expect(parseConfig?.({ products: [{ id: 12, price: 'free' }] })).toEqual({
      issues: [{ path: '$.products[0].price', message: 'expected a number from 0 to 1000000000' }],
    });
  });

  it('refuses a GA4 event name GA4 would drop', () => {
    const expected =
      'expected a GA4 event name such as "add_payment_info" (a letter, then letters, digits or _; 40 at most)';
    for (const ga4Event of [
      '',
      '2nd_step',
      'add payment',
      'x'.repeat(41),
      'ga_step',
      'google_pay',
      'Firebase_x',
      7,
    ])
      expect(parseConfig?.({ ga4Event }), String(ga4Event)).toEqual({
        issues: [{ path: '$.ga4Event', message: expected }],
      });
    expect(parse({ ga4Event: 'add_shipping_info' })).toMatchObject({
      value: { ga4Event: 'add_shipping_info' },
    });
    expect(parse({ ga4Event: 'x'.repeat(40) })).toHaveProperty('value');
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CheckoutStep } from './checkout-events.js';
import { sendCheckoutStep } from './send-checkout-step.js';

const PRODUCTS = [
  { id: 'node/12', price: 640, list: null, position: null },
  { id: 'node/13', price: null, list: null, position: null },
];
const step = (value: number | string, currency: string | null = null): CheckoutStep => ({
  step: value,
  products: PRODUCTS,
  currency,
});

describe('the checkout step sent to analytics (SPEC 3.9, 7.12)', () => {
  it('GA4 with gtag: begin_checkout for step 1, checkout_progress with checkout_step later', () => {
    const gtag = vi.fn();
    expect(sendCheckoutStep({ gtag, dataLayer: [] }, step(1, 'EUR'), 'ga4')).toBe(true);
    expect(sendCheckoutStep({ gtag }, step(2), 'ga4')).toBe(true);
    expect(sendCheckoutStep({ gtag: vi.fn() }, step('payment'), 'ga4')).toBe(true);
    expect(gtag.mock.calls).toEqual([
      [
        'event',
        'begin_checkout',
        {
          currency: 'EUR',
          items: [{ item_id: 'node/12', price: 640 }, { item_id: 'node/13' }],
        },
      ],
      [
        'event',
        'checkout_progress',
        { checkout_step: 2, items: [{ item_id: 'node/12', price: 640 }, { item_id: 'node/13' }] },
      ],
    ]);
  });

  it('GA4 through a data layer: clears ecommerce, then pushes the event', () => {
    const dataLayer: unknown[] = [];
    sendCheckoutStep({ dataLayer }, step(1), 'ga4');
    sendCheckoutStep({ dataLayer }, step('payment', 'USD'), 'ga4');
    const items = [{ item_id: 'node/12', price: 640 }, { item_id: 'node/13' }];
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: { items } },
      { ecommerce: null },
      {
        event: 'checkout_progress',
        ecommerce: { checkout_step: 'payment', currency: 'USD', items },
      },
    ]);
  });

  it('universal with analytics.js: ec products, the checkout action, one event hit', () => {
    const ga = vi.fn();
    const gtag = vi.fn();
    sendCheckoutStep({ ga, gtag, dataLayer: [] }, step(2, 'GBP'), 'universal');
    expect(gtag).not.toHaveBeenCalled();
    expect(ga.mock.calls).toEqual([
      ['require', 'ec'],
      ['set', 'currencyCode', 'GBP'],
      ['ec:addProduct', { id: 'node/12', price: 640 }],
      ['ec:addProduct', { id: 'node/13' }],
      ['ec:setAction', 'checkout', { step: 2 }],
      ['send', 'event', 'Checkout', 'step', '2', { nonInteraction: true }],
    ]);
  });

  it('universal through a data layer: the checkout event, no clearing push', () => {
    const dataLayer: unknown[] = [];
    // gtag is GA4's: a universal site's data layer gets the step, as the search page does.
    sendCheckoutStep({ gtag: vi.fn(), dataLayer }, step(3), 'universal');
    expect(dataLayer).toEqual([
      {
        event: 'checkout',
        ecommerce: {
          checkout: {
            actionField: { step: 3 },
            products: [{ id: 'node/12', price: 640 }, { id: 'node/13' }],
          },
        },
      },
    ]);
  });

  it('sends nothing on a page without a tag (or with look-alikes)', () => {
    expect(sendCheckoutStep({}, step(1), 'ga4')).toBe(false);
    expect(sendCheckoutStep({ gtag: 'gtag', dataLayer: {} }, step(1), 'ga4')).toBe(false);
    const ga = vi.fn();
    expect(sendCheckoutStep({ ga }, step(1), 'ga4')).toBe(false);
    expect(ga).not.toHaveBeenCalled();
  });

  it('sends each step once per page, however often the widget mounts', () => {
    const gtag = vi.fn();
    const page = { gtag };
    expect(sendCheckoutStep(page, step(1), 'ga4')).toBe(true);
    expect(sendCheckoutStep(page, step(1), 'ga4')).toBe(false);
    expect(sendCheckoutStep(page, step(2), 'ga4')).toBe(true);
    // The number 2 and a step named "2" are different steps.
    expect(sendCheckoutStep(page, step('2'), 'ga4')).toBe(true);
    expect(gtag).toHaveBeenCalledTimes(3);
    // Another page (a new window) sends its step again.
    const next = { gtag: vi.fn() };
    expect(sendCheckoutStep(next, step(1), 'ga4')).toBe(true);
  });

  it('does not count a step as sent while the page had no tag', () => {
    const page: { dataLayer?: unknown[] } = {};
    expect(sendCheckoutStep(page, step(1), 'ga4')).toBe(false);
    page.dataLayer = [];
    expect(sendCheckoutStep(page, step(1), 'ga4')).toBe(true);
    expect(page.dataLayer).toHaveLength(2);
  });

  it('survives a tag that throws, and does not call it again for the same step', () => {
    const gtag = vi.fn(() => {
      throw new Error('tag broken');
    });
    const page = { gtag };
    expect(sendCheckoutStep(page, step(1), 'ga4')).toBe(false);
    expect(sendCheckoutStep(page, step(1), 'ga4')).toBe(false);
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('sends each product’s list and position when the config has them (SPEC 3.8, 7.12)', () => {
    const gtag = vi.fn();
    const ga = vi.fn();
    const dataLayer: unknown[] = [];
    const chosen = {
      step: 6,
      products: [{ id: 'node/12', price: 640, list: 'Search results', position: 3 }],
      currency: null,
    };
    sendCheckoutStep({ gtag }, chosen, 'ga4');
    sendCheckoutStep({ ga }, chosen, 'universal');
    sendCheckoutStep({ dataLayer }, chosen, 'universal');
    expect(gtag.mock.calls[0]?.[2]).toEqual({
      checkout_step: 6,
      items: [{ item_id: 'node/12', price: 640, item_list_name: 'Search results', index: 3 }],
    });
    expect(ga.mock.calls).toContainEqual([
      'ec:addProduct',
      { id: 'node/12', price: 640, list: 'Search results', position: 3 },
    ]);
    expect(dataLayer).toEqual([
      {
        event: 'checkout',
        ecommerce: {
          checkout: {
            actionField: { step: 6 },
            products: [{ id: 'node/12', price: 640, list: 'Search results', position: 3 }],
          },
        },
      },
    ]);
  });
});

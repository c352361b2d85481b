import type { ConfigIssue } from '@stayfront/loader';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../islands/checkout.js';
import { type CheckoutConfig, parseCheckoutConfig } from './checkout-config.js';

const parse = (raw: unknown) =>
  parseConfig?.(raw) as { value?: CheckoutConfig; issues?: readonly ConfigIssue[] };
const issuesOf = (raw: unknown) => parse(raw).issues ?? [];

describe('checkout config', () => {
  it('has every default', () => {
    expect(parse({}).value).toEqual({
      step: null,
      products: [],
      mode: 'ga4',
      currency: null,
      ga4Event: null,
      stepsLabel: 'Checkout steps',
      completedText: 'completed',
      feesOpen: false,
      showFeesText: 'Show fees',
      hideFeesText: 'Hide fees',
      insurancePrefix: 'charges[insurance]',
      declineField: 'charges[decline_insurance]',
      declinedText: 'Travel insurance declined.',
      othersDeclinedText: 'Other insurance options declined.',
      declineClearedText: 'Travel insurance no longer declined.',
      offlineText:
        'You are offline, so nothing was sent. What you entered is still here: send it again once you are connected.',
    });
  });

  it('reads a step number or name and products (ids as strings, a price optional)', () => {
    const { value } = parse({
      step: 2,
      products: [{ id: 12, price: 640.5 }, { id: 'node/13' }, { id: 'node/14', price: null }],
      mode: 'universal',
      currency: 'EUR',
      feesOpen: true,
      declineField: 'extras[no_insurance]',
    });
    expect(value).toMatchObject({
      step: 2,
      products: [
        { id: '12', price: 640.5, list: null, position: null },
        { id: 'node/13', price: null, list: null, position: null },
        { id: 'node/14', price: null, list: null, position: null },
      ],
      mode: 'universal',
      currency: 'EUR',
      feesOpen: true,
      declineField: 'extras[no_insurance]',
    });
    expect(parse({ step: 'payment' }).value?.step).toBe('payment');
  });

  it('reads a product’s list and position, spelt position or pos (SPEC 3.8, 7.12)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { value } = parse({
      products: [
        { id: 'node/12', price: 640, list: 'Search results', position: 3 },
        { id: 'node/13', list: 'Favourites', pos: 2 },
        { id: 'node/14', list: '', position: 4, pos: 4 },
      ],
    });
    expect(value?.products).toEqual([
      { id: 'node/12', price: 640, list: 'Search results', position: 3 },
      { id: 'node/13', price: null, list: 'Favourites', position: 2 },
      { id: 'node/14', price: null, list: null, position: 4 },
    ]);
    expect(warn).not.toHaveBeenCalled();
    const paths = (product: object) => issuesOf({ products: [product] }).map((issue) => issue.path);
    expect(paths({ id: 1, list: 7 })).toEqual(['$.products[0].list']);
    expect(paths({ id: 1, list: 'x'.repeat(201) })).toEqual(['$.products[0].list']);
    expect(paths({ id: 1, position: 0 })).toEqual(['$.products[0].position']);
    expect(paths({ id: 1, position: 1.5 })).toEqual(['$.products[0].position']);
    expect(paths({ id: 1, pos: '3' })).toEqual(['$.products[0].pos']);
    expect(paths({ id: 1, position: 2, pos: 3 })).toEqual(['$.products[0].pos']);
    warn.mockRestore();
  });

  it('warns that ga4Event is not sent in the universal mode, and still mounts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('div');
    const parsed = parseCheckoutConfig(
      { mode: 'universal', ga4Event: 'add_payment_info' },
      element,
    );
    const value = 'value' in parsed ? parsed.value : undefined;
    expect(value?.mode).toBe('universal');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Stayfront checkout: ga4Event "add_payment_info" is not sent: with mode "universal" the step goes out as Universal Analytics\' "checkout".',
      element,
    );
    warn.mockClear();
    parse({ mode: 'ga4', ga4Event: 'add_payment_info' });
    parse({ mode: 'universal' });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('names the bad key’s JSON path', () => {
    expect(
      issuesOf({
        step: 0,
        mode: 'ga3',
        currency: 'euro',
        stepsLabel: ' ',
        feesOpen: 'yes',
        products: [{ id: 'a', price: 1 }, { id: 'b', price: '€120' }, { price: 3 }, 'c'],
      }).map((issue) => issue.path),
    ).toEqual([
      '$.step',
      '$.products[1].price',
      '$.products[2].id',
      '$.products[3]',
      '$.mode',
      '$.currency',
      '$.stepsLabel',
      '$.feesOpen',
    ]);
    expect(issuesOf({ step: 51 })[0]?.path).toBe('$.step');
    expect(issuesOf({ step: 1.5 })[0]?.path).toBe('$.step');
    expect(issuesOf({ products: { id: 1 } })[0]?.path).toBe('$.products');
    expect(issuesOf({ products: [{ id: 1, price: -1 }] })[0]?.path).toBe('$.products[0].price');
    expect(issuesOf({ products: [{ id: 1, price: Number.NaN }] })[0]?.path).toBe(
      '$.products[0].price',
    );
    expect(issuesOf({ products: [{ id: -1 }] })[0]?.path).toBe('$.products[0].id');
    expect(issuesOf({ products: Array(101).fill({ id: 1 }) })[0]?.path).toBe('$.products');
    expect(issuesOf({ declineField: 'x'.repeat(201) })[0]?.path).toBe('$.declineField');
    expect(issuesOf([])[0]?.path).toBe('$');
  });

  it('warns about unknown keys, the products’ too, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { value } = parse({ stpe: 2, products: [{ id: 1, name: 'Wheal Rose' }] });
    expect(value?.products).toEqual([{ id: '1', price: null, list: null, position: null }]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Stayfront checkout: unknown key(s) name in $.products[0] ignored.',
      'Stayfront checkout: unknown config key(s) stpe ignored.',
    ]);
  });
});

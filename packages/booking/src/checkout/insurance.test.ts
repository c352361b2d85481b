import { afterEach, describe, expect, it } from 'vitest';
import { startInsurance } from './insurance.js';

const SETTINGS = {
  prefix: 'charges[insurance]',
  declineField: 'charges[decline_insurance]',
  declinedText: 'Travel insurance declined.',
  othersDeclinedText: 'Other insurance options declined.',
  declineClearedText: 'Travel insurance no longer declined.',
};

/**
 * The checked radio's value, read from the `checked` property: happy-dom's `:checked` also matches
 * a radio whose `checked` attribute is still there after the visitor picked another.
 */
const checkedOf = (root: Element, name: string) =>
  [...root.querySelectorAll<HTMLInputElement>('input')].find(
    (input) => input.name === name && input.checked,
  )?.value ?? null;

const option = (name: string, label: string, accepted: boolean | null) => `
  <fieldset><legend>${label}</legend>
    <label><input type="radio" name="${name}" value="1"${accepted === true ? ' checked' : ''}> Add</label>
    <label><input type="radio" name="${name}" value="-1"${accepted === false ? ' checked' : ''}> No thanks</label>
  </fieldset>`;

function page({
  basic = null as boolean | null,
  premium = null as boolean | null,
  declined = false,
} = {}) {
  document.body.innerHTML = `
    <form class="checkout">
      <fieldset><legend>Travel insurance</legend>
        ${option('charges[insurance][basic]', 'Basic cover', basic)}
        ${option('charges[insurance][premium]', 'Premium cover', premium)}
        <label><input type="checkbox" name="charges[decline_insurance]" value="1"${declined ? ' checked' : ''}> I decline travel insurance</label>
      </fieldset>
      <label><input type="radio" name="payment" value="1"> Card</label>
      <label><input type="radio" name="payment" value="-1" checked> Transfer</label>
    </form>`;
  const root = document.querySelector<HTMLElement>('.checkout') as HTMLElement;
  const field = (name: string, value = '1') =>
    root.querySelector<HTMLInputElement>(
      `input[name="${name}"][value="${value}"]`,
    ) as HTMLInputElement;
  const events: string[] = [];
  for (const type of ['input', 'change'])
    root.addEventListener(type, (event) => {
      const target = event.target as HTMLInputElement;
      events.push(`${type} ${target.name}=${target.value} ${target.checked ? 'on' : 'off'}`);
    });
  /** Which radio of each option is checked: "1", "-1" or null. */
  const choices = () =>
    Object.fromEntries(
      ['basic', 'premium'].map((name) => [name, checkedOf(root, `charges[insurance][${name}]`)]),
    );
  return {
    root,
    events,
    choices,
    accept: (name: string) => field(`charges[insurance][${name}]`, '1'),
    refuse: (name: string) => field(`charges[insurance][${name}]`, '-1'),
    decline: field('charges[decline_insurance]'),
    payment: field('payment', '1'),
  };
}

const announced = () => document.querySelector('[data-sf-announcer="status"]')?.textContent ?? null;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('travel insurance (SPEC 3.17, 4.9)', () => {
  it('choosing an option unchecks the decline field and declines every other option', () => {
    const { root, events, choices, accept, decline } = page({ declined: true });
    startInsurance(root, SETTINGS);
    expect(document.querySelector('[data-sf-announcer="status"]')).not.toBeNull();
    accept('premium').click();
    expect(choices()).toEqual({ basic: '-1', premium: '1' });
    expect(decline.checked).toBe(false);
    expect(events).toEqual([
      'input charges[insurance][premium]=1 on',
      'change charges[insurance][premium]=1 on',
      'input charges[decline_insurance]=1 off',
      'change charges[decline_insurance]=1 off',
      'input charges[insurance][basic]=-1 on',
      'change charges[insurance][basic]=-1 on',
    ]);
    expect(announced()).toBe(
      'Travel insurance no longer declined. Other insurance options declined.',
    );
  });

  it('says so when choosing an option after declining them all unchecked the decline field', () => {
    const { root, choices, accept, decline } = page();
    startInsurance(root, SETTINGS);
    decline.click();
    expect(announced()).toBe('Travel insurance declined.');
    // Every other option is declined already: the decline field is the one change elsewhere.
    accept('basic').click();
    expect(choices()).toEqual({ basic: '1', premium: '-1' });
    expect(decline.checked).toBe(false);
    expect(announced()).toBe('Travel insurance no longer declined.');
    // Another option chosen now declines the first, and only that is said.
    accept('premium').click();
    expect(announced()).toBe('Other insurance options declined.');
  });

  it('moving from one option to another declines the first', () => {
    const { root, events, choices, accept } = page({ basic: true, premium: false });
    startInsurance(root, SETTINGS);
    accept('premium').click();
    expect(choices()).toEqual({ basic: '-1', premium: '1' });
    expect(events.slice(2)).toEqual([
      'input charges[insurance][basic]=-1 on',
      'change charges[insurance][basic]=-1 on',
    ]);
  });

  it('checking the decline field declines every option, chosen or not', () => {
    const { root, events, choices, decline } = page({ premium: true });
    startInsurance(root, SETTINGS);
    decline.click();
    expect(choices()).toEqual({ basic: '-1', premium: '-1' });
    expect(events).toEqual([
      'input charges[decline_insurance]=1 on',
      'change charges[decline_insurance]=1 on',
      'input charges[insurance][basic]=-1 on',
      'change charges[insurance][basic]=-1 on',
      'input charges[insurance][premium]=-1 on',
      'change charges[insurance][premium]=-1 on',
    ]);
    expect(announced()).toBe('Travel insurance declined.');
  });

  it('changes nothing else for a refusal, an unchecked decline field or another radio', () => {
    const { root, events, choices, refuse, decline, payment } = page({
      basic: true,
      premium: true,
      declined: true,
    });
    // Two accepted options and a checked decline field: the server's state, left as it is.
    startInsurance(root, SETTINGS);
    expect(choices()).toEqual({ basic: '1', premium: '1' });
    refuse('basic').click();
    expect(choices()).toEqual({ basic: '-1', premium: '1' });
    decline.click();
    expect(decline.checked).toBe(false);
    expect(choices()).toEqual({ basic: '-1', premium: '1' });
    // A value of 1 under another name is no insurance option.
    payment.click();
    expect(choices()).toEqual({ basic: '-1', premium: '1' });
    expect(decline.checked).toBe(false);
    expect(events).toEqual([
      'input charges[insurance][basic]=-1 on',
      'change charges[insurance][basic]=-1 on',
      'input charges[decline_insurance]=1 off',
      'change charges[decline_insurance]=1 off',
      'input payment=1 on',
      'change payment=1 on',
    ]);
    expect(announced()).toBe('');
  });

  it('fires and announces nothing when every option was declined already', () => {
    const { root, events, decline } = page({ basic: false, premium: false });
    startInsurance(root, SETTINGS);
    decline.click();
    expect(events).toEqual([
      'input charges[decline_insurance]=1 on',
      'change charges[decline_insurance]=1 on',
    ]);
    expect(announced()).toBe('');
  });

  it('unchooses an option that has no decline radio', () => {
    const { root, decline } = page();
    root.insertAdjacentHTML(
      'afterbegin',
      '<input type="radio" name="charges[insurance][cancel]" value="1" checked>',
    );
    const cancel = root.querySelector<HTMLInputElement>('[name="charges[insurance][cancel]"]');
    startInsurance(root, SETTINGS);
    decline.click();
    expect(cancel?.checked).toBe(false);
  });

  it('reads the fields’ names from the config', () => {
    document.body.innerHTML = `
      <form class="checkout">
        ${option('extras[cover_basic]', 'Basic', true)}
        ${option('extras[cover_premium]', 'Premium', null)}
        ${option('charges[insurance][basic]', 'Not ours', true)}
        <input type="checkbox" name="extras[no_cover]" value="1">
      </form>`;
    const root = document.querySelector<HTMLElement>('.checkout') as HTMLElement;
    startInsurance(root, {
      ...SETTINGS,
      prefix: 'extras[cover_',
      declineField: 'extras[no_cover]',
    });
    const checked = () =>
      [...root.querySelectorAll<HTMLInputElement>('input')]
        .filter((input) => input.checked)
        .map((input) => `${input.name}=${input.value}`);
    root.querySelector<HTMLInputElement>('[name="extras[no_cover]"]')?.click();
    expect(checked()).toEqual([
      'extras[cover_basic]=-1',
      'extras[cover_premium]=-1',
      'charges[insurance][basic]=1',
      'extras[no_cover]=1',
    ]);
  });

  it('follows fields the site redrew after the widget started', () => {
    const { root } = page();
    startInsurance(root, SETTINGS);
    const fieldset = root.querySelector('fieldset') as HTMLElement;
    fieldset.innerHTML = `${option('charges[insurance][gold]', 'Gold', null)}${option('charges[insurance][silver]', 'Silver', true)}`;
    root.querySelector<HTMLInputElement>('[name="charges[insurance][gold]"][value="1"]')?.click();
    expect(checkedOf(root, 'charges[insurance][silver]')).toBe('-1');
  });

  it('stops applying the rules after its cleanup', () => {
    const { root, choices, accept, decline } = page({ basic: true, declined: false });
    startInsurance(root, SETTINGS)();
    decline.click();
    expect(choices()).toEqual({ basic: '1', premium: null });
    accept('premium').click();
    expect(decline.checked).toBe(true);
  });
});

import type { MountContext } from '@stayfront/loader';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as island from '../islands/inquiry-select.js';
import {
  combobox,
  config,
  form,
  INQUIRY_FORM,
  native,
  setupInquiry,
} from '../test-support/inquiry-form.js';
import { startInquirySelect } from './inquiry-select.js';
import { parseInquirySelectConfig } from './inquiry-select-config.js';
import { propertyDestination, readPropertyOptions } from './property-options.js';

const origin = () => window.location.origin;
const running: (() => void)[] = [];

/** The form, enhanced and upgraded (a hover loads the chunk the first time). */
async function upgraded(markup = INQUIRY_FORM) {
  const { assign, stop } = setupInquiry(markup);
  running.push(stop);
  fireEvent.pointerEnter(native());
  const input = await combobox();
  return { assign, stop, input };
}

/** Types to filter the properties and chooses the first one shown with Enter. */
async function choose(input: HTMLElement, typed: string) {
  const user = userEvent.setup();
  await user.click(input);
  await user.keyboard(typed);
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const stop of running.splice(0)) stop();
  document.body.innerHTML = '';
});

describe('inquiry-select: where a property goes (SPEC 7.8)', () => {
  const page = () => document;

  it('goes to the url part of value::url, or to the value itself, on this site', () => {
    expect(propertyDestination('12::/properties/villa-rosa', page())?.href).toBe(
      `${origin()}/properties/villa-rosa`,
    );
    expect(propertyDestination('/properties/sea-cottage', page())?.href).toBe(
      `${origin()}/properties/sea-cottage`,
    );
    expect(propertyDestination(`x::${origin()}/p?id=1`, page())?.href).toBe(`${origin()}/p?id=1`);
  });

  it('refuses other sites and anything not http(s)', () => {
    for (const value of [
      '13::https://elsewhere.example/lodge',
      '//elsewhere.example/lodge',
      'javascript:alert(1)',
      '14::javascript:alert(1)',
      'x::data:text/html,hi',
      'x::',
      '',
    ])
      expect(propertyDestination(value, page())).toBeNull();
  });

  it('reads the options with their groups; the empty option is the placeholder', () => {
    document.body.innerHTML = INQUIRY_FORM;
    const { placeholder, options, flat } = readPropertyOptions(native());
    expect(placeholder).toBe('- Choose a property -');
    expect(options[0]).toEqual({
      label: 'Coast',
      options: [
        { value: '12::/properties/villa-rosa', label: 'Villa Rosa', isDisabled: false },
        { value: '/properties/sea-cottage', label: 'Sea Cottage', isDisabled: false },
      ],
    });
    expect(flat.map((option) => option.label)).toEqual([
      'Villa Rosa',
      'Sea Cottage',
      'Partner Lodge',
      'Bad Barn',
      'Mill House',
    ]);
  });
});

describe('inquiry-select: the combobox', () => {
  it('takes the native select’s label, description and required', async () => {
    const { input } = await upgraded();
    const label = screen.getByText('Property', { selector: 'label' }) as HTMLLabelElement;
    expect(input.getAttribute('aria-labelledby')).toBe(label.id);
    expect(label.htmlFor).toBe(input.id);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('property-help');
    expect(input.getAttribute('aria-required')).toBe('true');
    // The hidden select does not hold up the submit; the combobox's own required does.
    expect(native().hidden).toBe(true);
    expect(native().required).toBe(false);
  });

  it('shows the chosen property and does not navigate on mount', async () => {
    const { assign } = await upgraded();
    expect(document.querySelector('.sf-select__single-value')?.textContent).toBe('Mill House');
    expect(assign).not.toHaveBeenCalled();
  });

  it('filters by the properties’ names, not their URLs', async () => {
    const { input } = await upgraded();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('properties');
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.clear(input);
    await user.keyboard('cott');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sea Cottage',
    ]);
  });

  it('navigates to the url part of a value::url choice', async () => {
    const { assign, input } = await upgraded();
    await choose(input, 'Villa');
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${origin()}/properties/villa-rosa`);
  });

  it('navigates to the value itself when it has no ::', async () => {
    const { assign, input } = await upgraded();
    await choose(input, 'Sea');
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${origin()}/properties/sea-cottage`);
  });

  it('refuses an off-site or javascript: destination, with a warning', async () => {
    const { assign, input } = await upgraded();
    await choose(input, 'Partner');
    await choose(input, 'Bad Barn');
    expect(assign).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledTimes(2);
    expect(vi.mocked(console.warn).mock.calls[0]?.[0]).toContain('refused');
  });

  it('keeps the native select’s value for the form’s post, once, with its change event', async () => {
    const { input } = await upgraded();
    const changed = vi.fn();
    native().addEventListener('change', changed);
    await choose(input, 'Partner');
    const posted = new FormData(form()).getAll('field_inquiry_properties');
    expect(posted).toEqual(['13::https://elsewhere.example/lodge']);
    expect(changed).toHaveBeenCalledOnce();
  });

  it('does not navigate while the visitor moves through the options; Enter chooses', async () => {
    const { assign, input } = await upgraded();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}');
    expect(assign).not.toHaveBeenCalled();
    expect(native().value).toBe('15::/properties/mill-house');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledOnce();
  });

  it('does not choose on Tab with the menu open (leaving is not choosing)', async () => {
    const { assign, input } = await upgraded();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(assign).not.toHaveBeenCalled();
    expect(native().value).toBe('15::/properties/mill-house');
  });

  it('does not navigate when the property already chosen is chosen again', async () => {
    const { assign, input } = await upgraded();
    await choose(input, 'Mill');
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows the native select: a form reset, an error the lead form ties to it', async () => {
    const { input } = await upgraded();
    await choose(input, 'Sea');
    expect(document.querySelector('.sf-select__single-value')?.textContent).toBe('Sea Cottage');
    form().reset();
    await waitFor(() =>
      expect(document.querySelector('.sf-select__single-value')?.textContent).toBe('Mill House'),
    );
    native().setAttribute('aria-invalid', 'true');
    native().setAttribute('aria-describedby', 'property-help property-error');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('property-error');
  });

  it('puts the server’s form back on cleanup, the value chosen kept', async () => {
    const before = INQUIRY_FORM;
    const { input, stop } = await upgraded(before);
    await choose(input, 'Partner');
    stop();
    expect(document.querySelector('.sf-inquiry-select')).toBeNull();
    expect(native().hidden).toBe(false);
    expect(native().required).toBe(true);
    const label = screen.getByText('Property', { selector: 'label' }) as HTMLLabelElement;
    expect(label.htmlFor).toBe('edit-field-inquiry-properties');
    expect(label.hasAttribute('id')).toBe(false);
    expect(native().value).toBe('13::https://elsewhere.example/lodge');
    expect(screen.getByRole('combobox', { name: 'Property' }).tagName).toBe('SELECT');
  });

  it('upgrades a select that is the widget’s element itself, with no id', async () => {
    document.body.innerHTML = `<form><label>Property
      <select name="field_inquiry_properties" data-widget="inquiry-select">
        <option value="/properties/a">Alpha</option></select></label></form>`;
    const select = document.querySelector('select') as HTMLSelectElement;
    running.push(startInquirySelect(select, config(), { assign: vi.fn() }));
    fireEvent.pointerEnter(select);
    const input = await combobox();
    expect(input.id).toMatch(/^sf-inquiry-select-\d+-combobox$/);
    // The label wrapped the select: the combobox comes after it, named by it.
    expect(document.querySelector('label')?.nextElementSibling?.className).toBe(
      'sf-inquiry-select',
    );
  });
});

describe('inquiry-select: config and mount', () => {
  it('takes the select’s name, field_inquiry_properties by default', () => {
    expect(parseInquirySelectConfig({})).toEqual({ value: { field: 'field_inquiry_properties' } });
    expect(parseInquirySelectConfig({ field: 'property' })).toEqual({
      value: { field: 'property' },
    });
    expect(parseInquirySelectConfig({ field: 'a"]' })).toEqual({
      issues: [{ path: '$.field', message: 'expected a field name' }],
    });
  });

  it('warns and does nothing without the select', () => {
    document.body.innerHTML = '<div data-widget="inquiry-select"></div>';
    const element = document.querySelector('div') as HTMLElement;
    const stop = startInquirySelect(element, config());
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no <select'), element);
    expect(stop).not.toThrow();
  });

  it('mounts as the inquiry-select island', async () => {
    document.body.innerHTML = INQUIRY_FORM;
    const element = document.querySelector('[data-widget]') as HTMLElement;
    const parsed = island.parseConfig?.({});
    if (!parsed || !('value' in parsed)) throw new Error('config');
    const context = {
      name: 'inquiry-select',
      config: parsed.value,
      signal: new AbortController().signal,
      report: vi.fn(),
    } as MountContext<typeof parsed.value>;
    const cleanup = (await island.mount(element, context)) as () => void;
    fireEvent.pointerEnter(native());
    await combobox();
    cleanup();
    expect(native().hidden).toBe(false);
  });
});

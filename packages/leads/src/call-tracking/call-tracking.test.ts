import type { MountContext } from '@stayfront/loader';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_SENT_EVENT as LEAD_FORM_SENT_EVENT } from '../form/enhance-lead-form.js';
import * as island from '../islands/call-tracking.js';
import { LEAD_SENT_EVENT, startCallTracking } from './call-tracking.js';
import { type CallTrackingConfig, parseCallTrackingConfig } from './call-tracking-config.js';

const PAGE = `
<header id="top" data-widget="call-tracking">
  <span class="phone" data-phone>(555) 010-0000</span>
  <a id="call" href="tel:+15550100000"><i class="icon"></i> 555-010-0000 </a>
  <a id="named" href="callto:5550100000">Call us</a>
</header>
<main>
  <a id="main-call" href="tel:5550100000">555.010.0000</a>
  <a id="mail" href="mailto:a@b.example">a@b.example</a>
  <form id="bt-leads-1" action="/lead" method="post">
    <input type="hidden" name="market_source" value="web">
    <input type="hidden" name="market" value="">
    <input type="text" name="name" value="Ann">
  </form>
  <input type="hidden" name="market" value="not a form field">
</main>`;

const COOKIE = 'calltrk_number';
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const input = (form: string, name: string) =>
  document.querySelector<HTMLInputElement>(`#${form} [name="${name}"]`) as HTMLInputElement;

function config(raw: object = {}): CallTrackingConfig {
  const parsed = parseCallTrackingConfig({ cookie: COOKIE, ...raw });
  if (!('value' in parsed)) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

// The service's script writes the cookie; js-cookie encodes it as such scripts do.
const setCookie = (value: string) => Cookies.set(COOKIE, value, { path: '/' });

/** Every instance a test started, stopped after it (each listens to the document). */
const running = new Set<() => void>();

function start(raw: object = {}, cookie = '8005550100') {
  document.body.innerHTML = PAGE;
  setCookie(cookie);
  const stop = startCallTracking(byId('top'), config(raw));
  running.add(stop);
  return () => {
    running.delete(stop);
    stop();
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const stop of running) stop();
  running.clear();
  Cookies.remove(COOKIE, { path: '/' });
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).calltrkConfirm;
});

describe('call-tracking: the page’s numbers', () => {
  it('shows the tracked number in data-phone elements and phone links (SPEC 7.11, 9.5)', () => {
    start();
    expect(document.querySelector('[data-phone]')?.textContent).toBe('(800) 555-0100');
    expect(byId('call').getAttribute('href')).toBe('tel:+18005550100');
    expect(byId('call').textContent).toBe(' (800) 555-0100 ');
    expect(byId('call').querySelector('i.icon')).not.toBeNull();
    expect(byId('main-call').getAttribute('href')).toBe('tel:8005550100');
    expect(byId('main-call').textContent).toBe('(800) 555-0100');
  });

  it('changes a callto: link’s href but not a text that is not a number', () => {
    start();
    expect(byId('named').getAttribute('href')).toBe('callto:8005550100');
    expect(byId('named').textContent).toBe('Call us');
    expect(byId('mail').getAttribute('href')).toBe('mailto:a@b.example');
  });

  it('reads the cookie with js-cookie, decoding it, and takes the configured format', () => {
    start({ format: '###.###.####' }, '+1 (800) 555-0100');
    expect(document.querySelector('[data-phone]')?.textContent).toBe('800.555.0100');
  });

  it('rewrites only inside the scope', () => {
    start({ scope: 'header' });
    expect(byId('call').getAttribute('href')).toBe('tel:+18005550100');
    expect(byId('main-call').getAttribute('href')).toBe('tel:5550100000');
    expect(byId('main-call').textContent).toBe('555.010.0000');
    // The lead forms' fields are not phone displays: they get the number wherever they are.
    expect(input('bt-leads-1', 'market').value).toBe('(800) 555-0100');
  });

  it('leaves the page as it is without a cookie or with one that is not a phone number', () => {
    for (const cookie of ['', 'abc', '12345', '<img src=x onerror=alert(1)>', '28005550100']) {
      const stop = start({}, cookie);
      expect(document.querySelector('[data-phone]')?.textContent).toBe('(555) 010-0000');
      expect(byId('call').getAttribute('href')).toBe('tel:+15550100000');
      expect(input('bt-leads-1', 'market_source').value).toBe('web');
      stop();
    }
  });

  it('puts every text, href and value back on cleanup', () => {
    document.body.innerHTML = PAGE;
    const before = document.body.innerHTML;
    const icon = document.querySelector('i.icon');
    setCookie('8005550100');
    const stop = startCallTracking(byId('top'), config());
    expect(document.body.innerHTML).not.toBe(before);
    stop();
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelector('i.icon')).toBe(icon);
    expect(input('bt-leads-1', 'market_source').value).toBe('web');
    expect(input('bt-leads-1', 'market').value).toBe('');
  });
});

describe('call-tracking: lead forms (SPEC 3.10)', () => {
  it('fills market_source and market of the forms, not a same-named input outside a form', () => {
    start();
    expect(input('bt-leads-1', 'market_source').value).toBe('(800) 555-0100');
    expect(input('bt-leads-1', 'market').value).toBe('(800) 555-0100');
    expect(input('bt-leads-1', 'name').value).toBe('Ann');
    expect(document.querySelector<HTMLInputElement>('main > input')?.value).toBe(
      'not a form field',
    );
  });

  it('fills the configured fields instead', () => {
    start({ fields: ['name'] });
    expect(input('bt-leads-1', 'name').value).toBe('(800) 555-0100');
    expect(input('bt-leads-1', 'market').value).toBe('');
  });

  it('fills a lead form added later (a modal’s) and rewrites its numbers; cleanup restores it', async () => {
    const stop = start();
    const dialog = document.createElement('dialog');
    dialog.innerHTML = `<form id="bt-leads-modal" action="/lead" method="post">
      <input type="hidden" name="market" value="modal">
      <p>Or call <a id="modal-call" href="tel:5550100000">555-010-0000</a></p>
    </form>`;
    document.body.append(dialog);
    await settle();
    expect(input('bt-leads-modal', 'market').value).toBe('(800) 555-0100');
    expect(byId('modal-call').getAttribute('href')).toBe('tel:8005550100');
    stop();
    expect(input('bt-leads-modal', 'market').value).toBe('modal');
    expect(byId('modal-call').textContent).toBe('555-010-0000');
  });

  it('stops watching the page on cleanup', async () => {
    start()();
    const form = document.createElement('form');
    form.id = 'late';
    form.innerHTML = '<input type="hidden" name="market" value="">';
    document.body.append(form);
    await settle();
    expect(input('late', 'market').value).toBe('');
  });
});

describe('call-tracking: the service’s confirmation', () => {
  const sent = (formId: unknown, target: Element = byId('bt-leads-1')) =>
    target.dispatchEvent(new CustomEvent(LEAD_SENT_EVENT, { bubbles: true, detail: { formId } }));

  it('listens to the event the lead form dispatches', () => {
    expect(LEAD_SENT_EVENT).toBe(LEAD_FORM_SENT_EVENT);
  });

  it('calls the configured global function with the sent form’s id', () => {
    const confirm = vi.fn();
    Object.assign(window, { calltrkConfirm: confirm });
    start({ confirm: 'calltrkConfirm' });
    sent('bt-leads-1');
    expect(confirm).toHaveBeenCalledExactlyOnceWith('bt-leads-1');
  });

  it('calls nothing without the config, without the function, or for a bad form id', () => {
    const confirm = vi.fn();
    Object.assign(window, { calltrkConfirm: confirm });
    const stop = start();
    sent('bt-leads-1');
    stop();
    start({ confirm: 'otherConfirm' });
    expect(() => sent('bt-leads-1')).not.toThrow();
    start({ confirm: 'calltrkConfirm' })();
    start({ confirm: 'calltrkConfirm' });
    sent(42);
    sent('');
    sent('x'.repeat(201));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('hands the service only an id-like form id: markup cannot make it code', () => {
    // A form id comes with markup (a modal's remote HTML too); a hook named "setTimeout" or "eval"
    // would run it as code.
    const confirm = vi.fn();
    Object.assign(window, { calltrkConfirm: confirm });
    start({ confirm: 'calltrkConfirm' });
    for (const id of ['alert(document.domain)', 'a;b', 'a b', "x'+y", 'a=1', '`x`']) sent(id);
    expect(confirm).not.toHaveBeenCalled();
    for (const id of ['bt-leads-rental-enquiry', 'webform_submission_contact_form', 'edit.form:1'])
      sent(id);
    expect(confirm.mock.calls).toEqual([
      ['bt-leads-rental-enquiry'],
      ['webform_submission_contact_form'],
      ['edit.form:1'],
    ]);
  });

  it('is not called once cleaned up, nor when the cookie is not a phone number', () => {
    const confirm = vi.fn();
    Object.assign(window, { calltrkConfirm: confirm });
    start({ confirm: 'calltrkConfirm' })();
    sent('bt-leads-1');
    start({ confirm: 'calltrkConfirm' }, 'none');
    sent('bt-leads-1');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('warns when the service’s function throws, and goes on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.assign(window, {
      calltrkConfirm: () => {
        throw new Error('down');
      },
    });
    start({ confirm: 'calltrkConfirm' });
    expect(() => sent('bt-leads-1')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('call-tracking: config', () => {
  const issues = (raw: unknown) => {
    const parsed = parseCallTrackingConfig(raw);
    return 'issues' in parsed ? parsed.issues.map((issue) => issue.path) : [];
  };

  it('requires the cookie’s name and takes the defaults', () => {
    expect(issues({})).toEqual(['$.cookie']);
    expect(parseCallTrackingConfig({ cookie: 'n' })).toEqual({
      value: {
        cookie: 'n',
        scope: null,
        format: '(###) ###-####',
        fields: ['market_source', 'market'],
        confirm: null,
      },
    });
  });

  it('refuses a bad cookie name, selector, format, field list or function name', () => {
    expect(issues({ cookie: 'a b' })).toEqual(['$.cookie']);
    expect(issues({ cookie: 'n', scope: 'header[' })).toEqual(['$.scope']);
    expect(issues({ cookie: 'n', scope: '' })).toEqual(['$.scope']);
    expect(issues({ cookie: 'n', format: '###-####' })).toEqual(['$.format']);
    expect(issues({ cookie: 'n', format: 10 })).toEqual(['$.format']);
    expect(issues({ cookie: 'n', fields: ['a"] , script'] })).toEqual(['$.fields']);
    expect(issues({ cookie: 'n', fields: 'market' })).toEqual(['$.fields']);
    for (const confirm of ['window.top.x', 'alert(1)', '1abc', '', 'a-b'])
      expect(issues({ cookie: 'n', confirm })).toEqual(['$.confirm']);
    expect(issues('cookie')).toEqual(['$']);
  });

  it('mounts as the call-tracking island', async () => {
    document.body.innerHTML = PAGE;
    setCookie('8005550100');
    const parsed = island.parseConfig?.({ cookie: COOKIE });
    if (!parsed || !('value' in parsed)) throw new Error('config');
    const context = {
      name: 'call-tracking',
      config: parsed.value,
      signal: new AbortController().signal,
      report: vi.fn(),
    } as MountContext<CallTrackingConfig>;
    const cleanup = (await island.mount(byId('top'), context)) as () => void;
    expect(byId('main-call').getAttribute('href')).toBe('tel:8005550100');
    cleanup();
    expect(byId('main-call').getAttribute('href')).toBe('tel:5550100000');
  });
});

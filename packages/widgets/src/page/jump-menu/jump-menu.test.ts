import type { MountContext } from '@stayfront/loader';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as island from '../../islands/jump-menu.js';
import { resolveDestination } from './destination.js';
import { JUMP_MENU_MIN_WIDTH_PX, parseJumpMenuConfig, startJumpMenu } from './jump-menu.js';

const FORM = `<form data-widget="jump-menu" action="/go" method="get">
  <label for="j">Go to</label>
  <select id="j" name="to">
    <option value="">Choose…</option>
    <option value="/things-to-do">Things to do</option>
    <option value="events::/things-to-do#events">Events</option>
    <option value="javascript:alert(1)">Bad</option>
    <option value="x::data:text/html,hi">Bad data</option>
    <option value="https://partner.example/offers">Partner</option>
  </select>
  <button type="submit">Go</button>
</form>`;

const form = () => document.querySelector('form') as HTMLFormElement;
const select = () => document.querySelector('select') as HTMLSelectElement;
const button = () => document.querySelector('button') as HTMLButtonElement;
const origin = () => window.location.origin;

function setup(config: object = {}) {
  document.body.innerHTML = FORM;
  const parsed = parseJumpMenuConfig(config);
  if (!('value' in parsed)) throw new Error('config');
  const assign = vi.fn();
  const stop = startJumpMenu(form(), parsed.value, { assign });
  return { assign, stop };
}

const choose = (value: string) => {
  select().value = value;
  select().dispatchEvent(new Event('change', { bubbles: true }));
};
const key = (key: string, init: KeyboardEventInit = {}) =>
  select().dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );

afterEach(() => {
  document.body.innerHTML = '';
});

describe('resolveDestination', () => {
  const base = 'https://stay.example/page';
  it('takes the part after :: of <something>::<url>, else the whole value', () => {
    expect(resolveDestination('events::/things-to-do#events', base)?.href).toBe(
      'https://stay.example/things-to-do#events',
    );
    expect(resolveDestination('/things-to-do', base)?.href).toBe(
      'https://stay.example/things-to-do',
    );
    expect(resolveDestination('a::https://x.example/b::c', base)?.href).toBe(
      'https://x.example/b::c',
    );
  });
  it('follows http(s) only and refuses javascript:, data: and other schemes', () => {
    expect(resolveDestination('http://other.example/', base)?.href).toBe('http://other.example/');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:x',
      'x::data:text/html,1',
      'vbscript:x',
      'mailto:a@b.c',
      'ftp://x/',
    ])
      expect(resolveDestination(bad, base)).toBeNull();
    expect(resolveDestination('', base)).toBeNull();
    expect(resolveDestination('label::', base)).toBeNull();
  });
});

describe('jump-menu', () => {
  it('hides the Go button and gives the select a 140 px minimum width', () => {
    expect(JUMP_MENU_MIN_WIDTH_PX).toBe(140);
    setup();
    expect(button().hidden).toBe(true);
    expect(select().style.minWidth).toBe('140px');
  });

  it('navigates at once when an option is chosen with the pointer', async () => {
    const { assign } = setup();
    await userEvent.selectOptions(select(), '/things-to-do');
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${origin()}/things-to-do`);
  });

  it('navigates to the part after :: of a <something>::<url> value', () => {
    const { assign } = setup();
    choose('events::/things-to-do#events');
    expect(assign).toHaveBeenCalledWith(`${origin()}/things-to-do#events`);
  });

  it('follows other http(s) sites', () => {
    const { assign } = setup();
    choose('https://partner.example/offers');
    expect(assign).toHaveBeenCalledWith('https://partner.example/offers');
  });

  it('refuses javascript: and data: destinations with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { assign } = setup();
    choose('javascript:alert(1)');
    choose('x::data:text/html,hi');
    expect(assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('refused');
  });

  it('does nothing for the empty placeholder or an unchanged value', () => {
    const { assign } = setup();
    choose('');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not navigate while arrowing through a closed select; Enter then goes', () => {
    const { assign } = setup();
    key('ArrowDown');
    choose('/things-to-do');
    key('ArrowDown');
    choose('events::/things-to-do#events');
    expect(assign).not.toHaveBeenCalled();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    select().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${origin()}/things-to-do#events`);
  });

  it('navigates at once on a pick from the list opened from the keyboard (Alt+Down; an arrow on macOS)', () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { assign } = setup();
    key('ArrowDown', { altKey: true });
    // The list is open: its keys are not the page's, and the pick comes well after.
    now += 600;
    choose('/things-to-do');
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${origin()}/things-to-do`);
  });

  it('a pointer pick after arrowing navigates at once', () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { assign } = setup();
    key('ArrowDown');
    choose('/things-to-do');
    expect(assign).not.toHaveBeenCalled();
    now += 800;
    select().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    choose('events::/things-to-do#events');
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${origin()}/things-to-do#events`);
  });

  it('routes a form submit through the same checks instead of the server round trip', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { assign } = setup();
    select().value = 'javascript:alert(1)';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('takes minWidth from the config and rejects a wrong one', () => {
    setup({ minWidth: 200 });
    expect(select().style.minWidth).toBe('200px');
    expect(parseJumpMenuConfig({ minWidth: 'wide' })).toEqual({
      issues: [{ path: '$.minWidth', message: expect.any(String) }],
    });
  });

  it('puts the server form back on cleanup', async () => {
    const { assign, stop } = setup();
    stop();
    expect(button().hidden).toBe(false);
    expect(select().hasAttribute('style')).toBe(false);
    choose('/things-to-do');
    expect(assign).not.toHaveBeenCalled();
  });

  it('mounts as the jump-menu island', async () => {
    document.body.innerHTML = FORM;
    const parsed = island.parseConfig?.({});
    if (!parsed || !('value' in parsed)) throw new Error('config');
    const context = {
      name: 'jump-menu',
      config: parsed.value,
      signal: new AbortController().signal,
      report: vi.fn(),
    } as MountContext<typeof parsed.value>;
    const cleanup = (await island.mount(form(), context)) as () => void;
    expect(button().hidden).toBe(true);
    cleanup();
    expect(button().hidden).toBe(false);
  });
});

import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as flag from '../islands/flag.js';
import { DEFAULT_NAMESPACE, getFavouritesStore } from '../store/index.js';
import { idOf, mountWidget, resetFlagsPage, setupFlagsPage } from '../test-support/flags-page.js';

const FALLBACK = '<a class="flag__link" href="/favourites">Add to favourites</a>';
const card = (n: number, flags = 1) =>
  `<article class="card" data-id="${idOf(n)}"><h3>Cottage ${n}</h3>${Array.from(
    { length: flags },
    (_, index) => `<div class="flag" id="c${n}-${index}" data-widget="flag">${FALLBACK}</div>`,
  ).join('')}</article>`;

const store = () => getFavouritesStore(DEFAULT_NAMESPACE);
/** Flags short ids until the cookie is full to the byte: the next add drops the oldest. */
function fillCookie() {
  for (let n = 0; n < 1000; n += 1) if (store().add(`filler-${n}`).dropped.length) return;
  throw new Error('the store never capped');
}
const toggleIn = (selector: string) =>
  within(document.querySelector(selector) as HTMLElement).getByRole('button');

afterEach(resetFlagsPage);

describe('flag', () => {
  it('replaces the server link with a toggle button, off', async () => {
    setupFlagsPage(card(1));
    const widget = await mountWidget('#c1-0', flag);
    expect(widget.element.querySelector('a')).toBeNull();
    const button = screen.getByRole('button', { name: 'Flag' });
    expect(button.getAttribute('type')).toBe('button');
    // Its name ('Flag' / 'Unflag') says the state, so it is not also a pressed toggle (APG).
    expect(button.hasAttribute('aria-pressed')).toBe(false);
    expect(button.className).toBe('sf-flag rs-flag');
    expect(button.getAttribute('data-state')).toBe('off');
  });

  it('flags and unflags: label, state and classes switch, and the cookie follows', async () => {
    setupFlagsPage(card(1));
    await mountWidget('#c1-0', flag);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Flag' }));
    const button = screen.getByRole('button', { name: 'Unflag' });
    expect(button.hasAttribute('aria-pressed')).toBe(false);
    expect(button.className).toBe('sf-flag rs-unflag');
    expect(button.getAttribute('data-state')).toBe('on');
    expect(store().get()).toEqual([idOf(1)]);
    expect(JSON.parse(Cookies.get(DEFAULT_NAMESPACE) ?? '[]')).toEqual([idOf(1)]);
    await user.click(button);
    expect(button.getAttribute('data-state')).toBe('off');
    expect(button.textContent).toBe('Flag');
    expect(button.className).toBe('sf-flag rs-flag');
    expect(store().get()).toEqual([]);
  });

  it('says the change in the live region when the name says the state, not a pressed toggle', async () => {
    setupFlagsPage(
      `${card(1)}<div id="icon" data-widget="flag" data-widget-config='{"id":"${idOf(2)}","text":{"flag":"♥","unflag":"♥"}}'></div><div id="own" data-widget="flag" data-widget-config='{"id":"${idOf(3)}","added_text":"Saved.","removed_text":"Gone."}'></div>`,
    );
    for (const selector of ['#c1-0', '#icon', '#own']) await mountWidget(selector, flag);
    const spoken = () => document.querySelector('[data-sf-announcer="status"]')?.textContent;
    const user = userEvent.setup();
    await user.click(toggleIn('#c1-0'));
    expect(spoken()).toBe('Added to favourites.');
    await user.click(toggleIn('#c1-0'));
    expect(spoken()).toBe('Removed from favourites.');
    await user.click(toggleIn('#own'));
    expect(spoken()).toBe('Saved.');
    await user.click(toggleIn('#own'));
    expect(spoken()).toBe('Gone.');
    // The icon toggle is aria-pressed: the reader speaks its state; nothing more is said.
    await user.click(toggleIn('#icon'));
    expect(toggleIn('#icon').getAttribute('aria-pressed')).toBe('true');
    expect(spoken()).toBe('Gone.');
    // A change the visitor did not make here (another tab, the favourites page) is not said.
    await act(async () => store().add(idOf(1)));
    expect(toggleIn('#c1-0').getAttribute('data-state')).toBe('on');
    expect(spoken()).toBe('Gone.');
  });

  it('leaves a removal to the favourites view only once that view is woken', async () => {
    setupFlagsPage(
      `<div data-widget="results">${card(1)}</div><div id="view" data-widget="favourites-view" data-search="main"></div>`,
      { favourites: [idOf(1)] },
    );
    await mountWidget('#c1-0', flag);
    const spoken = () => document.querySelector('[data-sf-announcer="status"]')?.textContent;
    const user = userEvent.setup();
    // Not woken (failed, or not yet): nobody else will say it.
    await user.click(screen.getByRole('button', { name: 'Unflag' }));
    expect(spoken()).toBe('Removed from favourites.');
    await user.click(screen.getByRole('button', { name: 'Flag' }));
    expect(spoken()).toBe('Added to favourites.');
    // Woken (its class is set while attached): it names the card once the list has changed.
    document.querySelector('#view')?.classList.add('sf-favourites-view');
    await user.click(screen.getByRole('button', { name: 'Unflag' }));
    expect(spoken()).toBe('Added to favourites.');
  });

  it('does what its text said when another tab changed the item a moment before', async () => {
    setupFlagsPage(card(1));
    await mountWidget('#c1-0', flag);
    const spoken = () => document.querySelector('[data-sf-announcer="status"]')?.textContent;
    const user = userEvent.setup();
    // Flagged in another tab; this page has not heard yet (no message, no focus change).
    Cookies.set(DEFAULT_NAMESPACE, JSON.stringify([idOf(1)]), { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Flag' }));
    // "Flag" flags: the item stays a favourite rather than being removed.
    expect(JSON.parse(Cookies.get(DEFAULT_NAMESPACE) ?? '[]')).toEqual([idOf(1)]);
    expect(screen.getByRole('button', { name: 'Unflag' }).getAttribute('data-state')).toBe('on');
    expect(spoken()).toBe('Added to favourites.');
    // Unflagged in another tab: "Unflag" leaves it unflagged.
    Cookies.set(DEFAULT_NAMESPACE, '[]', { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Unflag' }));
    expect(store().get()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Flag' }).getAttribute('data-state')).toBe('off');
    expect(spoken()).toBe('Removed from favourites.');
  });

  it('updates every toggle of the same item at once, and only those', async () => {
    setupFlagsPage(
      `${card(1, 2)}${card(2)}<div id="detail" data-widget="flag" data-widget-config='{"id":"${idOf(1)}"}'></div>`,
    );
    for (const selector of ['#c1-0', '#c1-1', '#c2-0', '#detail'])
      await mountWidget(selector, flag);
    const user = userEvent.setup();
    await user.click(toggleIn('#c1-0'));
    for (const selector of ['#c1-0', '#c1-1', '#detail']) {
      expect(toggleIn(selector).getAttribute('data-state')).toBe('on');
      expect(toggleIn(selector).textContent).toBe('Unflag');
    }
    expect(toggleIn('#c2-0').getAttribute('data-state')).toBe('off');
    // A change from elsewhere (another widget, another tab) shows too.
    await act(async () => store().remove(idOf(1)));
    expect(toggleIn('#detail').getAttribute('data-state')).toBe('off');
    expect(toggleIn('#c1-1').getAttribute('data-state')).toBe('off');
  });

  it('is described by its item’s title, whose id it gives back on unmount', async () => {
    setupFlagsPage(
      `${card(1)}<article data-id="${idOf(2)}"><h2 id="own">Villa 2</h2><div class="flag" id="v" data-widget="flag"></div></article><div id="bare" data-widget="flag" data-widget-config='{"id":"${idOf(3)}"}'></div>`,
    );
    const first = await mountWidget('#c1-0', flag);
    await mountWidget('#v', flag);
    await mountWidget('#bare', flag);
    const describedBy = toggleIn('#c1-0').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Cottage 1');
    expect(toggleIn('#v').getAttribute('aria-describedby')).toBe('own');
    expect(toggleIn('#bare').hasAttribute('aria-describedby')).toBe(false);
    const heading = document.querySelector('#c1-0')?.closest('article')?.querySelector('h3');
    expect(heading?.id).toMatch(/^sf-item-title-/);
    first.unmount();
    expect(heading?.hasAttribute('id')).toBe(false);
    expect(document.getElementById('own')).not.toBeNull();
  });

  it('is a pressed toggle (aria-pressed) when its text stays the same', async () => {
    setupFlagsPage(
      `<div id="f" data-id="x" data-widget="flag" data-widget-config='{"text":{"flag":"Favourite","unflag":"Favourite"}}'></div>`,
    );
    await mountWidget('#f', flag);
    const button = screen.getByRole('button', { name: 'Favourite' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('data-state')).toBe('on');
  });

  it('takes the id from the closest data-id, without the skip_solr_prefix', async () => {
    setupFlagsPage(
      `<li data-result-id="r-9"><div id="plain" data-widget="flag"></div></li>
       <article data-id="site1-idx-42"><p><span id="nested" data-widget="flag" data-widget-config='{"skip_solr_prefix":"site1-idx-"}'></span></p></article>`,
    );
    await mountWidget('#plain', flag);
    await mountWidget('#nested', flag);
    const user = userEvent.setup();
    await user.click(toggleIn('#plain'));
    await user.click(toggleIn('#nested'));
    expect(store().get()).toEqual(['r-9', '42']);
  });

  it('reads the texts and classes of the flag options, legacy keys included', async () => {
    setupFlagsPage(
      `<div id="f" data-id="x" data-widget="flag" data-widget-config='{"flag_options":{"text":{"flag":"Save","unflag":"Saved"},"classes":{"flag":"heart","unflag":"heart heart--on"}}}'></div>`,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountWidget('#f', flag);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).toBe('sf-flag heart');
    await user.click(button);
    expect(button.textContent).toBe('Saved');
    expect(button.className).toBe('sf-flag heart heart--on');
  });

  it('is a keyboard control: Tab to it, Space and Enter toggle', async () => {
    setupFlagsPage(card(3));
    await mountWidget('#c3-0', flag);
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Flag' });
    expect(document.activeElement).toBe(button);
    await user.keyboard(' ');
    expect(button.getAttribute('data-state')).toBe('on');
    await user.keyboard('{Enter}');
    expect(button.getAttribute('data-state')).toBe('off');
  });

  it('announces politely, once, when the store drops the oldest favourites', async () => {
    setupFlagsPage(card(1, 2));
    // Before any widget listens.
    fillCookie();
    await mountWidget('#c1-0', flag);
    await mountWidget('#c1-1', flag);
    const region = document.querySelector('[data-sf-announcer]') as HTMLElement;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const added: Node[] = [];
    new MutationObserver((records) => {
      for (const record of records) added.push(...record.addedNodes);
    }).observe(region, { childList: true });
    await userEvent.setup().click(toggleIn('#c1-0'));
    await Promise.resolve();
    expect(store().has(idOf(1))).toBe(true);
    expect(region.textContent).toBe('Your oldest favourites were removed to make room.');
    expect(added).toHaveLength(1);
  });

  it('says the capped message of its config', async () => {
    setupFlagsPage(
      `<div id="f" data-id="new" data-widget="flag" data-widget-config='{"capped_text":"Oldest removed."}'></div>`,
    );
    fillCookie();
    await mountWidget('#f', flag);
    await userEvent.setup().click(toggleIn('#f'));
    expect(document.querySelector('[data-sf-announcer]')?.textContent).toBe('Oldest removed.');
  });

  it('fails to mount without an item id, leaving the server link', async () => {
    setupFlagsPage(`<div id="lost" data-widget="flag">${FALLBACK}</div>`);
    const element = document.querySelector('#lost') as HTMLElement;
    const parsed = flag.parseConfig?.({});
    if (!parsed || !('value' in parsed)) throw new Error('config issues');
    const context = {
      name: 'flag',
      config: parsed.value,
      signal: new AbortController().signal,
      report: () => {},
    };
    await expect(Promise.resolve(flag.mount(element, context))).rejects.toThrow(/no item id/);
    expect(element.innerHTML).toBe(FALLBACK);
  });

  it('reports wrong config values by JSON path', () => {
    expect(flag.parseConfig?.({ id: 5, text: { flag: 7 }, key: 'no spaces' })).toEqual({
      issues: [
        { path: '$.id', message: expect.any(String) },
        { path: '$.text.flag', message: expect.any(String) },
        { path: '$.key', message: expect.any(String) },
      ],
    });
    expect(flag.parseConfig?.([])).toEqual({
      issues: [{ path: '$', message: 'expected a JSON object' }],
    });
  });

  it('keeps the focus a keyboard visitor had on the server link when the button replaces it', async () => {
    // A flag wakes when it nears the viewport (data-widget-load="visible"): a visitor tabbing down
    // the results reaches the server link while its code loads, and React's swap took the focused
    // link away, so the focus fell to <body> and the next Tab started from the page's top.
    setupFlagsPage(card(5));
    const link = document.querySelector<HTMLElement>('#c5-0 a');
    link?.focus();
    expect(document.activeElement).toBe(link);
    await mountWidget('#c5-0', flag);
    expect(document.activeElement).toBe(toggleIn('#c5-0'));
  });

  it('leaves the focus where it is when the visitor was elsewhere', async () => {
    setupFlagsPage(`${card(6)}<button id="other">Other</button>`);
    const other = document.getElementById('other') as HTMLElement;
    (document.querySelector('#c6-0 a') as HTMLElement).focus();
    other.focus();
    await mountWidget('#c6-0', flag);
    expect(document.activeElement).toBe(other);
  });

  it('puts the server link back when unmounted', async () => {
    setupFlagsPage(card(4));
    const widget = await mountWidget('#c4-0', flag);
    widget.unmount();
    expect(widget.element.innerHTML).toBe(FALLBACK);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as facet from '../islands/facet.js';
import {
  BASE_CONFIG,
  mountWidget,
  resetPage,
  settle,
  setupPage,
} from '../test-support/search-page.js';

const DESCRIPTIONS = {
  Pool: 'Heated from May to September',
  'Hot tub': 'Private, on the terrace',
};

async function mountAmenities(widget: object = { facet: 'sm_amenities' }) {
  setupPage(
    `<section id="f" data-widget="facet" data-search="main" data-widget-config='${JSON.stringify(widget)}'><h3>Amenities</h3></section>`,
    {
      config: {
        ...BASE_CONFIG,
        facets: [{ field: 'sm_amenities', label: 'Amenities', descriptions: DESCRIPTIONS }],
      },
    },
  );
  await mountWidget('#f', facet);
  await settle();
}

/** The element `aria-describedby` points at. */
const descriptionOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
};

/** Waits until @floating-ui/react, loaded on first use, positions the open tooltip. */
const positioned = () =>
  waitFor(() => expect(screen.getByRole('tooltip').style.position).toBe('absolute'));

/** The open tooltips' texts. */
const openTips = () => screen.queryAllByRole('tooltip').map((tip) => tip.textContent);

/**
 * A layout, which happy-dom has not: the items 30px high from y=100 and 240px wide, each tooltip
 * 180 × 24px, 6px above its item, as the stylesheet and floating-ui place them. So Hot tub's
 * item lies between Pool's item and Pool's tooltip, as "Smoke alarm" does above "Wifi" in the demo.
 */
function layOut() {
  const viewport = document.documentElement;
  Object.defineProperties(viewport, {
    clientWidth: { value: 1024, configurable: true },
    clientHeight: { value: 768, configurable: true },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(viewport, 'clientWidth');
    Reflect.deleteProperty(viewport, 'clientHeight');
  });
  const items = () => [...document.querySelectorAll('.sf-facet__item')];
  const rect = vi.fn(function (this: Element) {
    const item = this.closest('.sf-facet__item');
    if (!item) return new DOMRect(0, 0, 0, 0);
    const top = 100 + 30 * items().indexOf(item);
    return this.classList.contains('sf-facet__tooltip')
      ? new DOMRect(0, top - 6 - 24, 180, 24)
      : new DOMRect(0, top, 240, 30);
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(rect);
  /** A point inside `element` at height `y` (the pointer moves there). */
  return (element: Element, y: number) => ({
    target: element,
    coords: { clientX: 20, clientY: y },
  });
}

/**
 * Chromium's `:focus-visible` for a checkbox or button: focused, and the last input was a key,
 * not a press (happy-dom matches it whenever the element has focus).
 */
function emulateFocusVisible() {
  let keyboard = true;
  const key = () => {
    keyboard = true;
  };
  const press = () => {
    keyboard = false;
  };
  document.addEventListener('keydown', key, true);
  document.addEventListener('pointerdown', press, true);
  onTestFinished(() => {
    document.removeEventListener('keydown', key, true);
    document.removeEventListener('pointerdown', press, true);
  });
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (
    this: Element,
    selector: string,
  ) {
    return selector === ':focus-visible'
      ? keyboard && this.ownerDocument.activeElement === this
      : matches.call(this, selector);
  });
}

afterEach(resetPage);

describe('facet: tooltips', () => {
  // First, while floating-ui is not loaded yet (the first tooltip loads it); then again after.
  it('opens on keyboard focus but not on a tap (touch), which would leave it over the list', async () => {
    emulateFocusVisible();
    for (const round of ['before floating-ui', 'after']) {
      await mountAmenities();
      const user = userEvent.setup();
      const pool = screen.getByRole('checkbox', { name: 'Pool (3)' });
      await user.pointer({ keys: '[TouchA]', target: screen.getByText('Pool') });
      await settle();
      expect(pool).toHaveProperty('checked', true);
      expect(document.activeElement).toBe(pool);
      expect([round, openTips()]).toEqual([round, []]);
      // The keyboard does open it: Shift+Tab away from Pool, and Tab back.
      await user.tab({ shift: true });
      expect(document.activeElement).not.toBe(pool);
      await user.tab();
      expect(document.activeElement).toBe(pool);
      await waitFor(() => expect(openTips()).toEqual(['Heated from May to September']));
      await positioned();
      // A tap elsewhere on the page closes it.
      await user.pointer({ keys: '[TouchA]', target: screen.getByText('Amenities') });
      await waitFor(() => expect(openTips()).toEqual([]));
      resetPage();
    }
  });

  it('stays open while the pointer moves from the item over the one above onto it (WCAG 1.4.13)', async () => {
    await mountAmenities();
    const at = layOut();
    const user = userEvent.setup();
    const pool = screen.getByText('Pool');
    await user.pointer(at(pool, 205));
    await positioned();
    expect(openTips()).toEqual(['Heated from May to September']);
    const tooltip = screen.getByRole('tooltip');
    // Up through the 6px between Pool's item and its tooltip: that is over Hot tub's item.
    await user.pointer(at(screen.getByText('Hot tub'), 187));
    expect(openTips()).toContain('Heated from May to September');
    // Onto the tooltip: it stays, and Hot tub's (opened on the way) goes.
    await user.pointer(at(tooltip, 175));
    await waitFor(() => expect(openTips()).toEqual(['Heated from May to September']));
    expect(screen.getByRole('tooltip')).toBe(tooltip);
    // Escape still dismisses it, the pointer still on it.
    await user.keyboard('{Escape}');
    expect(openTips()).toEqual([]);
    // Away, back into the item, and away from both: it closes.
    const away = { target: screen.getByText('Amenities'), coords: { clientX: 600, clientY: 20 } };
    await user.pointer(away);
    await user.pointer(at(pool, 205));
    expect(openTips()).toEqual(['Heated from May to September']);
    await user.pointer(away);
    await waitFor(() => expect(openTips()).toEqual([]));
  });

  it('links items that have a description with aria-describedby, hidden until wanted', async () => {
    await mountAmenities();
    const pool = screen.getByRole('checkbox', { name: 'Pool (3)' });
    const description = descriptionOf(pool);
    expect(description?.textContent).toBe('Heated from May to September');
    expect(description?.getAttribute('role')).toBe('tooltip');
    expect(description?.hidden).toBe(true);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'Wifi (9)' }).hasAttribute('aria-describedby'),
    ).toBe(false);
  });

  it('opens on hover, positioned by floating-ui, and closes on Escape and on leaving', async () => {
    await mountAmenities();
    const user = userEvent.setup();
    await user.hover(screen.getByText('Hot tub'));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Private, on the terrace');
    expect(tooltip.getAttribute('data-state')).toBe('open');
    await positioned();
    expect(descriptionOf(screen.getByRole('checkbox', { name: 'Hot tub (3)' }))).toBe(
      screen.getByRole('tooltip'),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.unhover(screen.getByText('Hot tub'));
    await user.hover(screen.getByText('Hot tub'));
    expect(screen.getByRole('tooltip').textContent).toBe('Private, on the terrace');
    await user.unhover(screen.getByText('Hot tub'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on keyboard focus and closes on Escape and on blur', async () => {
    await mountAmenities();
    const user = userEvent.setup();
    const pool = screen.getByRole('checkbox', { name: 'Pool (3)' });
    // Wifi, Parking (no descriptions), then Hot tub, then Pool.
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toBe('Private, on the terrace');
    await user.tab();
    expect(document.activeElement).toBe(pool);
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toEqual([
      'Heated from May to September',
    ]);
    await positioned();
    // The Escape that closes the tooltip is its own: cancelled, so a popover or dialog the facet
    // is in (a filters sheet) stays open. The next Escape, with no tooltip, is theirs.
    // Each keydown as it starts (capture on window: first, whatever stops it later), read after.
    const presses: KeyboardEvent[] = [];
    const record = (event: KeyboardEvent) => presses.push(event);
    window.addEventListener('keydown', record, true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(pool);
    await user.keyboard('{Escape}');
    window.removeEventListener('keydown', record, true);
    expect(presses.map((press) => press.defaultPrevented)).toEqual([true, false]);
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    // Pool is the last control: Tab leaves the facet.
    await user.tab();
    expect(document.activeElement).not.toBe(pool);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('works the same on link lists', async () => {
    await mountAmenities({ facet: 'sm_amenities', display: 'links' });
    const user = userEvent.setup();
    const pool = screen.getByRole('button', { name: 'Pool (3)' });
    expect(descriptionOf(pool)?.textContent).toBe('Heated from May to September');
    await user.hover(pool);
    expect(screen.getByRole('tooltip').textContent).toBe('Heated from May to September');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

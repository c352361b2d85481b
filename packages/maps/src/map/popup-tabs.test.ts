import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupTabs } from './popup-tabs.js';

const TABS = [
  { title: 'About', text: 'A cottage by the sea' },
  { title: 'Prices', text: 'From £80 a night' },
  { title: 'Reviews', text: 'Lovely' },
];

/** Tabs in the page (focus needs it), inside a parent that records the keys reaching it. */
const mountTabs = () => {
  const parent = document.createElement('div');
  const keysAbove = vi.fn((event: KeyboardEvent) => event.key);
  parent.addEventListener('keydown', keysAbove);
  const box = popupTabs(TABS, document);
  parent.append(box);
  document.body.append(parent);
  const tabs = [...box.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panels = [...box.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
  const list = box.querySelector<HTMLElement>('[role="tablist"]');
  return { box, list, tabs, panels, keysAbove };
};

const selected = (tabs: HTMLElement[]) =>
  tabs.map((tab) => tab.getAttribute('aria-selected') === 'true');

/** The key pressed on the selected tab; whether the page's default action was prevented. */
const press = (tabs: HTMLElement[], key: string) => {
  const current = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') as HTMLElement;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  current.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  document.body.replaceChildren();
});

describe('popupTabs (SPEC 3.19 tabs, WAI-ARIA tabs pattern)', () => {
  it('has a tablist of tabs, each controlling its labelled panel', () => {
    const { list, tabs, panels } = mountTabs();
    expect(list).not.toBeNull();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['About', 'Prices', 'Reviews']);
    expect(tabs.every((tab) => tab.tagName === 'BUTTON' && tab.parentElement === list)).toBe(true);
    expect(panels.map((panel) => panel.textContent)).toEqual(TABS.map(({ text }) => text));
    tabs.forEach((tab, index) => {
      const panel = panels[index] as HTMLElement;
      expect(tab.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(document.getElementById(tab.id)).toBe(tab);
      expect(document.getElementById(panel.id)).toBe(panel);
    });
  });

  it('selects the first tab: one tab stop, one panel shown', () => {
    const { tabs, panels } = mountTabs();
    expect(selected(tabs)).toEqual([true, false, false]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true]);
  });

  it('gives each set of tabs its own ids', () => {
    const first = mountTabs();
    const second = mountTabs();
    expect(first.tabs[0]?.id).not.toBe(second.tabs[0]?.id);
    expect(first.panels[0]?.id).not.toBe(second.panels[0]?.id);
  });

  it('selects a tab on click, without moving the focus elsewhere', () => {
    const { tabs, panels } = mountTabs();
    tabs[2]?.click();
    expect(selected(tabs)).toEqual([false, false, true]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    expect(panels.map((panel) => panel.hidden)).toEqual([true, true, false]);
  });

  it('moves with ArrowRight and ArrowLeft, wrapping, and focuses the tab', () => {
    const { tabs, panels } = mountTabs();
    expect(press(tabs, 'ArrowRight')).toBe(true);
    expect(selected(tabs)).toEqual([false, true, false]);
    expect(document.activeElement).toBe(tabs[1]);
    expect(panels.map((panel) => panel.hidden)).toEqual([true, false, true]);
    press(tabs, 'ArrowRight');
    press(tabs, 'ArrowRight');
    expect(selected(tabs)).toEqual([true, false, false]);
    expect(document.activeElement).toBe(tabs[0]);
    press(tabs, 'ArrowLeft');
    expect(selected(tabs)).toEqual([false, false, true]);
    expect(document.activeElement).toBe(tabs[2]);
    press(tabs, 'ArrowLeft');
    expect(selected(tabs)).toEqual([false, true, false]);
  });

  it('goes to the first and last tab with Home and End', () => {
    const { tabs, panels } = mountTabs();
    press(tabs, 'End');
    expect(selected(tabs)).toEqual([false, false, true]);
    expect(document.activeElement).toBe(tabs[2]);
    expect(panels.map((panel) => panel.hidden)).toEqual([true, true, false]);
    press(tabs, 'Home');
    expect(selected(tabs)).toEqual([true, false, false]);
    expect(document.activeElement).toBe(tabs[0]);
  });

  it('keeps the keys it uses from the map, and lets the others through', () => {
    const { tabs, keysAbove } = mountTabs();
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) press(tabs, key);
    expect(keysAbove).not.toHaveBeenCalled();
    expect(press(tabs, 'Tab')).toBe(false);
    expect(press(tabs, 'ArrowDown')).toBe(false);
    expect(keysAbove.mock.results.map(({ value }) => value)).toEqual(['Tab', 'ArrowDown']);
    // Unused keys select nothing: End was the last key used.
    expect(selected(tabs)).toEqual([false, false, true]);
  });
});

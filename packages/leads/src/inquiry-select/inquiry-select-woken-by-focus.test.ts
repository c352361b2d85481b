/**
 * Woken by the loader's `interaction` trigger from the keyboard: the focus that woke the widget
 * came before its listeners, so it upgrades at mount, focused and closed. The combobox chunk
 * loads once per file, so this file has the native select to itself.
 */
import { afterEach, expect, it } from 'vitest';
import { combobox, native, setupInquiry } from '../test-support/inquiry-form.js';

afterEach(() => {
  document.body.innerHTML = '';
});

it('upgrades a select that had the focus when it woke, focused and closed', async () => {
  const { assign, stop } = setupInquiry(undefined, () => native().focus());
  const input = await combobox();
  expect(document.activeElement).toBe(input);
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(assign).not.toHaveBeenCalled();
  stop();
});

/**
 * The first upgrade by the keyboard (the combobox chunk loads once per file, so this file has the
 * native select to itself; inquiry-select-press.test.ts has the press).
 */
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { combobox, native, setupInquiry } from '../test-support/inquiry-form.js';

afterEach(() => {
  document.body.innerHTML = '';
});

it('the keyboard’s focus upgrades the select focused and closed, and Tab leaves it unchosen', async () => {
  const { assign, stop } = setupInquiry();
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement).toBe(native());
  const input = await combobox();
  expect(document.activeElement).toBe(input);
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryAllByRole('option')).toEqual([]);
  // With a menu open, react-select's Tab would have chosen; closed, it only leaves.
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  expect(native().value).toBe('15::/properties/mill-house');
  expect(assign).not.toHaveBeenCalled();
  stop();
});

/**
 * The first upgrade by a press (a tap, a click): the select is replaced under the finger, so the
 * combobox opens at once and the first tap shows the choices. The combobox chunk loads once per
 * file, so this file has the native select to itself.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { combobox, native, setupInquiry } from '../test-support/inquiry-form.js';

afterEach(() => {
  document.body.innerHTML = '';
});

it('a press upgrades the select open and focused, without choosing', async () => {
  const { assign, stop } = setupInquiry();
  await userEvent.setup().click(native());
  const input = await combobox();
  expect(document.activeElement).toBe(input);
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Villa Rosa',
      'Sea Cottage',
      'Partner Lodge',
      'Bad Barn',
      'Mill House',
    ]),
  );
  expect(assign).not.toHaveBeenCalled();
  stop();
});

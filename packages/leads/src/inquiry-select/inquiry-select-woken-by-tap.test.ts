/**
 * Woken by the loader's `interaction` trigger by a tap: the tap focused the select before the
 * widget's listeners were there, and the loader replays its held click once mounted. The combobox
 * chunk loads once per file, so this file has the native select to itself.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { combobox, native, setupInquiry } from '../test-support/inquiry-form.js';

afterEach(() => {
  document.body.innerHTML = '';
});

it('upgrades a select focused before it woke, open when the held click is replayed', async () => {
  const { assign, stop } = setupInquiry(undefined, () => native().focus());
  native().click();
  const input = await combobox();
  expect(document.activeElement).toBe(input);
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
  expect(assign).not.toHaveBeenCalled();
  stop();
});

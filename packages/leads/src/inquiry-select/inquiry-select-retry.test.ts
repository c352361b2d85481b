/**
 * A combobox chunk that does not come (offline, a deploy in between): the native select goes on
 * working, and the next hover or focus tries again.
 */
import { fireEvent } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { combobox, native, setupInquiry } from '../test-support/inquiry-form.js';

let attempts = 0;
vi.mock('./PropertyCombobox.js', async (importOriginal) => {
  attempts += 1;
  if (attempts === 1) throw new Error('offline');
  return importOriginal();
});

afterEach(() => {
  document.body.innerHTML = '';
});

it('keeps the native select when the chunk fails, and tries again on the next hover', async () => {
  const { stop } = setupInquiry();
  fireEvent.pointerEnter(native());
  await vi.waitFor(() => expect(attempts).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(native().hidden).toBe(false);
  expect(document.querySelector('.sf-inquiry-select')).toBeNull();
  fireEvent.pointerEnter(native());
  await combobox();
  expect(attempts).toBe(2);
  stop();
});

/**
 * What Chromium (Windows, Linux) does with ArrowDown and ArrowUp on a focused, closed native
 * `<select>`, which neither happy-dom nor user-event does: the key's default action (after its
 * listeners, unless one prevented it) moves the value by one option and fires `input` and `change`,
 * at every key. Returns the function that stops it.
 */
export function emulateClosedSelectKeys(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const select = event.target;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!(select instanceof HTMLSelectElement) || !step || event.defaultPrevented || event.altKey)
      return;
    const index = select.selectedIndex + step;
    if (index < 0 || index >= select.options.length) return;
    select.selectedIndex = index;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  // On the window, the last stop of the keydown's way: after the page's own listeners.
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}

/**
 * Browsing a closed native `<select>` from the keyboard: in Chromium (checked by the demo's
 * sort-keyboard e2e test) and Firefox on Windows and Linux, arrows, Home/End, Page Up/Down and
 * typed letters move a closed select's value and fire `change` at every key, while the visitor is
 * still looking for an option. Such a `change` comes in the key's own task (or its keypress right
 * after); a pick from the opened list (mouse, touch, Alt+Down, Space, or an arrow on macOS, which
 * opens the list there) comes well after the last key the page saw, and is a choice. Shared by the
 * sort and hits-per-page selects and the native drop-down facet (runtime/use-held-choice.ts), and
 * the jump menu, which decide what then applies the choice.
 */

/** How long after a key on the select its own `change` may come, in ms (a pick from a list the
 * key opened takes longer). */
const KEY_CHANGE_MS = 200;

export interface KeyChanges {
  /** Call on the select's `keydown`. */
  keydown(): void;
  /** On `change`: whether a key moved the value (browsing) rather than the visitor choosing it. */
  browsing(): boolean;
}

export function keyChanges(): KeyChanges {
  let at = -Infinity;
  return {
    keydown: () => {
      at = performance.now();
    },
    browsing: () => performance.now() - at < KEY_CHANGE_MS,
  };
}

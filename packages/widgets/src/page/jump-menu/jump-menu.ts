/**
 * Jump menus (SPEC 2.8, 7.8, 9.4): an enhancer for a server `<form>` holding a `<select>` of
 * destinations and a 'Go' button. Without JavaScript the form submits to the server. Enhanced,
 * the button is hidden and choosing an option navigates at once.
 *
 * Keyboard: a closed select changes its value at every arrow key (Chromium, Firefox), so
 * navigating on each `change` would leave the page while the visitor is still looking for an
 * option. A `change` made by a key on the closed select (see key-changes.ts, shared with the sort
 * and hits-per-page selects) is therefore not followed: Enter goes to the option then. Leaving the
 * select does not go (a change of context nobody asked for, WCAG 3.2.2). A pick from
 * the opened list (pointer, or the keyboard after Alt+Down, Space, F4) navigates at once.
 */
import { defineWidgetConfig, integer, type ParsedValue } from '../../config/widget-config.js';
import { keyChanges } from '../../sort/key-changes.js';
import { resolveDestination } from './destination.js';

/** SPEC 9.4: the jump menu's minimum width. */
export const JUMP_MENU_MIN_WIDTH_PX = 140;

export const parseJumpMenuConfig = defineWidgetConfig('jump-menu', {
  /** The select's minimum width in CSS pixels (an inline `min-width`). @default 140 */
  minWidth: integer(JUMP_MENU_MIN_WIDTH_PX, 0, 2000),
});

export type JumpMenuConfig = ParsedValue<typeof parseJumpMenuConfig>;

export interface JumpMenuPlatform {
  /** Navigates. @default (url) => window.location.assign(url) */
  assign(url: string): void;
}

/** Enhances the jump-menu `form`; returns the cleanup that puts the server form back. */
export function startJumpMenu(
  form: HTMLElement,
  config: JumpMenuConfig,
  platform?: JumpMenuPlatform,
): () => void {
  const select = form.querySelector('select');
  if (!select) {
    console.warn('Stayfront jump-menu: no <select> found; nothing to enhance.');
    return () => {};
  }
  const view = form.ownerDocument.defaultView;
  const assign = platform?.assign ?? ((url: string) => view?.location.assign(url));
  const buttons = [
    ...form.querySelectorAll<HTMLElement>(
      'button:not([type]), button[type="submit"], input[type="submit"]',
    ),
  ].filter((button) => !button.hidden);
  const minWidth = select.style.minWidth;

  let current = select.value;
  const keys = keyChanges();

  const go = () => {
    const value = select.value;
    if (!value) return;
    const url = resolveDestination(value, form.ownerDocument.baseURI);
    if (!url) {
      console.warn(`Stayfront jump-menu: refused to navigate to "${value}" (only http(s) URLs).`);
      return;
    }
    current = value;
    assign(url.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      go();
    } else keys.keydown();
  };
  const onChange = () => {
    if (select.value === current || keys.browsing()) return;
    go();
  };
  // The form itself (an implicit submit, a script calling requestSubmit) goes the same checked way.
  const onSubmit = (event: Event) => {
    event.preventDefault();
    go();
  };

  select.style.minWidth = `${config.minWidth}px`;
  for (const button of buttons) button.hidden = true;
  select.addEventListener('keydown', onKeyDown);
  select.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);

  return () => {
    select.removeEventListener('keydown', onKeyDown);
    select.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
    for (const button of buttons) button.hidden = false;
    select.style.minWidth = minWidth;
    if (!select.getAttribute('style')) select.removeAttribute('style');
  };
}

/**
 * SPEC 2.7: the button that shows or hides the grouped fee line items, a WAI-ARIA disclosure: a
 * real `<button type="button">` (Enter and Space work, it never submits the checkout form) with
 * `aria-expanded` and `aria-controls`, the fees `hidden` while collapsed. The total is outside the
 * fees, so it stays in view. A server's `<button data-fees-toggle>` is used as it is (its text
 * kept, unless it is the show or hide text, which then follows the state), and shown: a server
 * renders it `hidden`, as it does nothing without JavaScript, where the fees are listed; a link or other element in its place is swapped for a button (a link is not a control:
 * Space scrolls the page instead), and with no toggle at all a button goes before the fees. The
 * made button's text says what it will do ("Show fees", "Hide fees").
 */
import { rememberAttributes } from './restore-attributes.js';

export interface FeesTexts {
  readonly show: string;
  readonly hide: string;
}

let counter = 0;

/**
 * Puts `next` in place of `current`, and the focus with it when `current` had it: a visitor who
 * reached the server's link before the widget woke (a slow phone) would be dropped to the page's
 * start (WCAG 2.4.3).
 */
function handOver(current: HTMLElement, next: HTMLElement): void {
  const focused = current.ownerDocument.activeElement === current;
  current.replaceWith(next);
  if (focused) next.focus();
}

export function startFeesDisclosure(
  root: HTMLElement,
  fees: HTMLElement,
  open: boolean,
  texts: FeesTexts,
): () => void {
  const document = root.ownerDocument;
  const found = root.querySelector<HTMLElement>('[data-fees-toggle]');
  // A toggle wrapped around the fees would take them along when swapped for a button.
  const serverToggle = found?.contains(fees) ? null : found;
  const made = serverToggle instanceof HTMLButtonElement ? null : document.createElement('button');
  const button = made ?? (serverToggle as HTMLButtonElement);
  const restore = rememberAttributes([fees], ['hidden', 'id']);
  const restoreButton = made
    ? () => {}
    : rememberAttributes([button], ['type', 'aria-expanded', 'aria-controls', 'hidden']);
  const serverText = made ? null : button.textContent;
  const followsState = made !== null || [texts.show, texts.hide].includes(serverText?.trim() ?? '');

  if (made) {
    made.className = serverToggle?.className || 'checkout__fees-toggle';
    made.setAttribute('data-fees-toggle', '');
    if (serverToggle) handOver(serverToggle, made);
    else fees.before(made);
  }
  button.type = 'button';
  button.hidden = false;
  if (!fees.id) fees.id = `sf-checkout-fees-${++counter}`;
  button.setAttribute('aria-controls', fees.id);

  const show = (expanded: boolean) => {
    button.setAttribute('aria-expanded', String(expanded));
    fees.hidden = !expanded;
    if (followsState) button.textContent = expanded ? texts.hide : texts.show;
  };
  show(open);
  const controller = new AbortController();
  button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'), {
    signal: controller.signal,
  });

  return () => {
    controller.abort();
    if (made && serverToggle) handOver(made, serverToggle);
    else made?.remove();
    if (!made && serverText !== null) button.textContent = serverText;
    restoreButton();
    restore();
  };
}

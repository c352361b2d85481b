import type { Directive } from './directive.js';

/** Events that wake an `interaction` widget: pointer, focus or key, on the element. */
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;
/** A chunk that hangs must not leave the server links dead: clicks go through again after this. */
export const HOLD_MS = 3000;
const CONTROLS = 'a,button,input,select,textarea,label,summary,[tabindex]';

/** Where an event happened, to be found again after an island replaced the nodes: tag, then element indexes. */
type Place = [tag: string, ...indexes: number[]];

/**
 * `interaction`: on the first pointer, focus or key event on the element. That first interaction
 * is not lost: while the widget loads, a plain click on one of its controls is held back and
 * replayed on the same control once it is mounted (on the server markup if it failed, or after
 * 3 s if its code hangs), and focus the swap dropped is put back. Modified clicks (new tab, new
 * window) and clicks outside controls go their own way.
 */
export const interaction: Directive = (element, _value, wake) => {
  let woken = false;
  let released = false;
  let clicked: Place | undefined;
  let focused: Place | undefined;
  let timer: ReturnType<typeof setTimeout>;
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type of [...INTERACTION_EVENTS, 'click']) element[method](type, handle, true);
  };
  const release = (live: boolean) => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    listen('removeEventListener');
    if (!live) return;
    const target = find(element, focused);
    if (target && document.activeElement === document.body) target.focus();
    find(element, clicked)?.click();
  };
  function handle(event: Event) {
    const place = placeOf(element, event);
    if (event.type === 'focusin') focused = place;
    if (event.type !== 'click') {
      if (woken) return;
      woken = true;
      timer = setTimeout(release, HOLD_MS, true);
      return wake(release);
    }
    const click = event as MouseEvent;
    if (!woken || !place || click.button || click.ctrlKey || click.metaKey || click.shiftKey)
      return;
    click.preventDefault();
    click.stopImmediatePropagation();
    clicked = place;
  }
  listen('addEventListener');
  // Stopped before it woke (the widget left): just stop listening. Once woken, release decides.
  return () => woken || release(false);
};

function placeOf(root: Element, event: Event): Place | undefined {
  const control = (event.target as Element | null)?.closest?.(CONTROLS);
  if (!control || !root.contains(control)) return undefined;
  const place: Place = [control.tagName];
  for (let node = control; node !== root; node = node.parentElement as Element) {
    place.splice(1, 0, [...(node.parentElement as Element).children].indexOf(node));
  }
  return place;
}

function find(root: Element, place: Place | undefined): HTMLElement | undefined {
  let node: Element | undefined = root;
  for (const index of place?.slice(1) ?? []) node = node?.children[index as number];
  return place && node?.tagName === place[0] ? (node as HTMLElement) : undefined;
}

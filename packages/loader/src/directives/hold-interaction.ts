/** A chunk that hangs must not leave the server links dead: clicks go through again after this. */
export const HOLD_MS = 3000;
const CONTROLS = 'a,button,input,select,textarea,label,summary,[tabindex]';

/** Where an event happened, to be found again after an island replaced the nodes: tag, then element indexes. */
type Place = [tag: string, ...indexes: number[]];

/** Ends a hold: with `live` (the widget is on the page), focus and the held click are replayed. */
export type ReleaseHold = (live: boolean) => void;

/**
 * Holds a widget's first interaction while its code loads, so nothing the visitor did is lost:
 * from now on (`first`, the event that woke it, included) a plain click on one of its controls is
 * held back, and the control focus went to is remembered. `release(true)`, once mounted, puts
 * focus the swap dropped back on the same control and replays the click there (on the server
 * markup if the widget failed); after 3 s (code that hangs) it releases itself. Modified clicks
 * (new tab, new window) and clicks outside controls go their own way. The `interaction` trigger
 * holds with it; so does a widget that loads part of itself on intent (the favourites counter's
 * panel).
 */
export function holdInteraction(element: Element, first?: Event): ReleaseHold {
  let released = false;
  let clicked: Place | undefined;
  let focused: Place | undefined;
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type of ['focusin', 'focusout', 'click']) element[method](type, handle, true);
  };
  const release: ReleaseHold = (live) => {
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
    // Focus the visitor took elsewhere (a click on the page, Tab out) is not brought back. Focus
    // lost because the swap removed its node is: that node is gone once the removal is over.
    if (event.type === 'focusout') {
      const left = event.target as Node;
      if (!element.contains((event as FocusEvent).relatedTarget as Node | null))
        queueMicrotask(() => {
          if (left.isConnected) focused = undefined;
        });
      return;
    }
    const place = placeOf(element, event);
    if (event.type === 'focusin') focused = place;
    const click = event as MouseEvent;
    if (
      event.type !== 'click' ||
      !place ||
      click.button ||
      click.ctrlKey ||
      click.metaKey ||
      click.shiftKey
    )
      return;
    click.preventDefault();
    click.stopImmediatePropagation();
    clicked = place;
  }
  const timer = setTimeout(release, HOLD_MS, true);
  listen('addEventListener');
  if (first) handle(first);
  return release;
}

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

/**
 * SPEC 4.6: the page becomes 'human' on the visitor's first mouse move, touch move, Tab key or
 * Enter key. One listener set per page, shared by every protected form, added when the first form
 * asks and removed as soon as it fires (or when the last form lets go). A form enhanced after
 * that (a lead form opened in a modal) hears it at once.
 *
 * The page is also human when the browser says it has had a user activation
 * (`navigator.userActivation.hasBeenActive`: a real click, tap or key, never a script's) before
 * the first form asked: the legacy script listened from the page's load, but a lead form's code
 * comes only with its form, and a form loaded into a modal comes after the very click that
 * opened it. The moves made before that were never heard, and a visitor who typed without a Tab
 * would have sent a locked form.
 */
type Listener = () => void;

interface PageSignal {
  human: boolean;
  readonly listeners: Set<Listener>;
  stop: (() => void) | null;
}

const pages = new WeakMap<Document, PageSignal>();
const HUMAN_KEYS = new Set(['Tab', 'Enter']);

function pageSignal(document: Document): PageSignal {
  let signal = pages.get(document);
  if (!signal) {
    signal = { human: false, listeners: new Set(), stop: null };
    pages.set(document, signal);
  }
  return signal;
}

function listen(document: Document, signal: PageSignal): void {
  const controller = new AbortController();
  // Captured, so a widget that stops a key or a move from bubbling cannot hide it.
  const options = { capture: true, passive: true, signal: controller.signal };
  const fire = () => markHuman(document);
  document.addEventListener('mousemove', fire, options);
  document.addEventListener('touchmove', fire, options);
  document.addEventListener(
    'keydown',
    (event) => {
      if (HUMAN_KEYS.has(event.key)) fire();
    },
    options,
  );
  signal.stop = () => controller.abort();
}

/** Calls `listener` once, when the page turns human (at once if it already has). */
export function onFirstHumanInput(document: Document, listener: Listener): () => void {
  const signal = pageSignal(document);
  if (!signal.human && hadUserActivation(document)) markHuman(document);
  if (signal.human) {
    listener();
    return () => {};
  }
  signal.listeners.add(listener);
  if (!signal.stop) listen(document, signal);
  return () => {
    signal.listeners.delete(listener);
    if (!signal.listeners.size) {
      signal.stop?.();
      signal.stop = null;
    }
  };
}

function hadUserActivation(document: Document): boolean {
  const navigator = document.defaultView?.navigator as
    | (Navigator & { userActivation?: { hasBeenActive?: unknown } })
    | undefined;
  return navigator?.userActivation?.hasBeenActive === true;
}

/** The page is human from now on (its first input, or a submit made by hand). */
export function markHuman(document: Document): void {
  const signal = pageSignal(document);
  if (signal.human) return;
  signal.human = true;
  signal.stop?.();
  signal.stop = null;
  const listeners = [...signal.listeners];
  signal.listeners.clear();
  for (const listener of listeners) listener();
}

export const isHuman = (document: Document): boolean => pages.get(document)?.human ?? false;

/** Forgets that the page turned human (each test starts from a fresh page load). */
export function forgetHumanInput(document: Document): void {
  pages.get(document)?.stop?.();
  pages.delete(document);
}

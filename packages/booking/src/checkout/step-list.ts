/**
 * SPEC 2.7: the checkout's numbered steps, the server's `<ol data-checkout-steps>`. The server marks
 * the current step (`aria-current="step"`, or `data-current` where its template cannot write ARIA);
 * the widget makes that the one step with `aria-current="step"` (screen readers say "current
 * step"), names the list, and gives every step `data-state="complete|current|upcoming"` for the
 * theme. Completed steps get a visually hidden "(completed)": a theme's tick is not read. A server
 * that already writes that note for visitors without JavaScript marks it `data-checkout-step-note`
 * and the widget keeps it instead of adding a second ("Dates (completed) (completed)").
 */
import { rememberAttributes } from './restore-attributes.js';

export interface StepListTexts {
  /** The list's accessible name, when the server gave it none. */
  readonly label: string;
  /** Read after each completed step's name. */
  readonly completed: string;
}

export type StepState = 'complete' | 'current' | 'upcoming';

// Visually hidden but read, as @stayfront/widgets' announcer: an inline style (set through the
// CSSOM, which a strict CSP allows) since the widget ships no stylesheet.
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

const isNamed = (element: Element) =>
  element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
/**
 * A navigation landmark the server named ("Checkout steps") already names the list in it: naming
 * the list too had a screen reader say the name twice on the way in.
 */
const NAMED_NAV = 'nav[aria-label], nav[aria-labelledby]';

export const stepsOf = (list: Element): HTMLElement[] =>
  [...list.children].filter((child): child is HTMLElement => child.tagName === 'LI');

/**
 * The 0-based index of the step the server marked current, else of the step at `fallback` (a
 * 1-based position, the config's step number), else -1: a list with nothing marked is not guessed.
 */
export function currentStepIndex(steps: readonly Element[], fallback: number | null): number {
  const aria = steps.findIndex((step) => step.getAttribute('aria-current') === 'step');
  if (aria >= 0) return aria;
  const data = steps.findIndex(
    (step) => step.hasAttribute('data-current') && step.getAttribute('data-current') !== 'false',
  );
  if (data >= 0) return data;
  return fallback !== null && fallback <= steps.length ? fallback - 1 : -1;
}

export interface MarkedSteps {
  /** The current step's 1-based position, or null when none is marked. */
  readonly current: number | null;
  /** Puts the server's list back. */
  restore(): void;
}

export function markSteps(
  list: HTMLElement,
  texts: StepListTexts,
  fallback: number | null,
): MarkedSteps {
  const steps = stepsOf(list);
  const restoreList = rememberAttributes([list], ['aria-label']);
  if (!isNamed(list) && !list.parentElement?.closest(NAMED_NAV))
    list.setAttribute('aria-label', texts.label);
  const current = currentStepIndex(steps, fallback);
  if (current < 0) return { current: null, restore: restoreList };

  const restoreSteps = rememberAttributes(steps, ['aria-current', 'data-state']);
  const added: HTMLElement[] = [];
  steps.forEach((step, index) => {
    const state: StepState =
      index < current ? 'complete' : index === current ? 'current' : 'upcoming';
    step.setAttribute('data-state', state);
    if (state === 'current') step.setAttribute('aria-current', 'step');
    else step.removeAttribute('aria-current');
    if (state === 'complete' && !step.querySelector('[data-checkout-step-note]')) {
      const note = step.ownerDocument.createElement('span');
      note.setAttribute('data-checkout-step-note', '');
      note.style.cssText = VISUALLY_HIDDEN;
      note.textContent = ` (${texts.completed})`;
      // Inside the step's link when it has one, so the link's name says it too.
      (step.querySelector('a') ?? step).append(note);
      added.push(note);
    }
  });
  return {
    current: current + 1,
    restore() {
      for (const note of added) note.remove();
      restoreSteps();
      restoreList();
    },
  };
}

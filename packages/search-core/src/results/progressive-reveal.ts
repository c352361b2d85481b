/**
 * Progressive reveal (SPEC 2.2): `numvisible` items first, then `numvisible` more each time the
 * last visible item scrolls into view. The model is a tiny state machine; the widget supplies the
 * "last item is visible" signal (an IntersectionObserver in the browser).
 */

export interface RevealState {
  readonly step: number;
  readonly visible: number;
  readonly total: number;
}

export function startReveal(total: number, step: number): RevealState {
  const safeStep = Math.max(1, Math.floor(step));
  return { step: safeStep, total, visible: Math.min(total, safeStep) };
}

/** Called when the last visible item came into view. */
export function revealMore(state: RevealState): RevealState {
  return { ...state, visible: Math.min(state.total, state.visible + state.step) };
}

/** New results: keep the step, start over. */
export function resetReveal(state: RevealState, total: number): RevealState {
  return startReveal(total, state.step);
}

export function isFullyRevealed(state: RevealState): boolean {
  return state.visible >= state.total;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFullyRevealed, resetReveal, revealMore, startReveal } from './progressive-reveal.js';

describe('progressive reveal (SPEC 2.2, 9.2)', () => {
  it('shows numvisible items first', () => {
    const state = startReveal(50, 12);
    expect(state).toEqual({ step: 12, total: 50, visible: 12 });
    expect(isFullyRevealed(state)).toBe(false);
  });

  it('adds numvisible more each time the last visible item comes into view, up to the total', () => {
    let state = startReveal(30, 12);
    state = revealMore(state);
    expect(state.visible).toBe(24);
    expect(isFullyRevealed(state)).toBe(false);
    state = revealMore(state);
    expect(state.visible).toBe(30);
    expect(isFullyRevealed(state)).toBe(true);
    state = revealMore(state);
    expect(state.visible).toBe(30);
  });

  it('caps the first batch at the total', () => {
    expect(startReveal(5, 12)).toEqual({ step: 12, total: 5, visible: 5 });
    expect(isFullyRevealed(startReveal(5, 12))).toBe(true);
    expect(startReveal(0, 12).visible).toBe(0);
    expect(isFullyRevealed(startReveal(0, 12))).toBe(true);
  });

  it('starts over with the same step on new results', () => {
    let state = revealMore(revealMore(startReveal(100, 10)));
    expect(state.visible).toBe(30);
    state = resetReveal(state, 45);
    expect(state).toEqual({ step: 10, total: 45, visible: 10 });
    expect(resetReveal(state, 3)).toEqual({ step: 10, total: 3, visible: 3 });
  });

  it('uses a step of at least 1 and a whole number', () => {
    expect(startReveal(10, 0).visible).toBe(1);
    expect(startReveal(10, -5).step).toBe(1);
    expect(startReveal(10, 2.9).step).toBe(2);
  });

  it('does not change the state it is given', () => {
    const state = startReveal(40, 10);
    revealMore(state);
    resetReveal(state, 5);
    expect(state).toEqual({ step: 10, total: 40, visible: 10 });
  });

  it('property: after n reveals min(total, (n+1)*step) items are visible', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat({ max: 60 }),
        (total, step, reveals) => {
          let state = startReveal(total, step);
          let previous = state.visible;
          for (let i = 0; i < reveals; i++) {
            state = revealMore(state);
            expect(state.visible).toBeGreaterThanOrEqual(previous);
            expect(state.visible - previous).toBeLessThanOrEqual(step);
            previous = state.visible;
          }
          expect(state.visible).toBe(Math.min(total, (reveals + 1) * step));
          expect(isFullyRevealed(state)).toBe(state.visible === total);
        },
      ),
    );
  });
});

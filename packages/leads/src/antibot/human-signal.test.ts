import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetHumanInput, isHuman, markHuman, onFirstHumanInput } from './human-signal.js';

afterEach(() => {
  forgetHumanInput(document);
});

/** The AbortSignals of the listeners the page signal adds to the document. */
function listenerSignals() {
  const signals: AbortSignal[] = [];
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    if (typeof options === 'object' && options.signal) signals.push(options.signal);
    add(type, listener, options);
  });
  return signals;
}

describe('the page turning human (SPEC 4.6)', () => {
  it.each([
    ['a mouse move', () => document.dispatchEvent(new MouseEvent('mousemove'))],
    ['a touch move', () => document.body.dispatchEvent(new Event('touchmove', { bubbles: true }))],
    [
      'the Tab key',
      () =>
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })),
    ],
    [
      'the Enter key',
      () =>
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
    ],
  ])('happens on %s, once, for every listener', (_, act) => {
    const first = vi.fn();
    const second = vi.fn();
    onFirstHumanInput(document, first);
    onFirstHumanInput(document, second);
    act();
    act();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(isHuman(document)).toBe(true);
  });

  it('has happened when the browser reports a user activation before the first form asks', () => {
    // The click that opened a modal with a lead form in it came before the form's code.
    Object.defineProperty(navigator, 'userActivation', {
      configurable: true,
      value: { hasBeenActive: true, isActive: false },
    });
    try {
      const listener = vi.fn();
      onFirstHumanInput(document, listener);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(isHuman(document)).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('waits for an input when the page has had no user activation', () => {
    Object.defineProperty(navigator, 'userActivation', {
      configurable: true,
      value: { hasBeenActive: false, isActive: false },
    });
    try {
      const listener = vi.fn();
      onFirstHumanInput(document, listener);
      expect(listener).not.toHaveBeenCalled();
      document.dispatchEvent(new MouseEvent('mousemove'));
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('does not happen on other keys or clicks', () => {
    const listener = vi.fn();
    onFirstHumanInput(document, listener);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('listens with one shared set, removed once it fired', () => {
    const signals = listenerSignals();
    onFirstHumanInput(document, () => {});
    onFirstHumanInput(document, () => {});
    expect(signals).toHaveLength(3); // mousemove, touchmove, keydown: not three per form
    expect(new Set(signals).size).toBe(1);
    document.dispatchEvent(new MouseEvent('mousemove'));
    expect(signals[0]?.aborted).toBe(true);
  });

  it('stops listening when the last listener lets go', () => {
    const signals = listenerSignals();
    const stopFirst = onFirstHumanInput(document, () => {});
    const stopSecond = onFirstHumanInput(document, () => {});
    stopFirst();
    expect(signals[0]?.aborted).toBe(false);
    stopSecond();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('tells a listener that comes later at once', () => {
    markHuman(document);
    const late = vi.fn();
    onFirstHumanInput(document, late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

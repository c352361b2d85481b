/** A directive the test fires by hand, recording what the runtime gave it. */
import { type Mock, vi } from 'vitest';
import type { Directive, Wake } from '../directives/directive.js';

export interface ManualCall {
  readonly element: Element;
  readonly value: string;
  readonly wake: Wake;
  readonly stop: Mock<() => void>;
}

export function manualDirective(options: { wakeAtOnce?: boolean } = {}) {
  const calls: ManualCall[] = [];
  const directive: Directive = (element, value, wake) => {
    const stop = vi.fn<() => void>();
    calls.push({ element, value, wake, stop });
    if (options.wakeAtOnce) wake();
    return stop;
  };
  return {
    directive,
    calls,
    /** The call for `element`, or a thrown error. */
    callFor(element: Element): ManualCall {
      const call = calls.find((candidate) => candidate.element === element);
      if (!call) throw new Error('The directive was not called for this element');
      return call;
    },
  };
}

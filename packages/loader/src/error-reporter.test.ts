import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ErrorReporter, gtagReporter, reportPageErrors } from './error-reporter.js';

const stops: (() => void)[] = [];

function listen(report: () => ErrorReporter) {
  const stop = reportPageErrors(window, report);
  stops.push(stop);
  return stop;
}

function pageError(message: string, error: unknown = new Error(message), lineno = 10) {
  window.dispatchEvent(
    new ErrorEvent('error', {
      message,
      filename: 'https://site.test/theme.js',
      lineno,
      colno: 5,
      error,
    }),
  );
}

/** happy-dom has no PromiseRejectionEvent: an event with a `reason` stands in for it. */
function rejection(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

describe('gtagReporter', () => {
  it("sends a GA4 'exception' event", () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);

    gtagReporter('TypeError: x is undefined', new TypeError('x is undefined'));

    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'exception', {
      description: 'TypeError: x is undefined',
      fatal: false,
    });
  });

  it('does nothing on a page without gtag', () => {
    expect(() => gtagReporter('oops', undefined)).not.toThrow();
  });
});

describe('reportPageErrors', () => {
  it('reports each distinct uncaught error once, with its message and place', () => {
    const reporter = vi.fn<ErrorReporter>();
    listen(() => reporter);
    const first = new Error('boom');

    pageError('Uncaught Error: boom', first);
    pageError('Uncaught Error: boom', first);
    pageError('Uncaught Error: boom', new Error('boom'));
    pageError('Uncaught Error: boom', first, 11);
    pageError('Uncaught TypeError: other');

    expect(reporter.mock.calls.map(([description]) => description)).toEqual([
      'Uncaught Error: boom https://site.test/theme.js:10:5',
      'Uncaught Error: boom https://site.test/theme.js:11:5',
      'Uncaught TypeError: other https://site.test/theme.js:10:5',
    ]);
    expect(reporter.mock.calls[0]?.[1]).toBe(first);
  });

  it('reports each distinct unhandled rejection once', () => {
    const reporter = vi.fn<ErrorReporter>();
    listen(() => reporter);
    const reason = new Error('fetch failed');

    rejection(reason);
    rejection(reason);
    rejection('plain reason');

    expect(reporter.mock.calls).toEqual([
      ['Error: fetch failed', reason],
      ['plain reason', 'plain reason'],
    ]);
  });

  it('reports through gtag by default', () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    listen(() => gtagReporter);

    pageError('Uncaught ReferenceError: q');
    pageError('Uncaught ReferenceError: q');
    rejection('timeout');

    expect(gtag.mock.calls).toEqual([
      [
        'event',
        'exception',
        { description: 'Uncaught ReferenceError: q https://site.test/theme.js:10:5', fatal: false },
      ],
      ['event', 'exception', { description: 'timeout', fatal: false }],
    ]);
  });

  it('asks for the current reporter each time, so it can be replaced', () => {
    const first = vi.fn<ErrorReporter>();
    const second = vi.fn<ErrorReporter>();
    let current = first;
    listen(() => current);

    pageError('one');
    current = second;
    pageError('two');
    pageError('one');

    expect(first.mock.calls.map(([description]) => description)).toEqual([
      'one https://site.test/theme.js:10:5',
    ]);
    expect(second.mock.calls.map(([description]) => description)).toEqual([
      'two https://site.test/theme.js:10:5',
    ]);
  });

  it('survives a reporter that throws', () => {
    const reporter = vi.fn<ErrorReporter>(() => {
      throw new Error('reporter broke');
    });
    listen(() => reporter);

    expect(() => pageError('one')).not.toThrow();
    expect(() => pageError('two')).not.toThrow();

    expect(reporter).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped', () => {
    const reporter = vi.fn<ErrorReporter>();
    const stop = listen(() => reporter);

    stop();
    pageError('after stop');
    rejection('after stop');

    expect(reporter).not.toHaveBeenCalled();
  });
});

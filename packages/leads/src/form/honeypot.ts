/**
 * SPEC 5.1 honeypot timing: on submit, `honeypot_time` = `{token}|{seconds since page load}`. A
 * bot that posts at once shows a tiny page age; the server judges it. The age is the page's own
 * clock (`performance.now()` counts from the navigation's start), which no clock change upsets.
 */
export const HONEYPOT_FIELD = 'honeypot_time';

/** Whole seconds since the page began loading. */
export function pageAgeSeconds(view: Window | null): number {
  const now = (view?.performance ?? globalThis.performance).now();
  return Math.max(0, Math.floor(now / 1000));
}

export const honeypotValue = (token: string, seconds: number): string => `${token}|${seconds}`;

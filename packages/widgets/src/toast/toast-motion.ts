/**
 * Toast animation timing (SPEC 9.1): notyf's own keyframes, shown in 400 ms and hidden in 200 ms,
 * without notyf's staggered delays. Sits in a constructed stylesheet adopted after notyf's, so the
 * equal-specificity rules here win. With reduced motion the animations last 1 ms instead of none:
 * notyf removes a hidden toast on `animationend`, which must still fire.
 */

/** SPEC 9.1: notification show animation. */
export const TOAST_SHOW_MS = 400;
/** SPEC 9.1: notification hide animation. */
export const TOAST_HIDE_MS = 200;

const parts = (scope: string) =>
  [scope, ...['icon', 'message', 'dismiss'].map((part) => `${scope} .notyf__${part}`)].join(',');

export function toastMotionCss(showMs = TOAST_SHOW_MS, hideMs = TOAST_HIDE_MS): string {
  return [
    `${parts('.notyf__toast')}{animation-duration:${showMs}ms;animation-delay:0s}`,
    `${parts('.notyf__toast--disappear')}{animation-duration:${hideMs}ms;animation-delay:0s}`,
    '@media (prefers-reduced-motion:reduce){.notyf__toast,.notyf__toast *{animation-duration:1ms!important;animation-delay:0s!important}}',
  ].join('\n');
}

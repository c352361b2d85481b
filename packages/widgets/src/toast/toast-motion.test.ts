import { describe, expect, it } from 'vitest';
import { TOAST_HIDE_MS, TOAST_SHOW_MS, toastMotionCss } from './toast-motion.js';

describe('toastMotionCss (SPEC 9.1)', () => {
  it('shows in 400 ms and hides in 200 ms without notyf’s delays', () => {
    expect([TOAST_SHOW_MS, TOAST_HIDE_MS]).toEqual([400, 200]);
    const [show, hide] = toastMotionCss().split('\n');
    expect(show).toMatch(
      /^\.notyf__toast,.*\.notyf__toast \.notyf__message.*\{animation-duration:400ms;animation-delay:0s\}$/,
    );
    expect(hide).toMatch(
      /^\.notyf__toast--disappear,.*\{animation-duration:200ms;animation-delay:0s\}$/,
    );
  });

  it('keeps a 1 ms animation under reduced motion, so notyf still removes hidden toasts', () => {
    expect(toastMotionCss()).toContain(
      '@media (prefers-reduced-motion:reduce){.notyf__toast,.notyf__toast *{animation-duration:1ms!important',
    );
  });
});

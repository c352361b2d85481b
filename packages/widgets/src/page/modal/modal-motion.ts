/**
 * The modal's 250 ms animation (SPEC 9.1), drawn. The dialog spends 250 ms in
 * `data-state="opening"` and `"closing"` (modal-dialog.ts); these rules fade and lift it in and
 * out over exactly that time, and fade the backdrop with it. Without them a close waited a quarter
 * of a second with nothing moving, then the dialog vanished, and nothing ever animated: no
 * stylesheet, the package's or the demo theme's, had rules for those states.
 *
 * A constructed stylesheet, as the toasts' motion: no `<style>` element (a strict CSP needs no
 * 'unsafe-inline'), and it works without the optional stylesheet. Every selector is in `:where()`,
 * so a theme's own rule for `.sf-modal` or its states wins (`animation: none` turns it off).
 * The lift is the `translate` property, not `transform`: an animation overrides a theme's rules
 * for what it animates, and a theme that centres the dialog with `transform: translate(-50%,
 * -50%)` saw it slide in from off-centre; `translate` adds to that transform instead.
 * Reduced motion: the dialog never enters those states, and the rules are scoped out anyway.
 */
import { adoptStyleSheet } from '@stayfront/loader';

/** SPEC 9.1: modal animation. */
export const MODAL_ANIMATION_MS = 250;

export function modalMotionCss(ms = MODAL_ANIMATION_MS): string {
  const state = (name: string, pseudo = '') => `:where(.sf-modal[data-state="${name}"])${pseudo}`;
  return `@media (prefers-reduced-motion:no-preference){
@keyframes sf-modal-in{from{opacity:0;translate:0 .5rem}}
@keyframes sf-modal-out{to{opacity:0;translate:0 .5rem}}
@keyframes sf-modal-backdrop-in{from{opacity:0}}
@keyframes sf-modal-backdrop-out{to{opacity:0}}
${state('opening')}{animation:sf-modal-in ${ms}ms ease-out}
${state('closing')}{animation:sf-modal-out ${ms}ms ease-in forwards}
${state('opening', '::backdrop')}{animation:sf-modal-backdrop-in ${ms}ms ease-out}
${state('closing', '::backdrop')}{animation:sf-modal-backdrop-out ${ms}ms ease-in forwards}
}`;
}

/** Adds the motion rules to `document`, once (`adoptStyleSheet`). */
export function adoptModalMotion(document: Document): void {
  adoptStyleSheet(document, 'modal-motion', modalMotionCss);
}

import type { Directive, DirectiveName } from './directive.js';
import { idle } from './idle.js';
import { interaction } from './interaction.js';
import { media } from './media.js';
import { visible } from './visible.js';

export { type Directive, type DirectiveName, TRIGGERS, type Wake } from './directive.js';
export { HOLD_MS, holdInteraction, type ReleaseHold } from './hold-interaction.js';
export { IDLE_TIMEOUT_MS, idle } from './idle.js';
export { INTERACTION_EVENTS, interaction } from './interaction.js';
export { media } from './media.js';
export { VISIBLE_MARGIN, visible } from './visible.js';

/** Every directive Stayfront knows, for a bundler's build (classic loader.js loads each trigger's own chunk). */
export const allDirectives: Readonly<Record<DirectiveName, Directive>> = {
  idle,
  visible,
  media,
  interaction,
};

import type { Runtime } from './runtime.js';

interface DrupalBehavior {
  attach(context: ParentNode): void;
  detach(context: ParentNode, settings: unknown, trigger: string): void;
}

/**
 * Maps `Drupal.behaviors` attach/detach onto scan/unmount, so Views AJAX, BigPipe and dialogs
 * just work. Only the `unload` trigger tears down: `serialize` (before a form's AJAX submit) and
 * `move` leave the widget in place. Returns whether Drupal was found.
 */
export function attachToDrupal(runtime: Runtime, win: object = globalThis): boolean {
  const drupal = (win as { Drupal?: { behaviors?: Record<string, DrupalBehavior> } }).Drupal;
  if (!drupal?.behaviors) return false;
  drupal.behaviors.stayfront = {
    attach: (context) => runtime.scan(context),
    detach: (context, _settings, trigger) => {
      if (trigger === 'unload') runtime.unmount(context);
    },
  };
  return true;
}

/**
 * SPEC 4.6, 5.1, 7.6: a protected lead form starts 'locked' (the server renders it without its
 * real action or key). When the page turns human, the form gets its real action URL and its
 * `antibot_key` value, once: from the config when it has both, else from the unlock answer, the
 * config's values winning. The action must be on this site and the key a bounded string; when
 * either is missing or wrong, the form stays as the server made it (logged once). When the unlock
 * request reached no server (a phone between two networks), the lock is 'unreachable' and the
 * next `unlockNow` (the visitor's submit) asks again.
 * Protected: forms whose id starts with `bt-leads` (the modal lead forms, SPEC 2.6) unless the
 * config says `"antibot": false`, and any form whose config has an `antibot` object.
 */
import { sameOriginUrl } from '@stayfront/widgets';
import type { HiddenFields } from '../form/hidden-fields.js';
import type { AntibotConfig } from '../form/lead-config.js';
import { markHuman, onFirstHumanInput } from './human-signal.js';
import { fetchUnlockAnswer, isAntibotKey, UNLOCK_URL } from './unlock-settings.js';

export const ANTIBOT_FIELD = 'antibot_key';
export const PROTECTED_ID_PREFIX = 'bt-leads';

export type LockState = 'locked' | 'unlocking' | 'unlocked' | 'failed' | 'unreachable';

export interface AntibotLock {
  readonly state: LockState;
  /** Turns the page human (a submit made by hand) and resolves when the unlock has finished. */
  unlockNow(): Promise<void>;
  destroy(): void;
}

export function isProtected(form: HTMLFormElement, config: AntibotConfig | false | null): boolean {
  if (config === false) return false;
  return config !== null || form.id.startsWith(PROTECTED_ID_PREFIX);
}

export function createAntibotLock(
  form: HTMLFormElement,
  config: AntibotConfig | null,
  fields: HiddenFields,
): AntibotLock {
  const document = form.ownerDocument;
  const serverAction = form.getAttribute('action');
  let state: LockState = 'locked';
  let running: Promise<void> | null = null;
  let destroyed = false;

  const open = async (): Promise<'unlocked' | 'failed' | 'unreachable'> => {
    let action = config?.action ?? null;
    let key = config?.key ?? null;
    if (!action || !key) {
      const answer = await fetchUnlockAnswer(document, config?.unlockUrl ?? UNLOCK_URL);
      // Logged there, once for the page when refused.
      if (answer === 'refused') return 'failed';
      if (answer === 'unreachable') return destroyed ? 'failed' : 'unreachable';
      const entry = form.id ? answer.get(form.id) : undefined;
      action ??= entry?.action ?? null;
      key ??= entry?.key ?? null;
    }
    const url = action ? sameOriginUrl(action, document) : null;
    if (!url || !isAntibotKey(key)) {
      console.warn(
        `Stayfront lead-form: no valid anti-bot action and key for the form "${form.id}"; it stays as the server made it.`,
        form,
      );
      return 'failed';
    }
    if (destroyed) return 'failed';
    form.setAttribute('action', url.href);
    fields.set(ANTIBOT_FIELD, key);
    return 'unlocked';
  };

  const unlock = () => {
    running ??= (async () => {
      state = 'unlocking';
      state = await open();
      // Asked again by the next unlockNow.
      if (state === 'unreachable') running = null;
    })();
    return running;
  };
  const stopListening = onFirstHumanInput(document, () => void unlock());

  return {
    get state() {
      return state;
    },
    unlockNow() {
      markHuman(document);
      return unlock();
    },
    destroy() {
      destroyed = true;
      stopListening();
      if (serverAction === null) form.removeAttribute('action');
      else form.setAttribute('action', serverAction);
    },
  };
}

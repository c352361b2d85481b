/**
 * SPEC 4.7 captcha flow on one form. Submitting a form not yet marked submitted runs the captcha
 * first: an invisible one is executed and its token callback submits again by itself; a visible
 * one must have been answered (else the visitor is told so and nothing is sent). With a valid
 * token the form is marked submitted (`data-lead-submitted`), the token goes into the response
 * field and the submit goes ahead. After an AJAX completion the mark is cleared and the captcha
 * reset, so the form can be sent again. Without the library (missing, failed to load, or throwing
 * on render) the form is sent without captcha (SPEC 8, warned once for the page).
 */
import type { HiddenFields } from '../form/hidden-fields.js';
import { fieldNamed } from '../form/hidden-fields.js';
import type { CaptchaConfig } from '../form/lead-config.js';
import { type CaptchaApi, isToken, type WidgetId } from './captcha-api.js';
import { loadCaptchaApi, warnCaptchaMissing } from './captcha-loader.js';
import { whenCaptchaWanted } from './captcha-triggers.js';

export const SUBMITTED_MARK = 'data-lead-submitted';

/** `pass`: this submit goes ahead. `hold`: it is cancelled (the gate may submit again itself). */
export type CaptchaVerdict = 'pass' | 'hold';

export interface CaptchaGate {
  beforeSubmit(submitter: HTMLElement | null): CaptchaVerdict;
  /** An AJAX submit finished: clear the mark and reset the captcha. */
  completed(): void;
  destroy(): void;
}

export interface CaptchaGateOptions {
  readonly fields: HiddenFields;
  /** Submits again as `submitter` did, once a token came (or the library turned out missing). */
  resubmit(submitter: HTMLElement | null): void;
  /** A visible captcha was not answered. */
  unanswered(): void;
}

type Phase = 'idle' | 'loading' | 'ready' | 'unavailable';

export function createCaptchaGate(
  form: HTMLFormElement,
  config: CaptchaConfig,
  options: CaptchaGateOptions,
): CaptchaGate {
  const document = form.ownerDocument;
  const serverArea = form.querySelector<HTMLElement>('[data-captcha]');
  const container = serverArea ?? document.createElement('div');
  const serverNodes = new Set(container.childNodes);
  let phase: Phase = 'idle';
  let api: CaptchaApi | null = null;
  let widgetId: WidgetId | undefined;
  /** The submit the captcha holds back until a token (or the library) comes. */
  let held: { submitter: HTMLElement | null } | null = null;
  let destroyed = false;

  const release = () => {
    const submit = held;
    held = null;
    if (submit) options.resubmit(submit.submitter);
  };
  const onToken = (token: unknown) => {
    if (destroyed || !isToken(token)) return;
    options.fields.set(config.responseField, token);
    // A visible captcha answered before any submit: the token waits for it.
    if (!held) return;
    form.setAttribute(SUBMITTED_MARK, '');
    release();
  };
  const onExpired = () => {
    if (!destroyed && fieldNamed(form, config.responseField))
      options.fields.set(config.responseField, '');
  };

  const render = (loaded: CaptchaApi) => {
    if (!serverArea) {
      container.className = 'lead-form__captcha';
      form.append(container);
    }
    widgetId = loaded.render(container, {
      sitekey: config.siteKey,
      ...(config.invisible ? { size: 'invisible' as const } : {}),
      callback: onToken,
      'expired-callback': onExpired,
    });
    api = loaded;
  };

  const load = () => {
    if (phase !== 'idle') return;
    phase = 'loading';
    stopTriggers();
    void loadCaptchaApi(document, config).then((loaded) => {
      if (destroyed) return;
      phase = 'unavailable';
      if (loaded) {
        try {
          render(loaded);
          phase = 'ready';
        } catch (error) {
          warnCaptchaMissing(document, error);
        }
      }
      // A submit made while loading is made again, now through the ready captcha or without it.
      release();
    });
  };
  // `force` loads during this call, before there is anything to stop.
  let stopTriggers = () => {};
  stopTriggers = whenCaptchaWanted(form, serverArea ?? form, config.force, load);

  return {
    beforeSubmit(submitter) {
      if (form.hasAttribute(SUBMITTED_MARK) || phase === 'unavailable') return 'pass';
      if (phase !== 'ready' || !api) {
        held = { submitter };
        load();
        return 'hold';
      }
      if (config.invisible) {
        // Executed on every try: a visitor who closed the challenge gets it again.
        held = { submitter };
        api.execute(widgetId);
        return 'hold';
      }
      const token = api.getResponse(widgetId);
      if (!isToken(token)) {
        options.unanswered();
        return 'hold';
      }
      options.fields.set(config.responseField, token);
      form.setAttribute(SUBMITTED_MARK, '');
      return 'pass';
    },
    completed() {
      form.removeAttribute(SUBMITTED_MARK);
      held = null;
      if (fieldNamed(form, config.responseField)) options.fields.set(config.responseField, '');
      try {
        api?.reset(widgetId);
      } catch {
        // A library that cannot reset leaves its old widget; the server refuses a reused token.
      }
    },
    destroy() {
      destroyed = true;
      stopTriggers();
      form.removeAttribute(SUBMITTED_MARK);
      if (!serverArea) container.remove();
      else
        for (const node of [...serverArea.childNodes]) {
          // What the library drew in the server's area goes; the server's own content stays.
          if (!serverNodes.has(node)) node.remove();
        }
    },
  };
}

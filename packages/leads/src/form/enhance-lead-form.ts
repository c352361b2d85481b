/**
 * The lead form enhancer (SPEC 2.6, 3.10, 4.6, 4.7, 5.1, 7.6, 7.10, 7.13): the server's `<form>`
 * posts without JavaScript; this adds the legacy site's rules to it. On submit, in order:
 *
 * 1. while an AJAX submit is in flight, nothing more is sent (a double click sends one request);
 * 2. opt-in (SPEC 5.1): blocked, with an inline error, until `bt_leads_optin` is checked;
 * 3. anti-bot (SPEC 4.6): a form still locked waits for its unlock, then submits again (an
 *    unlock that reached no server is asked again; failing again, the form is kept as typed, with
 *    `errorMessage`, for the visitor to send once back online);
 * 4. duplicate guard (SPEC 5.1): the last submission's contents are not sent again;
 * 5. captcha (SPEC 4.7): a token first;
 * 6. honeypot timing (SPEC 5.1) is written.
 *
 * Its textareas keep the 32 px minimum height of SPEC 9.4 while enhanced (textarea-min-height.ts).
 *
 * These run while the event is captured at the form, before the site's own handlers. Whether the
 * submit then goes ahead is read when it has bubbled to the document: a site handler that
 * cancelled it (its own AJAX, its own validation) wins, and only a submit that goes ahead is
 * remembered as the last one or sent by AJAX (`ajax`, SPEC 7.13).
 */
import { ANTIBOT_FIELD, createAntibotLock, isProtected } from '../antibot/antibot-lock.js';
import { DEFAULT_RESPONSE_FIELD } from '../captcha/captcha-api.js';
import { type CaptchaGate, createCaptchaGate } from '../captcha/captcha-gate.js';
import { restoreCarriedFields } from '../inquiry-select/carried-fields.js';
import { markBusy } from './busy-state.js';
import { duplicateGuard } from './duplicate-guard.js';
import { findForm, resubmit, submitterOf } from './find-form.js';
import { hiddenFields } from './hidden-fields.js';
import { HONEYPOT_FIELD, honeypotValue, pageAgeSeconds } from './honeypot.js';
import type { LeadConfig } from './lead-config.js';
import { createOptinCheck } from './optin.js';
import { formBody, postForm, sameSiteAction } from './post-form.js';
import { resetVisibleFields } from './reset-fields.js';
import { afterReviewSent } from './review-reset.js';
import { isErrorMessage, readServerMessages } from './server-messages.js';
import { createStatusRegion } from './status-region.js';
import { keepTextareaMinHeight } from './textarea-min-height.js';

/** Dispatched (bubbling) on a lead form after a successful AJAX submit; call tracking counts it. */
export const LEAD_SENT_EVENT = 'stayfront:lead-sent';

export interface LeadSentDetail {
  readonly formId: string;
}

export interface EnhanceOptions {
  /** SPEC 4.10: the review form's reset after a successful submit, instead of the lead reset. */
  readonly review?: { readonly headline: string | null };
}

export function enhanceLeadForm(
  element: HTMLElement,
  config: LeadConfig,
  options: EnhanceOptions = {},
): () => void {
  const widget = options.review ? 'review-form' : 'lead-form';
  const form = findForm(element, widget);
  // The lead form wakes with the page, before the inquiry select's first touch: what the visitor
  // typed before choosing a property (SPEC 3.16, 7.8) comes back now (carried-fields.ts).
  restoreCarriedFields(form);
  const document = form.ownerDocument;
  const view = document.defaultView;
  const controller = new AbortController();
  const { signal } = controller;
  const fields = hiddenFields(form);
  const status = createStatusRegion(form);
  const releaseTextareas = keepTextareaMinHeight(form);
  const optinRequired = config.optin || form.hasAttribute('data-optin-required');
  const optin = optinRequired ? createOptinCheck(form, config.optinMessage) : null;
  const lock = isProtected(form, config.antibot)
    ? createAntibotLock(form, config.antibot || null, fields)
    : null;
  // The fields rewritten at every submit; reCAPTCHA's own field too when the server renders one.
  const guard = duplicateGuard(
    form,
    new Set([
      HONEYPOT_FIELD,
      ANTIBOT_FIELD,
      config.fragmentField,
      DEFAULT_RESPONSE_FIELD,
      ...(config.captcha ? [config.captcha.responseField] : []),
    ]),
  );
  // Submitting again happens after the current submit event is over: a requestSubmit made while
  // the browser is still firing one is ignored.
  const submitAgain = (submitter: HTMLElement | null) =>
    view?.setTimeout(() => {
      if (!signal.aborted) resubmit(form, submitter);
    }, 0);
  const captcha: CaptchaGate | null = config.captcha
    ? createCaptchaGate(form, config.captcha, {
        fields,
        resubmit: submitAgain,
        unanswered: () => status.say(config.captchaMessage, 'alert'),
      })
    : null;
  let idle: (() => void) | null = null;
  let waitingForUnlock = false;

  form.addEventListener(
    'submit',
    (event) => {
      const submitter = submitterOf(event, form);
      const hold = () => event.preventDefault();
      if (idle) return hold();
      if (optin && !optin.accepted()) {
        optin.refuse();
        return hold();
      }
      if (lock && lock.state !== 'unlocked' && lock.state !== 'failed') {
        // The submit itself is the visitor's doing (a tap sends no touchmove): unlock now, then
        // submit to the real action instead of the locked one. Clicks meanwhile make no more.
        if (!waitingForUnlock) {
          waitingForUnlock = true;
          void lock.unlockNow().then(() => {
            waitingForUnlock = false;
            if (signal.aborted) return;
            // Offline: posting to the locked action would show the browser's error page.
            if (lock.state === 'unreachable') status.say(config.errorMessage, 'alert');
            else submitAgain(submitter);
          });
        }
        return hold();
      }
      if (guard.isRepeat()) {
        status.say(config.duplicateMessage, 'status');
        return hold();
      }
      if (captcha?.beforeSubmit(submitter) === 'hold') return hold();
      if (config.honeypot)
        fields.set(HONEYPOT_FIELD, honeypotValue(config.honeypot.token, pageAgeSeconds(view)));
    },
    { capture: true, signal },
  );

  document.addEventListener(
    'submit',
    (event) => {
      if (event.target !== form || event.defaultPrevented) return;
      guard.record();
      const submitter = submitterOf(event, form);
      // A form left locked (its unlock failed) posts as the server made it: the locked action's
      // answer is a page telling the visitor why, which AJAX would have read as a sent lead.
      const url =
        config.ajax && form.method.toLowerCase() === 'post' && lock?.state !== 'failed'
          ? sameSiteAction(form, submitter)
          : null;
      if (!url) return; // posted the normal way
      event.preventDefault();
      void send(url, submitter);
    },
    { signal },
  );

  async function send(url: URL, submitter: HTMLElement | null) {
    idle = markBusy(form);
    status.say(config.sendingMessage, 'status');
    fields.set(config.fragmentField, view?.location.hash ?? '');
    let sent = false;
    try {
      const answer = await postForm(url, formBody(form, submitter));
      if (signal.aborted) return;
      const messages = await readServerMessages(answer.html, config.messagesSelector, document);
      if (signal.aborted) return;
      if (answer.ok) {
        const errors = messages.filter(isErrorMessage);
        const news = messages.filter((message) => !errors.includes(message));
        sent = errors.length === 0;
        if (messages.length) status.show(news, errors);
        else status.say(config.successMessage, 'status');
      } else if (messages.length) {
        // An error status with its reasons (a 422 refusal): they say what to fix.
        status.show([], messages);
      } else status.say(config.errorMessage, 'alert');
    } catch {
      if (signal.aborted) return;
      status.say(config.errorMessage, 'alert');
    }
    idle?.();
    idle = null;
    captcha?.completed();
    if (!sent) {
      // Refused or failed: the same contents may be sent again, every typed value is still there.
      guard.forget();
      return;
    }
    if (options.review) afterReviewSent(form, options.review.headline);
    else {
      if (config.resetOnSuccess) resetVisibleFields(form);
      optin?.clear();
      form.dispatchEvent(
        new CustomEvent<LeadSentDetail>(LEAD_SENT_EVENT, {
          bubbles: true,
          detail: { formId: form.id },
        }),
      );
    }
  }

  return () => {
    controller.abort();
    idle?.();
    idle = null;
    captcha?.destroy();
    lock?.destroy();
    optin?.destroy();
    status.destroy();
    releaseTextareas();
    fields.restore();
  };
}

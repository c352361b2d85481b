/**
 * What the demo's server checks on an enquiry or a review (SPEC 2.6, 3.10, 3.15, 5.1, 7.6, 7.13):
 * the fields a visitor fills in, the honeypot timing, the opt-in and, for the anti-bot protected
 * modal forms, the key the page gets once the visitor is judged human. The legacy site's answers
 * are not in the SPEC (7.13); this site answers with its page (or fragment) and a messages block,
 * which @stayfront/leads reads on an AJAX submit and a browser without JavaScript simply shows.
 */
import { randomUUID } from 'node:crypto';

/** The site's honeypot token (SPEC 5.1: `honeypot_time` = `{token}|{seconds}`). */
export const HONEYPOT_TOKEN = 'harbourside';
/** A form sent sooner than this after its page loaded is a script's, not a visitor's. */
export const MIN_FILL_SECONDS = 2;
/** SPEC 7.6: where the page asks for the real actions and keys of its anti-bot forms. */
export const ANTIBOT_PATH = '/bt-leads-antibot-workaround';
/** The action a protected form carries until it is unlocked (SPEC 4.6). */
export const LOCKED_ACTION = '/antibot';

export type Outcome = { readonly ok: true } | { readonly ok: false; readonly problems: string[] };

/** The per-process key the unlock hands out; a restart makes old pages' keys stale, as in Drupal. */
export function createAntibot(actions: Readonly<Record<string, string>>) {
  const key = randomUUID();
  return {
    /** SPEC 7.6: a map of form ids to their real action and key, merged into the page's settings. */
    settings: () =>
      Object.fromEntries(Object.entries(actions).map(([id, action]) => [id, { action, key }])),
    accepts: (form: URLSearchParams) => form.get('antibot_key') === key,
  };
}

const field = (form: URLSearchParams, name: string, max: number) =>
  (form.get(name) ?? '').trim().slice(0, max);

/**
 * SPEC 5.1's honeypot: set by the page on submit. Absent (a browser without JavaScript) is
 * accepted; present, it must carry the site's token and at least MIN_FILL_SECONDS.
 */
export function honeypotProblem(form: URLSearchParams): string | null {
  const value = form.get('honeypot_time');
  if (value === null || value === '') return null;
  const [token, seconds] = value.split('|');
  if (token !== HONEYPOT_TOKEN || !/^\d{1,7}$/.test(seconds ?? ''))
    return 'The form could not be checked. Please reload the page and try again.';
  return Number(seconds) < MIN_FILL_SECONDS
    ? 'That was very quick. Please check the form and send it again.'
    : null;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/**
 * An enquiry (contact page or a listing's modal form). The name field is `full_name`: HTML
 * loaded into a modal is sanitized, and a field named `name` (a form's own property, a DOM
 * clobbering risk) loses its name there, as `body` does.
 */
export function checkEnquiry(form: URLSearchParams, optinRequired: boolean): Outcome {
  const problems: string[] = [];
  const honeypot = honeypotProblem(form);
  if (honeypot) problems.push(honeypot);
  if (!field(form, 'full_name', 100)) problems.push('Please enter your name.');
  if (!EMAIL.test(field(form, 'email', 254))) problems.push('Please enter a valid email address.');
  if (!field(form, 'message', 5000)) problems.push('Please write a message.');
  // SPEC 5.1: the page blocks the submit without the opt-in; the server checks it too.
  if (optinRequired && form.get('bt_leads_optin') !== '1')
    problems.push('Please accept the terms to proceed.');
  return problems.length ? { ok: false, problems } : { ok: true };
}

/** A review (SPEC 3.15): a star rating of 1 to 5, a headline and a body. */
export function checkReview(form: URLSearchParams): Outcome {
  const problems: string[] = [];
  const honeypot = honeypotProblem(form);
  if (honeypot) problems.push(honeypot);
  if (!/^[1-5]$/.test(form.get('review_info[rating]') ?? ''))
    problems.push('Please choose a rating from 1 to 5 stars.');
  if (!field(form, 'headline', 120)) problems.push('Please give your review a headline.');
  if (!field(form, 'comment_body', 5000)) problems.push('Please write your review.');
  return problems.length ? { ok: false, problems } : { ok: true };
}

export const visitorName = (form: URLSearchParams) => field(form, 'full_name', 100) || 'guest';

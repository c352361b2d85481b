/**
 * What the visitor typed survives the inquiry select's navigation (SPEC 3.16, 7.8: choosing a
 * property loads another page, often the same form with the property chosen). Without this the
 * reload empties the name, email and message the visitor had typed and leaves the focus on
 * `<body>` (WCAG 2.2 3.3.7 Redundant Entry, 3.2.2 On Input).
 *
 * Before navigating, `carryFields` writes the form's own text-like fields to sessionStorage (this
 * tab only, gone with it), under the destination's path and the form's id. On the next page,
 * `restoreCarriedFields` (run by the lead-form widget as it wakes with the page, and by the
 * inquiry select as it mounts, whichever comes first) puts each value into the empty field of
 * the same name, deletes the entry, and puts the focus back on the property control when nothing
 * else has it. Never carried: passwords, hidden fields (the anti-bot key, the honeypot time), the
 * captcha's answer, files, checkboxes (the opt-in is the visitor's to give again), one-time codes
 * and card fields. The entry is read as untrusted: anything not of the expected shape, too big or
 * older than half an hour is ignored.
 */
import { ANTIBOT_FIELD } from '../antibot/antibot-lock.js';
import { DEFAULT_RESPONSE_FIELD } from '../captcha/captcha-api.js';
import { HONEYPOT_FIELD } from '../form/honeypot.js';

const PREFIX = 'stayfront:carried-fields:';
const VERSION = 1;
/** Bounds on what is written and read: a long message fits, a flood does not. */
export const MAX_FIELDS = 40;
export const MAX_VALUE_CHARS = 20_000;
const MAX_ENTRY_CHARS = 200_000;
/** An entry left by a navigation that did not come back in time is stale. */
export const MAX_AGE_MS = 30 * 60 * 1000;

const TEXT_TYPES = new Set([
  'text',
  'email',
  'tel',
  'search',
  'url',
  'number',
  'date',
  'datetime-local',
  'month',
  'week',
  'time',
]);
const NEVER = new Set([HONEYPOT_FIELD, ANTIBOT_FIELD, DEFAULT_RESPONSE_FIELD]);
/** Names of anti-bot, captcha and honeypot fields a site adds under names of its own. */
const TRAP_NAME = /captcha|antibot|honeypot/i;

type TextField = HTMLInputElement | HTMLTextAreaElement;

interface Entry {
  readonly v: typeof VERSION;
  readonly at: number;
  readonly fields: Record<string, string>;
  readonly focus: string | null;
}

/** A field of `form` whose value is the visitor's typing and may be kept for a moment. */
function isCarried(element: Element): element is TextField {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement))
    return false;
  const { name } = element;
  if (!name || NEVER.has(name) || TRAP_NAME.test(name) || element.disabled || element.readOnly)
    return false;
  const autocomplete = (element.getAttribute('autocomplete') ?? '').toLowerCase();
  if (autocomplete.includes('one-time-code') || /\bcc-/.test(autocomplete)) return false;
  return element instanceof HTMLTextAreaElement || TEXT_TYPES.has(element.type);
}

/** The one carried field named `name` in `form`, or null (none, or several: radios, arrays). */
function fieldNamed(form: HTMLFormElement, name: string): TextField | null {
  const found = form.elements.namedItem(name);
  return found instanceof Element && isCarried(found) ? found : null;
}

function storageOf(form: HTMLFormElement): Storage | null {
  try {
    // Reading `sessionStorage` throws where storage is blocked (sandboxed frames, some settings).
    return form.ownerDocument.defaultView?.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const keyFor = (form: HTMLFormElement, path: string) =>
  `${PREFIX}${path}#${form.id || form.getAttribute('name') || ''}`;

/**
 * Keeps the typed fields of `form` for the page at `destination`; `focus` names the field to
 * focus there (the property select). Fields left empty are not written.
 */
export function carryFields(form: HTMLFormElement, destination: URL, focus: string | null): void {
  const fields: Record<string, string> = {};
  let count = 0;
  for (const element of form.elements) {
    if (count >= MAX_FIELDS) break;
    if (!isCarried(element) || !element.value || element.value.length > MAX_VALUE_CHARS) continue;
    if (fieldNamed(form, element.name) !== element || element.name in fields) continue;
    fields[element.name] = element.value;
    count++;
  }
  const entry: Entry = { v: VERSION, at: Date.now(), fields, focus };
  const text = JSON.stringify(entry);
  if (text.length > MAX_ENTRY_CHARS) return;
  try {
    storageOf(form)?.setItem(keyFor(form, destination.pathname), text);
  } catch {
    // Full or blocked storage: the navigation goes ahead, as it did before.
  }
}

/** The stored text as an entry, or null for anything else (the storage is not ours alone). */
function parseEntry(text: string, now: number): Entry | null {
  if (text.length > MAX_ENTRY_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { v, at, fields, focus } = value as Record<string, unknown>;
  if (v !== VERSION || typeof at !== 'number' || !(now - at >= 0 && now - at <= MAX_AGE_MS))
    return null;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  const kept: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields).slice(0, MAX_FIELDS))
    if (typeof field === 'string' && field.length <= MAX_VALUE_CHARS) kept[name] = field;
  return { v, at, fields: kept, focus: typeof focus === 'string' ? focus : null };
}

/**
 * Puts back what `carryFields` kept for this page's `form`, into its empty fields only (a value
 * the server wrote wins), then forgets it. Returns whether there was an entry.
 */
export function restoreCarriedFields(form: HTMLFormElement): boolean {
  const document = form.ownerDocument;
  const storage = storageOf(form);
  const key = keyFor(form, document.defaultView?.location.pathname ?? '');
  let text: string | null = null;
  try {
    text = storage?.getItem(key) ?? null;
    if (text !== null) storage?.removeItem(key);
  } catch {
    return false;
  }
  const entry = text === null ? null : parseEntry(text, Date.now());
  if (!entry) return false;
  for (const [name, value] of Object.entries(entry.fields)) {
    const field = fieldNamed(form, name);
    if (field?.value !== '') continue;
    field.value = value;
    // Scripts that follow the field (a counter, an autosize) hear it as typing.
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // WCAG 3.2.2: the keyboard goes on from the control it used, unless the visitor moved already.
  const active = document.activeElement;
  if (entry.focus && (!active || active === document.body)) {
    const target = form.elements.namedItem(entry.focus);
    // A select (the property) or a field this would carry: never a password or a hidden field.
    if (target instanceof HTMLSelectElement || (target instanceof Element && isCarried(target)))
      target.focus();
  }
  return true;
}

/**
 * Call tracking (SPEC 7.11, 3.10, 9.5): the call-tracking service leaves the visitor's tracked
 * number in a cookie. When that cookie holds a US phone number, the page's phone numbers and
 * phone links (in `scope`) show it, and the lead forms' market fields carry it. Lead forms that
 * come later (the modal loads them, SPEC 2.6) get it too: one MutationObserver looks only at the
 * elements added, with a single selector query each. Once a lead form was sent, the service's
 * confirmation hook, when configured, is called with the form's id.
 *
 * The cookie is untrusted: anything but a phone number (see phone-number.ts) leaves the page as it
 * is. The cleanup puts back every text, href and value changed.
 */
import Cookies from 'js-cookie';
import type { CallTrackingConfig } from './call-tracking-config.js';
import { nationalNumber } from './phone-number.js';
import { PHONE_ELEMENTS, rewritePhone, trackedPhone, type Undo } from './rewrite-phone.js';

/**
 * Dispatched (bubbling) by a lead form after an AJAX submit succeeded, with `detail: { formId }`:
 * the lead form's own LEAD_SENT_EVENT (form/enhance-lead-form.ts). Named again here rather than
 * imported: the lead form's enhancer would come into this widget's chunk with it.
 */
export const LEAD_SENT_EVENT = 'stayfront:lead-sent';

/**
 * The form ids passed to the service's hook: letters, digits, `_ - . :`, at most 200 (Drupal's are
 * far shorter). A form's id comes with markup, a modal's remote HTML too, and a hook that evaluates
 * strings (a `confirm` naming setTimeout) must not get one that reads as a call.
 */
const FORM_ID = /^[\w.:-]{1,200}$/;

export interface CallTrackingPlatform {
  /** The cookie's decoded value. @default js-cookie's `Cookies.get` */
  readCookie(name: string): string | undefined;
}

/** The confirmation hook named in the config, when the page has such a function. */
function confirmHook(view: Window | null, name: string | null) {
  const hook = name && view ? (view as unknown as Record<string, unknown>)[name] : undefined;
  return typeof hook === 'function' ? (hook as (formId: string) => unknown) : null;
}

export function startCallTracking(
  element: HTMLElement,
  config: CallTrackingConfig,
  platform?: CallTrackingPlatform,
): Undo {
  const document = element.ownerDocument;
  const cookie = (platform?.readCookie ?? ((name) => Cookies.get(name)))(config.cookie);
  const national = cookie === undefined ? null : nationalNumber(cookie);
  if (national === null) return () => {};
  const phone = trackedPhone(national, config.format);

  // Names are checked by the config (no quotes), so they sit safely in the attribute selector.
  const fieldSelector = config.fields.map((name) => `input[name="${name}"]`).join(', ');
  const selector = fieldSelector ? `${PHONE_ELEMENTS}, ${fieldSelector}` : PHONE_ELEMENTS;
  const inScope = (target: Element) => config.scope === null || target.closest(config.scope);
  const done = new WeakSet<Element>();
  const undos: Undo[] = [];

  const fill = (input: HTMLInputElement) => {
    const value = input.value;
    input.value = phone.display;
    undos.push(() => {
      input.value = value;
    });
  };
  const apply = (root: Element) => {
    const targets = [...root.querySelectorAll(selector)];
    if (root.matches(selector)) targets.unshift(root);
    for (const target of targets) {
      if (done.has(target)) continue;
      done.add(target);
      if (fieldSelector && target.matches(fieldSelector)) {
        // A lead form's field: anywhere in the document, whatever the scope.
        if ((target as HTMLInputElement).form) fill(target as HTMLInputElement);
      } else if (inScope(target)) undos.push(rewritePhone(target, phone));
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === Node.ELEMENT_NODE && node.isConnected) apply(node as Element);
  });

  const onLeadSent = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as { formId?: unknown } | null;
    const id = detail?.formId;
    const hook = confirmHook(document.defaultView, config.confirm);
    if (!hook || typeof id !== 'string' || !FORM_ID.test(id)) return;
    try {
      hook.call(document.defaultView, id);
    } catch (error) {
      // The service's own failure: the lead was sent, the page goes on.
      console.warn(`Stayfront call-tracking: ${config.confirm}() failed.`, error);
    }
  };

  apply(document.documentElement);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(LEAD_SENT_EVENT, onLeadSent);

  return () => {
    observer.disconnect();
    document.removeEventListener(LEAD_SENT_EVENT, onLeadSent);
    for (const undo of undos.reverse()) undo();
  };
}

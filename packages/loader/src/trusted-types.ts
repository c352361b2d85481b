/**
 * Stayfront's one Trusted Types policy, `stayfront`, for the two places where our own code must
 * hand a string to a sink that `require-trusted-types-for 'script'` guards: a third-party
 * script's URL (script-loader.ts: the captcha) and a toast's text, which notyf writes
 * with `innerHTML`. Everything else builds nodes. Created on first use, and only in a browser with
 * Trusted Types (elsewhere the plain string is used, as before). The policy can turn only text
 * into HTML (escaped: no markup can come out of it) and only an http(s) URL into a script URL, so
 * allowing `stayfront` in a site's `trusted-types` directive lets nothing else through.
 *
 * Each chunk that uses it may hold its own copy of this module, and a policy name can be created
 * once per page (unless the site allows duplicates): the policy is kept on the window, under a
 * key every copy shares.
 */

export const POLICY_NAME = 'stayfront';

/** The parts of `TrustedHTML` and `TrustedScriptURL` this code relies on: opaque values. */
export type TrustedValue = { readonly __trusted: unique symbol };

interface Policy {
  createHTML(input: string): TrustedValue;
  createScriptURL(input: string): TrustedValue;
}

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(input: string): string },
  ): Policy;
}

const KEY = Symbol.for('stayfront.trusted-types-policy');
type Holder = { [KEY]?: Policy | null; trustedTypes?: TrustedTypesFactory };

/** `text` as HTML that shows it as text: every character markup could start with, escaped. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function scriptUrl(input: string): string {
  const url = new URL(input);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TypeError(`Stayfront: ${input} is not an http(s) script URL.`);
  return url.href;
}

/**
 * The window's `stayfront` policy, created on first call; null without Trusted Types, or when the
 * site's `trusted-types` directive does not allow the name (the sink then refuses the string, and
 * the browser reports which policy it expected).
 */
function policyOf(view: Window | null | undefined): Policy | null {
  const holder = view as (Window & Holder) | null | undefined;
  if (!holder?.trustedTypes) return null;
  if (holder[KEY] === undefined) {
    try {
      holder[KEY] = holder.trustedTypes.createPolicy(POLICY_NAME, {
        createHTML: escapeText,
        createScriptURL: scriptUrl,
      });
    } catch {
      holder[KEY] = null;
    }
  }
  return holder[KEY] ?? null;
}

/**
 * `text` as HTML for a library that writes its input with `innerHTML` (notyf's message): a
 * TrustedHTML under Trusted Types, else the escaped string. Typed as a string, which is what the
 * library declares and what every sink accepts.
 */
export function textAsHtml(text: string, view: Window | null | undefined): string {
  const policy = policyOf(view);
  return policy ? (policy.createHTML(text) as unknown as string) : escapeText(text);
}

/** An http(s) URL for a `<script src>`: a TrustedScriptURL under Trusted Types, else the URL. */
export function trustedScriptUrl(url: string, view: Window | null | undefined): string {
  const policy = policyOf(view);
  return policy ? (policy.createScriptURL(url) as unknown as string) : url;
}

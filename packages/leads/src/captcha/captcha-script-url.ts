/**
 * Where a captcha library may be loaded from (SPEC 7.10: "from a captcha provider"). loadScript
 * runs what it loads with the page's rights and hands it the page's CSP nonce, and a lead form's
 * config comes with markup (remote HTML in a modal included): any URL there would be a way to run
 * any script. So only this site's own scripts (a provider's script served or proxied by the site)
 * and the script paths of the reCAPTCHA-compatible providers, over https, are taken.
 */
import { sameOriginUrl } from '@stayfront/widgets';

/** Each provider's host and the path its scripts are under (no JSONP endpoint of the host). */
const PROVIDERS: ReadonlyMap<string, string> = new Map([
  ['www.google.com', '/recaptcha/'],
  ['www.recaptcha.net', '/recaptcha/'],
  ['js.hcaptcha.com', '/1/'],
  ['hcaptcha.com', '/1/'],
  ['challenges.cloudflare.com', '/turnstile/'],
]);

function providerScript(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false; // relative: not a provider's
  }
  const path = PROVIDERS.get(url.hostname);
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.port &&
    path !== undefined &&
    url.pathname.startsWith(path)
  );
}

/**
 * Whether `value` is a captcha script to load. With the page's `document` a same-origin URL is
 * this site's; without one (a bundler's tests) only a path (`/assets/captcha.js`) can be known to be.
 */
export function isCaptchaScriptUrl(value: string, document: Document | null): boolean {
  if (providerScript(value.trim())) return true;
  if (document) return sameOriginUrl(value, document) !== null;
  return /^\/(?![/\\])/.test(value.trim());
}

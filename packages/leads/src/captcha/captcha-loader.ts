/**
 * SPEC 7.10, 8: the captcha library, loaded on demand with the loader's loadScript (its 10,000 ms
 * timeout, SPEC 9.3) unless the page already has it. When it is missing or fails to load, the
 * forms work without captcha and the console says so once for the page, whatever the number of
 * forms.
 */
import { loadScript } from '@stayfront/loader';
import type { CaptchaConfig } from '../form/lead-config.js';
import { type CaptchaApi, captchaApi } from './captcha-api.js';

const warned = new WeakSet<Document>();

/** Says once for the page that the forms go without captcha. */
export function warnCaptchaMissing(document: Document, reason: unknown): void {
  if (warned.has(document)) return;
  warned.add(document);
  console.warn(
    'Stayfront lead-form: the captcha library is missing; forms are sent without it.',
    reason,
  );
}

/** The library's API once it is ready; null (warned once) when it cannot be had. */
export async function loadCaptchaApi(
  document: Document,
  config: Pick<CaptchaConfig, 'scriptUrl' | 'global'>,
): Promise<CaptchaApi | null> {
  const view = document.defaultView;
  let api = captchaApi(view, config.global);
  if (!api) {
    try {
      await loadScript(config.scriptUrl, { document });
    } catch (error) {
      warnCaptchaMissing(document, error);
      return null;
    }
    api = captchaApi(view, config.global);
  }
  if (!api) {
    warnCaptchaMissing(document, `${config.scriptUrl} defined no usable "${config.global}"`);
    return null;
  }
  const { ready } = api;
  if (ready) await new Promise<void>((resolve) => ready.call(api, resolve));
  return api;
}

/** Forgets the page's warning (each test starts from a fresh page load). */
export function forgetCaptchaWarning(document: Document): void {
  warned.delete(document);
}

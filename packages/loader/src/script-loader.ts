/**
 * Loads a third-party script on demand (captcha, call tracking), once per URL, with the
 * 10,000 ms timeout of SPEC 8/9.3 and the page's CSP nonce. Only http(s) URLs (third-party
 * scripts are cross-origin by nature); `javascript:` and `data:` are refused.
 */

import { pageNonce } from './adopt-style-sheet.js';
import { trustedScriptUrl } from './trusted-types.js';

/** SPEC 9.3: script loader error timeout. */
export const SCRIPT_TIMEOUT_MS = 10_000;

export interface LoadScriptOptions {
  nonce?: string | undefined;
  timeoutMs?: number;
  document?: Document;
}

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  const doc = options.document ?? document;
  const url = new URL(src, doc.baseURI);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return Promise.reject(
      new Error(`Stayfront: refusing to load the script ${src}: not an http(s) URL.`),
    );
  }
  const known = loading.get(url.href);
  if (known) return known;
  const timeoutMs = options.timeoutMs ?? SCRIPT_TIMEOUT_MS;
  const script = doc.createElement('script');
  const promise = new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      loading.delete(url.href);
      script.remove();
      reject(new Error(`Stayfront: the script ${url.href} ${reason}.`));
    };
    const timer = setTimeout(() => fail(`did not load within ${timeoutMs} ms`), timeoutMs);
    script.async = true;
    // Under Trusted Types a string is refused here: the URL goes through Stayfront's policy.
    script.src = trustedScriptUrl(url.href, doc.defaultView);
    // Under a nonce CSP the page's nonce is needed; a trusted loader can take it from any script.
    const nonce = options.nonce ?? pageNonce(doc);
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('failed to load'));
  });
  // Cached before the script is in the page, so even an error reported at once un-caches it.
  loading.set(url.href, promise);
  doc.head.append(script);
  return promise;
}

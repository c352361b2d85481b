/**
 * Loads a third-party script on demand (captcha, call tracking), once per URL, with the
 * 10,000 ms timeout of SPEC 8/9.3 and the page's CSP nonce. Only http(s) and same-site URLs.
 */

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
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      loading.delete(url.href);
      script.remove();
      reject(new Error(`Stayfront: the script ${url.href} ${reason}.`));
    };
    const timer = setTimeout(() => fail(`did not load within ${timeoutMs} ms`), timeoutMs);
    script.async = true;
    script.src = url.href;
    if (options.nonce) script.nonce = options.nonce;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('failed to load'));
    doc.head.append(script);
  });
  loading.set(url.href, promise);
  return promise;
}

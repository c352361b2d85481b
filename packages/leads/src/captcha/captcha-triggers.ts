/**
 * SPEC 7.10: the captcha library is wanted when the captcha area scrolls into view (80px ahead,
 * SPEC 9.3), when a field of the form gets the focus, or at once when the page forces it. The
 * first of these calls `wake` once; the rest are dropped then.
 */
export const CAPTCHA_MARGIN = '80px 0px';

export function whenCaptchaWanted(
  form: HTMLFormElement,
  area: Element,
  force: boolean,
  wake: () => void,
): () => void {
  if (force) {
    wake();
    return () => {};
  }
  const view = form.ownerDocument.defaultView;
  const controller = new AbortController();
  let observer: IntersectionObserver | null = null;
  const stop = () => {
    controller.abort();
    observer?.disconnect();
    observer = null;
  };
  const fire = () => {
    stop();
    wake();
  };
  form.addEventListener('focusin', fire, { signal: controller.signal });
  if (view?.IntersectionObserver) {
    observer = new view.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fire();
      },
      { rootMargin: CAPTCHA_MARGIN },
    );
    observer.observe(area);
  } else fire(); // no way to see it coming into view: load it now
  return stop;
}

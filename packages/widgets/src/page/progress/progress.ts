/**
 * The progress bar of a CMS batch job (SPEC 3.22, 7.9, 8): polls the job's progress URI (this
 * site only) and shows a `<progress>` with its percentage and message, the message in a polite
 * live region. Polling stops at 100 % or a finished status; status 0 or a failed poll puts an
 * error message block (`role=alert`) in place of the bar. One request at a time: the next poll is
 * `interval` ms after the last answer. Cleanup aborts the request, clears the timer and puts the
 * server markup back.
 */
import type { ProgressConfig } from './progress-config.js';
import { type ProgressState, readProgress } from './progress-status.js';

/** The progress URI resolved against the page, or null unless it is on this site. */
export function progressUrl(uri: string, document: Document): URL | null {
  try {
    const url = new URL(uri, document.baseURI);
    const page = new URL(document.URL);
    return url.origin === page.origin && /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

export function startProgress(element: HTMLElement, config: ProgressConfig): () => void {
  const document = element.ownerDocument;
  const url = progressUrl(config.uri, document);
  if (!url) throw new Error(`Stayfront progress: "${config.uri}" is not a URI on this site.`);

  const server = [...element.childNodes];
  const root = document.createElement('div');
  root.className = 'sf-progress';
  const bar = document.createElement('progress');
  bar.className = 'sf-progress__bar';
  bar.max = 100;
  bar.value = 0;
  bar.setAttribute('aria-label', config.label);
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', '100');
  bar.setAttribute('aria-valuenow', '0');
  const percentage = document.createElement('span');
  percentage.className = 'sf-progress__percentage';
  percentage.textContent = '0%';
  const message = document.createElement('div');
  message.className = 'sf-progress__message';
  message.setAttribute('role', 'status');
  message.setAttribute('aria-live', 'polite');
  root.append(bar, percentage, message);
  root.dataset.state = 'running';
  element.replaceChildren(root);

  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const show = (state: ProgressState) => {
    root.dataset.state = state.kind;
    if (state.kind === 'error') {
      const block = document.createElement('div');
      block.className = 'sf-progress__error messages messages--error';
      block.setAttribute('role', 'alert');
      block.textContent = state.message || config.errorMessage;
      root.replaceChildren(block);
      return;
    }
    bar.value = state.percentage;
    bar.setAttribute('aria-valuenow', String(state.percentage));
    bar.setAttribute('aria-valuetext', `${state.percentage}%`);
    percentage.textContent = `${state.percentage}%`;
    if (message.textContent !== state.message) message.textContent = state.message;
  };

  const poll = async () => {
    controller = new AbortController();
    let state: ProgressState | null;
    try {
      const response = await fetch(url, {
        method: config.method,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        signal: controller.signal,
      });
      state = response.ok ? readProgress(await response.json()) : null;
    } catch (error) {
      if (stopped) return;
      console.warn('Stayfront progress: the poll failed.', error);
      state = null;
    }
    if (stopped) return;
    const next = state ?? { kind: 'error' as const, message: config.errorMessage };
    show(next);
    if (next.kind === 'running') timer = setTimeout(poll, config.interval);
  };
  void poll();

  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
    element.replaceChildren(...server);
  };
}

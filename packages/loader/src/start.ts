/**
 * Starting Stayfront on a page: one runtime, the `window.Stayfront` API, the Drupal adapter and
 * page-error reporting; the first scan runs once the DOM is parsed (defer-safe), then a
 * MutationObserver follows the page. A second start on the same page returns the first's API.
 */

import type { Directive } from './directives/directive.js';
import { attachToDrupal } from './drupal.js';
import { type ErrorReporter, gtagReporter, reportPageErrors } from './error-reporter.js';
import { createRuntime, type Runtime } from './runtime.js';
import type { WidgetDefinition } from './types.js';

export type StayfrontEvent = 'ready' | 'error' | 'config-error';

export interface StayfrontApi extends Runtime {
  /** Listens to `stayfront:<type>` events of every widget; returns the unsubscribe. */
  on(type: StayfrontEvent, listener: (event: CustomEvent) => void): () => void;
  /** Reports uncaught page errors to analytics; replace it to use another service. @default gtag `exception` */
  errorReporter: ErrorReporter;
}

export interface StartOptions {
  definitions?: readonly WidgetDefinition[];
  directives?: Readonly<Record<string, Directive>>;
  /**
   * True when loader.js runs as a `defer` script: the first scan then waits for DOMContentLoaded,
   * because later defer scripts may still register widgets. Otherwise it starts at once once
   * the DOM is parsed.
   */
  deferred?: boolean | undefined;
}

declare global {
  interface Window {
    Stayfront?: StayfrontApi;
  }
}

export function startStayfront(options: StartOptions, win: Window = window): StayfrontApi {
  // loader.js included twice (two templates): the first copy keeps the page, and learns the
  // second one's widgets.
  const existing = win.Stayfront;
  if (existing) {
    for (const definition of options.definitions ?? []) existing.register(definition);
    return existing;
  }
  const runtime = createRuntime({ ...options, document: win.document });
  const api: StayfrontApi = {
    ...runtime,
    on(type, listener) {
      const name = `stayfront:${type}`;
      win.document.addEventListener(name, listener as EventListener);
      return () => win.document.removeEventListener(name, listener as EventListener);
    },
    errorReporter: gtagReporter,
  };
  win.Stayfront = api;
  attachToDrupal(runtime, win);
  reportPageErrors(win, () => api.errorReporter);
  // A defer script runs before DOMContentLoaded, and defer scripts after it may still register
  // widgets: wait for it (or for load, should it have passed). Otherwise start once parsed.
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    runtime.scan();
    runtime.observe();
  };
  const { readyState } = win.document;
  if (readyState === 'loading' || (options.deferred && readyState === 'interactive')) {
    win.document.addEventListener('DOMContentLoaded', begin);
    win.addEventListener('load', begin);
  } else begin();
  return api;
}

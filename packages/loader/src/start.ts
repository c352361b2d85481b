/**
 * Starting Stayfront on a page: one runtime, the `window.Stayfront` API, the Drupal adapter and
 * page-error reporting; the first scan runs once the DOM is parsed (defer-safe), then a
 * MutationObserver follows the page. A second start on the same page returns the first's API.
 */

import type { Directive } from './directives/directive.js';
import { attachToDrupal } from './drupal.js';
import { type ErrorReporter, gtagReporter, reportPageErrors } from './error-reporter.js';
import { createRuntime, type Runtime } from './runtime.js';
import type { LoadScriptOptions } from './script-loader.js';
import type { WidgetDefinition } from './types.js';

export type StayfrontEvent = 'ready' | 'error' | 'config-error';

export interface StayfrontApi extends Runtime {
  /** Listens to `stayfront:<type>` events of every widget; returns the unsubscribe. */
  on(type: StayfrontEvent, listener: (event: CustomEvent) => void): () => void;
  /** Loads a third-party script once, with the page's nonce and a 10 s timeout. */
  loadScript(src: string, options?: Omit<LoadScriptOptions, 'nonce'>): Promise<void>;
  /** Reports uncaught page errors to analytics; replace it to use another service. @default gtag `exception` */
  errorReporter: ErrorReporter;
}

export interface StartOptions {
  definitions?: readonly WidgetDefinition[];
  directives?: Readonly<Record<string, Directive>>;
  /** CSP nonce for scripts the loader injects. */
  nonce?: string | undefined;
  /** Imports the script loader on demand (it is a chunk of its own). */
  importScriptLoader: () => Promise<typeof import('./script-loader.js')>;
}

declare global {
  interface Window {
    Stayfront?: StayfrontApi;
  }
}

export function startStayfront(options: StartOptions, win: Window = window): StayfrontApi {
  // loader.js included twice (two templates): the first copy keeps the page.
  if (win.Stayfront) return win.Stayfront;
  const runtime = createRuntime({ ...options, document: win.document });
  const api: StayfrontApi = {
    ...runtime,
    on(type, listener) {
      const name = `stayfront:${type}`;
      win.document.addEventListener(name, listener as EventListener);
      return () => win.document.removeEventListener(name, listener as EventListener);
    },
    loadScript: (src, scriptOptions) =>
      options
        .importScriptLoader()
        .then((module) => module.loadScript(src, { ...scriptOptions, nonce: options.nonce })),
    errorReporter: gtagReporter,
  };
  win.Stayfront = api;
  attachToDrupal(runtime, win);
  reportPageErrors(win, () => api.errorReporter);
  // Scripts after loader.js (defer) may still register widgets: the first scan waits for
  // DOMContentLoaded, or for load when the loader arrived after DOMContentLoaded (async).
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    runtime.scan();
    runtime.observe();
  };
  if (win.document.readyState === 'complete') begin();
  else {
    win.document.addEventListener('DOMContentLoaded', begin);
    win.addEventListener('load', begin);
  }
  return api;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReporter } from './error-reporter.js';
import { type StartOptions, type StayfrontApi, startStayfront } from './start.js';
import { settle } from './test-support/deferred.js';
import { contextOf, definition, mountable } from './test-support/definition.js';
import { $, page } from './test-support/dom.js';

function start(options: StartOptions = {}): StayfrontApi {
  return startStayfront(options);
}

function pageError(message: string) {
  window.dispatchEvent(
    new ErrorEvent('error', {
      message,
      filename: 'https://site.test/theme.js',
      lineno: 3,
      colno: 14,
      error: new Error(message),
    }),
  );
}

/** Makes `document.readyState` report `state` until the returned undo runs. */
function pretendReadyState(state: DocumentReadyState): () => void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
  return () => {
    delete (document as { readyState?: DocumentReadyState }).readyState;
  };
}

afterEach(() => {
  const api = window.Stayfront;
  // A started page cannot be stopped: silence its error reporting and stop following the DOM.
  if (api) api.errorReporter = () => {};
  api?.disconnect();
  api?.unmount();
  delete window.Stayfront;
  delete (window as { Drupal?: unknown }).Drupal;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('startStayfront', () => {
  it('publishes window.Stayfront, scans the parsed page at once and follows it', async () => {
    page('<div id="a" data-widget="w"></div>');
    const module = mountable();

    const api = start({ definitions: [definition('w', module)] });
    await settle();

    expect(window.Stayfront).toBe(api);
    expect(module.mount.mock.calls.map(([element]) => element.id)).toEqual(['a']);
    document.body.insertAdjacentHTML('beforeend', '<div id="b" data-widget="w"></div>');
    await settle();
    expect(module.mount.mock.calls.map(([element]) => element.id)).toEqual(['a', 'b']);
    $('#a').remove();
    await settle();
    expect(contextOf(module, 0).signal.aborted).toBe(true);
  });

  it('waits for DOMContentLoaded while the document is still loading', async () => {
    page('<div id="a" data-widget="w"></div>');
    const module = mountable();
    const undo = pretendReadyState('loading');
    try {
      start({ definitions: [definition('w', module)] });
      await settle();
      expect(module.mount).not.toHaveBeenCalled();

      document.dispatchEvent(new Event('DOMContentLoaded'));
      await settle();
      expect(module.mount).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('load'));
      await settle();
    } finally {
      undo();
    }

    expect(module.mount).toHaveBeenCalledTimes(1);
    document.body.insertAdjacentHTML('beforeend', '<div data-widget="w"></div>');
    await settle();
    expect(module.mount).toHaveBeenCalledTimes(2);
  });

  it('as a defer script, waits for DOMContentLoaded (or load) so later defer scripts can register', async () => {
    page('<div id="a" data-widget="w"></div><div id="b" data-widget="late"></div>');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const module = mountable();
    const late = mountable();
    const undo = pretendReadyState('interactive');
    try {
      const api = start({ definitions: [definition('w', module)], deferred: true });
      await settle();
      expect(module.mount).not.toHaveBeenCalled();
      api.register(definition('late', late));

      window.dispatchEvent(new Event('load'));
      await settle();
    } finally {
      undo();
    }

    expect(module.mount).toHaveBeenCalledTimes(1);
    expect(late.mount).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<div data-widget="w"></div>');
    await settle();
    expect(module.mount).toHaveBeenCalledTimes(2);
  });

  it('starts at once when loaded async after the DOM was parsed', async () => {
    page('<div data-widget="w"></div>');
    const module = mountable();
    const undo = pretendReadyState('interactive');
    try {
      start({ definitions: [definition('w', module)], deferred: false });
      await settle();
      expect(module.mount).toHaveBeenCalledTimes(1);
    } finally {
      undo();
    }
  });

  it("returns the first API when started a second time, which learns the second one's widgets", async () => {
    page('<div data-widget="w"></div><div data-widget="other"></div>');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const module = mountable();
    const other = mountable();
    const first = start({ definitions: [definition('w', module)] });

    const second = start({ definitions: [definition('w', module), definition('other', other)] });
    await settle();

    expect(second).toBe(first);
    expect(window.Stayfront).toBe(first);
    expect(module.mount).toHaveBeenCalledTimes(1);
    expect(other.mount).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"other"'),
      document.querySelector('[data-widget="other"]'),
    );
  });

  it('offers scan, unmount, list and register', async () => {
    page(`
      <div id="a" data-widget="w" data-widget-load="idle"></div>
      <div id="custom" data-widget="custom"></div>`);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const module = mountable();
    const api = start({ definitions: [definition('w', module)] });
    await settle();

    expect(api.list()).toEqual([
      expect.objectContaining({
        name: 'w',
        element: $('#a'),
        state: 'ready',
        trigger: 'idle',
        timings: {
          chunk: expect.any(Number),
          config: expect.any(Number),
          mount: expect.any(Number),
        },
      }),
    ]);

    const custom = mountable();
    api.register(definition('custom', custom));
    await settle();
    expect(custom.mount.mock.calls[0]?.[0]).toBe($('#custom'));

    api.unmount($('#a'));
    expect(module.cleanup).toHaveBeenCalledTimes(1);
    expect(api.list().map((widget) => widget.name)).toEqual(['custom']);
    api.scan($('#a'));
    await settle();
    expect(module.mount).toHaveBeenCalledTimes(2);
  });

  it('on() hears every widget and returns the unsubscribe', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = start({ definitions: [definition('ok')] });
    const ready = vi.fn();
    const errors = vi.fn();
    const configErrors = vi.fn();
    const offReady = api.on('ready', ready);
    api.on('error', errors);
    api.on('config-error', configErrors);

    page(`
      <div id="ok" data-widget="ok"></div>
      <div id="bad-json" data-widget="ok" data-widget-config="{"></div>`);
    await settle();

    expect(ready).toHaveBeenCalledTimes(1);
    expect(ready.mock.calls[0]?.[0].target).toBe($('#ok'));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0].target).toBe($('#bad-json'));
    expect(errors.mock.calls[0]?.[0].detail).toMatchObject({ name: 'ok', phase: 'config' });
    expect(configErrors.mock.calls[0]?.[0].detail.issues).toEqual([
      { path: '$', message: expect.any(String) },
    ]);

    offReady();
    document.body.insertAdjacentHTML('beforeend', '<div data-widget="ok"></div>');
    await settle();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(api.list().filter((widget) => widget.state === 'ready')).toHaveLength(2);
  });

  it('reports each distinct page error once through gtag by default', () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    start();

    pageError('Uncaught TypeError: a is null');
    pageError('Uncaught TypeError: a is null');
    pageError('Uncaught RangeError: b');

    expect(gtag.mock.calls).toEqual([
      [
        'event',
        'exception',
        {
          description: 'Uncaught TypeError: a is null https://site.test/theme.js:3:14',
          fatal: false,
        },
      ],
      [
        'event',
        'exception',
        { description: 'Uncaught RangeError: b https://site.test/theme.js:3:14', fatal: false },
      ],
    ]);
  });

  it('reports each distinct page error once through a reporter set as errorReporter', () => {
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    const reporter = vi.fn<ErrorReporter>();
    const api = start();

    api.errorReporter = reporter;
    pageError('Uncaught Error: c');
    pageError('Uncaught Error: c');
    pageError('Uncaught Error: d');

    expect(reporter.mock.calls.map(([description]) => description)).toEqual([
      'Uncaught Error: c https://site.test/theme.js:3:14',
      'Uncaught Error: d https://site.test/theme.js:3:14',
    ]);
    expect(reporter.mock.calls[0]?.[1]).toEqual(
      expect.objectContaining({ message: 'Uncaught Error: c' }),
    );
    expect(gtag).not.toHaveBeenCalled();
  });

  it('installs the Drupal behavior when Drupal is on the page', async () => {
    const behaviors: Record<
      string,
      {
        attach(context: ParentNode): void;
        detach(context: ParentNode, s: unknown, t: string): void;
      }
    > = {};
    (window as { Drupal?: unknown }).Drupal = { behaviors };
    page('<div id="region"></div>');
    const module = mountable();
    start({ definitions: [definition('w', module)] });
    const behavior = behaviors.stayfront;
    expect(behavior).toBeDefined();
    window.Stayfront?.disconnect(); // Drupal alone now: no MutationObserver

    $('#region').innerHTML = '<div data-widget="w"></div>';
    behavior?.attach($('#region'));
    await settle();
    expect(module.mount).toHaveBeenCalledTimes(1);
    behavior?.detach($('#region'), {}, 'serialize');
    expect(module.cleanup).not.toHaveBeenCalled();
    behavior?.detach($('#region'), {}, 'unload');
    expect(module.cleanup).toHaveBeenCalledTimes(1);
  });
});

/**
 * Behaviours from the loader review: replay that survives whitespace and replaced markup,
 * modified clicks, hung chunks, teardown while loading, focus, throwing directives, late
 * chunks, forgotten failures, list() copies and lazily loaded directives.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MS } from './directives/hold-interaction.js';
import { type Directive, interaction } from './directives/index.js';
import { lazyDirectives } from './directives/lazy.js';
import { createRuntime, type Runtime } from './runtime.js';
import { deferred, settle } from './test-support/deferred.js';
import { definition, mountable } from './test-support/definition.js';
import { $, page, quietConsole } from './test-support/dom.js';
import type { WidgetModule } from './types.js';

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.unmount();
  runtime?.disconnect();
  runtime = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** Server markup as a CMS writes it: whitespace between the controls. */
const SERVER = `<div id="w" data-widget="choice" data-widget-load="interaction">
  <button type="button" id="delete">Delete</button>
  <button type="button" id="cancel">Cancel <svg><path></path></svg></button>
</div>`;

/** An island that replaces the markup, without whitespace, and records which button it got. */
function choiceIsland(clicks: string[]): WidgetModule {
  return {
    mount(element) {
      const make = (label: string) => {
        const button = document.createElement('button');
        button.textContent = label;
        button.addEventListener('click', () => clicks.push(label));
        return button;
      };
      element.replaceChildren(make('Delete'), make('Cancel'));
    },
  };
}

function start(
  module: WidgetModule | (() => Promise<WidgetModule>),
  directives: Record<string, Directive> = { interaction },
) {
  runtime = createRuntime({
    definitions: [definition('choice', module)],
    directives,
    console: quietConsole(),
  });
  runtime.scan();
}

const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('interaction replay', () => {
  it('replays a held click on the same control of the island, whatever whitespace the server wrote', async () => {
    page(SERVER);
    const clicks: string[] = [];
    const chunk = deferred<WidgetModule>();
    start(() => chunk.promise);
    $('#cancel').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // The click lands on the icon inside the button.
    const held = click($('#cancel svg'));
    expect(held.defaultPrevented).toBe(true);
    chunk.resolve(choiceIsland(clicks));
    await settle();
    expect(clicks).toEqual(['Cancel']);
  });

  it('lets modified clicks (new tab, new window) go their own way', async () => {
    page(SERVER);
    const chunk = deferred<WidgetModule>();
    start(() => chunk.promise);
    $('#cancel').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(click($('#cancel'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click($('#cancel'), { metaKey: true }).defaultPrevented).toBe(false);
    expect(click($('#cancel'), { button: 1 }).defaultPrevented).toBe(false);
  });

  it('gives a click back to the server markup after 3 s when the code hangs, and replays only once', async () => {
    vi.useFakeTimers();
    page(SERVER);
    const clicks: string[] = [];
    const chunk = deferred<WidgetModule>();
    start(() => chunk.promise);
    const serverClicks: string[] = [];
    $('#delete').addEventListener('click', () => serverClicks.push('server delete'));
    $('#delete').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    click($('#delete'));
    expect(serverClicks).toEqual([]);
    vi.advanceTimersByTime(HOLD_MS);
    expect(serverClicks).toEqual(['server delete']);
    // Clicks are no longer held.
    expect(click($('#delete')).defaultPrevented).toBe(false);
    chunk.resolve(choiceIsland(clicks));
    await settle();
    expect(clicks).toEqual([]);
  });

  it('neither replays nor keeps holding clicks when the widget is torn down while loading', async () => {
    page(SERVER);
    const chunk = deferred<WidgetModule>();
    start(() => chunk.promise);
    const serverClicks: string[] = [];
    $('#delete').addEventListener('click', () => serverClicks.push('delete'));
    $('#delete').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    click($('#delete'));
    runtime?.unmount();
    chunk.resolve(choiceIsland([]));
    await settle();
    expect(serverClicks).toEqual([]);
    expect(click($('#delete')).defaultPrevented).toBe(false);
    expect(serverClicks).toEqual(['delete']);
  });

  it('puts back focus the swap dropped, but never pulls it back from where the visitor went', async () => {
    page(`${SERVER}<input id="elsewhere">`);
    const chunk = deferred<WidgetModule>();
    start(() => chunk.promise);
    $('#cancel').focus();
    chunk.resolve(choiceIsland([]));
    await settle();
    expect(document.activeElement?.textContent).toBe('Cancel');

    runtime?.unmount();
    page(`${SERVER}<input id="elsewhere">`);
    const second = deferred<WidgetModule>();
    start(() => second.promise);
    $('#cancel').focus();
    $('#elsewhere').focus();
    second.resolve(choiceIsland([]));
    await settle();
    expect(document.activeElement?.id).toBe('elsewhere');
  });
});

describe('runtime robustness', () => {
  it('fails only the widget whose directive throws; its neighbours mount', async () => {
    page(
      '<div id="a" data-widget="w" data-widget-load="broken"></div><div id="b" data-widget="w"></div>',
    );
    const module = mountable();
    const failures: string[] = [];
    document.addEventListener('stayfront:error', (event) =>
      failures.push((event as CustomEvent).detail.phase),
    );
    runtime = createRuntime({
      definitions: [definition('w', module)],
      directives: {
        broken: () => {
          throw new ReferenceError('IntersectionObserver is not defined');
        },
      },
      console: quietConsole(),
    });
    runtime.scan();
    await settle();
    expect($('#a').getAttribute('data-widget-state')).toBe('error');
    expect($('#b').getAttribute('data-widget-state')).toBe('ready');
    expect(failures).toEqual(['mount']);
  });

  it('never mounts a widget whose element left between its chunk and its mount', async () => {
    page('<div id="w" data-widget="w"></div>');
    const module = mountable();
    const chunk = deferred<WidgetModule>();
    runtime = createRuntime({
      definitions: [definition('w', () => chunk.promise)],
      console: quietConsole(),
    });
    runtime.scan();
    // The element leaves while its config is being read, after the chunk arrived.
    const parseConfig = (raw: unknown) => {
      runtime?.unmount();
      return { value: raw };
    };
    chunk.resolve({ ...module, parseConfig });
    await settle();
    expect(module.mount).not.toHaveBeenCalled();
  });

  it('forgets a chunk that failed twice, so a widget inserted later tries again', async () => {
    page('<div id="a" data-widget="w"></div>');
    const module = mountable();
    let calls = 0;
    const def = definition('w', () =>
      ++calls <= 2 ? Promise.reject(new Error('offline')) : Promise.resolve(module),
    );
    runtime = createRuntime({ definitions: [def], console: quietConsole() });
    runtime.scan();
    await settle();
    expect($('#a').getAttribute('data-widget-state')).toBe('error');
    document.body.insertAdjacentHTML('beforeend', '<div id="b" data-widget="w"></div>');
    runtime.scan();
    await settle();
    expect($('#b').getAttribute('data-widget-state')).toBe('ready');
    expect(calls).toBe(3);
  });

  it('hands out copies from list(): callers cannot abort, clean up or restate a widget', async () => {
    page('<div id="w" data-widget="w"></div>');
    const module = mountable();
    runtime = createRuntime({ definitions: [definition('w', module)], console: quietConsole() });
    runtime.scan();
    await settle();
    const [info] = runtime.list() as unknown as Record<string, unknown>[];
    expect(Object.keys(info ?? {}).sort()).toEqual([
      'element',
      'name',
      'state',
      'timings',
      'trigger',
    ]);
    (info as { state: string }).state = 'error';
    (info as { timings: { mount: number } }).timings.mount = -1;
    expect(runtime.list()[0]).toMatchObject({ state: 'ready' });
    expect(runtime.list()[0]?.timings.mount).not.toBe(-1);
  });
});

describe('lazyDirectives', () => {
  it('loads each trigger’s code once, on first use, only for the triggers used', async () => {
    page(
      '<div id="a" data-widget="w" data-widget-load="visible"></div><div id="b" data-widget="w" data-widget-load="visible"></div>',
    );
    const visible = vi.fn<Directive>(() => () => {});
    const load = vi.fn((name: string) =>
      name === 'visible' ? Promise.resolve(visible) : Promise.reject(new Error(name)),
    );
    const module = mountable();
    runtime = createRuntime({
      definitions: [definition('w', module)],
      directives: lazyDirectives(
        (name) => () => load(name).then((directive) => ({ [name]: directive })),
        ['visible', 'idle'],
      ),
      console: quietConsole(),
    });
    runtime.scan();
    await settle();
    expect(load.mock.calls).toEqual([['visible']]);
    expect(visible).toHaveBeenCalledTimes(2);
    expect(module.mount).not.toHaveBeenCalled();
  });

  it('wakes at once when a trigger’s code cannot load, and asks again for a later widget', async () => {
    page('<div id="a" data-widget="w" data-widget-load="idle"></div>');
    const idle = vi.fn<Directive>(() => () => {});
    let online = false;
    const load = vi.fn(() =>
      online ? Promise.resolve(idle) : Promise.reject(new Error('offline')),
    );
    const module = mountable();
    runtime = createRuntime({
      definitions: [definition('w', module)],
      directives: lazyDirectives(() => () => load().then((idle) => ({ idle })), ['idle']),
      console: quietConsole(),
    });
    runtime.scan();
    await settle();
    expect(module.mount).toHaveBeenCalledTimes(1);
    online = true;
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="c" data-widget="w" data-widget-load="idle"></div>',
    );
    runtime.scan();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(module.mount).toHaveBeenCalledTimes(1);
  });
  it('wakes the widget when its trigger cannot run here or its chunk lacks the directive', async () => {
    page(
      '<div id="a" data-widget="w" data-widget-load="visible"></div><div id="b" data-widget="w" data-widget-load="idle"></div>',
    );
    const throwing = vi.fn<Directive>(() => {
      throw new ReferenceError('IntersectionObserver is not defined');
    });
    const module = mountable();
    runtime = createRuntime({
      definitions: [definition('w', module)],
      directives: lazyDirectives(
        (name) => () => Promise.resolve(name === 'visible' ? { visible: throwing } : {}),
        ['visible', 'idle'],
      ),
      console: quietConsole(),
    });
    runtime.scan();
    await settle();
    expect(throwing).toHaveBeenCalledTimes(1);
    expect(module.mount).toHaveBeenCalledTimes(2);
  });
});

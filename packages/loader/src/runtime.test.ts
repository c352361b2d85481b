import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Directive } from './directives/directive.js';
import { createRuntime, type Runtime } from './runtime.js';
import { deferred, settle } from './test-support/deferred.js';
import { contextOf, definition, mountable } from './test-support/definition.js';
import { manualDirective } from './test-support/directive.js';
import { $, page, quietConsole, recordEvents } from './test-support/dom.js';
import type { WidgetDefinition, WidgetModule } from './types.js';

let runtime: Runtime | undefined;
let recorder: ReturnType<typeof recordEvents> | undefined;

function start(
  definitions: readonly WidgetDefinition[],
  directives: Readonly<Record<string, Directive>> = {},
) {
  const log = quietConsole();
  runtime = createRuntime({ definitions, directives, console: log });
  return { runtime, log };
}

function events() {
  recorder = recordEvents('ready', 'error', 'config-error');
  return recorder;
}

afterEach(() => {
  runtime?.disconnect();
  runtime?.unmount();
  runtime = undefined;
  recorder?.stop();
  recorder = undefined;
  document.body.replaceChildren();
});

describe('discovery and mounting', () => {
  it('mounts every [data-widget] with its element, name, config and a live signal', async () => {
    page(`
      <div id="a" data-widget="facet" data-widget-config='{"field":"sm_amenities"}'><a href="/x">x</a></div>
      <div id="b" data-widget="facet" data-widget-config='{"field":"ss_type"}'></div>`);
    const module = mountable();
    const { runtime } = start([definition('facet', module)]);
    const log = events();

    runtime.scan();
    await settle();

    expect(module.mount).toHaveBeenCalledTimes(2);
    const [first, second] = module.mount.mock.calls;
    expect(first?.[0]).toBe($('#a'));
    expect(first?.[1]).toMatchObject({ name: 'facet', config: { field: 'sm_amenities' } });
    expect(first?.[1].signal.aborted).toBe(false);
    expect(second?.[0]).toBe($('#b'));
    expect(second?.[1].config).toEqual({ field: 'ss_type' });
    expect($('#a').getAttribute('data-widget-state')).toBe('ready');
    expect($('#b').getAttribute('data-widget-state')).toBe('ready');
    expect(log.of('ready').map((event) => event.target)).toEqual([$('#a'), $('#b')]);
    expect(log.of('ready')[0]?.detail).toMatchObject({ name: 'facet' });
  });

  it('imports a definition once for all of its elements', async () => {
    page('<div data-widget="w"></div><div data-widget="w"></div><div data-widget="w"></div>');
    const def = definition('w');
    const { runtime } = start([def]);

    runtime.scan();
    await settle();

    expect(def.import).toHaveBeenCalledTimes(1);
    expect(runtime.list().map((widget) => widget.state)).toEqual(['ready', 'ready', 'ready']);
  });

  it('scan(root) tracks the root itself and what is inside it, nothing else', async () => {
    page(`
      <section id="root" data-widget="w"><div id="inner" data-widget="w"></div></section>
      <div id="outside" data-widget="w"></div>`);
    const module = mountable();
    const { runtime } = start([definition('w', module)]);

    runtime.scan($('#root'));
    await settle();

    expect(module.mount.mock.calls.map(([element]) => element.id)).toEqual(['root', 'inner']);
    expect($('#outside').hasAttribute('data-widget-state')).toBe(false);
  });

  it('mounts exactly once across scan(), scan() again and a MutationObserver re-insertion', async () => {
    page('<section id="host"><div id="w" data-widget="w"></div></section><aside></aside>');
    const module = mountable();
    const def = definition('w', module);
    const { runtime } = start([def]);
    runtime.observe();

    runtime.scan();
    runtime.scan();
    await settle();
    runtime.scan();
    runtime.scan($('#w'));
    // Re-inserted in one task: the observer sees it added (and removed) again.
    $('aside').append($('#host'));
    await settle();
    document.body.prepend($('#w'));
    await settle();

    expect(def.import).toHaveBeenCalledTimes(1);
    expect(module.mount).toHaveBeenCalledTimes(1);
    expect(module.cleanup).not.toHaveBeenCalled();
    expect(contextOf(module).signal.aborted).toBe(false);
    expect($('#w').getAttribute('data-widget-state')).toBe('ready');
    expect(runtime.list()).toHaveLength(1);
  });

  it('keeps a moved element (removed and re-appended in the same task) mounted', async () => {
    page('<div id="from"><div id="w" data-widget="w">server</div></div><div id="to"></div>');
    const module = mountable();
    const { runtime } = start([definition('w', module)]);
    runtime.observe();
    runtime.scan();
    await settle();

    const element = $('#w');
    element.remove();
    $('#to').append(element);
    await settle();

    expect(module.cleanup).not.toHaveBeenCalled();
    expect(contextOf(module).signal.aborted).toBe(false);
    expect(module.mount).toHaveBeenCalledTimes(1);
    expect(element.getAttribute('data-widget-state')).toBe('ready');
    expect(runtime.list().map((widget) => widget.element)).toEqual([element]);
  });

  it('dispatches its events so that they bubble to the document', async () => {
    page('<div data-widget="w"></div>');
    const { runtime } = start([definition('w')]);
    const onReady = vi.fn();
    document.addEventListener('stayfront:ready', onReady);

    runtime.scan();
    await settle();
    document.removeEventListener('stayfront:ready', onReady);

    expect(onReady).toHaveBeenCalledTimes(1);
  });
});

describe('config', () => {
  it('reads data-widget-config', async () => {
    page(`<div data-widget="w" data-widget-config='{"facets":[{"field":"a"}]}'></div>`);
    const module = mountable();
    const { runtime } = start([definition('w', module)]);

    runtime.scan();
    await settle();

    expect(contextOf(module).config).toEqual({ facets: [{ field: 'a' }] });
  });

  it('reads a child <script type="application/json"> when there is no attribute', async () => {
    page(
      `<div data-widget="w"><script type="application/json">{"rows": 60}</script><p>x</p></div>`,
    );
    const module = mountable();
    const { runtime } = start([definition('w', module)]);

    runtime.scan();
    await settle();

    expect(contextOf(module).config).toEqual({ rows: 60 });
  });

  it("hands mount what the module's parseConfig returned", async () => {
    page(`<div data-widget="w" data-widget-config='{"rows":"60"}'></div>`);
    const parseConfig = vi.fn((raw: unknown) => ({
      value: { rows: Number((raw as { rows: string }).rows) },
    }));
    const module = mountable(parseConfig);
    const { runtime } = start([definition('w', module)]);

    runtime.scan();
    await settle();

    expect(parseConfig).toHaveBeenCalledWith({ rows: '60' }, expect.anything());
    expect(contextOf(module).config).toEqual({ rows: 60 });
  });

  it('hands parseConfig the element, so its warnings can name it as errors do', async () => {
    page(`<div id="second" data-widget="w" data-widget-config='{"rowz":1}'></div>`);
    const parseConfig = vi.fn((_raw: unknown, _element: HTMLElement) => ({ value: {} }));
    const { runtime } = start([definition('w', mountable(parseConfig))]);

    runtime.scan();
    await settle();

    expect(parseConfig).toHaveBeenCalledWith({ rowz: 1 }, document.getElementById('second'));
  });

  it("reports invalid JSON with the path '$', without importing or mounting", async () => {
    page(`
      <div id="bad" data-widget="facet" data-widget-config='{"field": '><a href="/f">server</a></div>
      <div id="good" data-widget="other"></div>`);
    const facet = definition('facet');
    const other = mountable();
    const { runtime, log } = start([facet, definition('other', other)]);
    const seen = events();

    runtime.scan();
    await settle();

    const bad = $('#bad');
    expect(facet.import).not.toHaveBeenCalled();
    expect(bad.getAttribute('data-widget-state')).toBe('error');
    expect(bad.innerHTML).toBe('<a href="/f">server</a>');
    const [configError] = seen.of('config-error');
    expect(configError?.target).toBe(bad);
    expect(configError?.detail).toMatchObject({ name: 'facet', phase: 'config' });
    const issues = configError?.detail.issues as { path: string; message: string }[];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toBe('$');
    expect(issues[0]?.message).toMatch(/JSON|Unexpected|token/i);
    expect(seen.of('error').map((event) => [event.target, event.detail.phase])).toEqual([
      [bad, 'config'],
    ]);
    // The console names the widget, points at the element and gives the issue itself, not an
    // array a console folds to [{…}]: the JSON error is read without expanding anything.
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"facet"'), bad, issues[0]);
    expect(other.mount).toHaveBeenCalledTimes(1);
    expect($('#good').getAttribute('data-widget-state')).toBe('ready');
  });

  it('reports invalid JSON in a child script the same way', async () => {
    page(`<div id="bad" data-widget="w"><script type="application/json">{oops}</script></div>`);
    const def = definition('w');
    const { runtime } = start([def]);
    const seen = events();

    runtime.scan();
    await settle();

    expect(def.import).not.toHaveBeenCalled();
    const issues = seen.of('config-error')[0]?.detail.issues as { path: string }[];
    expect(issues.map((issue) => issue.path)).toEqual(['$']);
  });

  it('reports parseConfig issues in detail.issues and does not mount', async () => {
    page(`
      <div id="bad" data-widget="facet" data-widget-config='{"facets":[{},{},{"field":3}]}'><p>fallback</p></div>
      <div id="good" data-widget="other"></div>`);
    const issues = [
      { path: '$.facets[2].field', message: 'Expected a string' },
      { path: '$.label', message: 'Required' },
    ];
    const module = mountable(() => ({ issues }));
    const other = mountable();
    const { runtime, log } = start([definition('facet', module), definition('other', other)]);
    const seen = events();

    runtime.scan();
    await settle();

    const bad = $('#bad');
    expect(module.mount).not.toHaveBeenCalled();
    expect(bad.getAttribute('data-widget-state')).toBe('error');
    expect(bad.innerHTML).toBe('<p>fallback</p>');
    const configErrors = seen.of('config-error');
    expect(configErrors).toHaveLength(1);
    expect(configErrors[0]?.target).toBe(bad);
    expect(configErrors[0]?.detail).toEqual({ name: 'facet', phase: 'config', issues });
    const errors = seen.of('error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail).toMatchObject({ name: 'facet', phase: 'config', issues });
    // One argument per issue, each previewed inline by the console with its path and message.
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"facet"'), bad, ...issues);
    expect(log.error.mock.calls[0]?.[0]).toContain('config');
    expect($('#good').getAttribute('data-widget-state')).toBe('ready');
  });
});

describe('unknown widgets', () => {
  it('warns once per name across many elements and scans, and mounts them after register()', async () => {
    page(`
      <div data-widget="map"></div><div data-widget="map"></div>
      <section><div data-widget="map"></div></section>`);
    const { runtime, log } = start([]);

    runtime.scan();
    runtime.scan();
    runtime.scan(document.querySelector('section') as HTMLElement);
    await settle();

    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toContain('"map"');
    // The first element of that name goes with it, for the console to link to the page.
    expect(log.warn.mock.calls[0]?.[1]).toBe(document.querySelector('[data-widget="map"]'));
    expect(runtime.list()).toEqual([]);
    expect(document.querySelector('[data-widget-state]')).toBeNull();

    const module = mountable();
    runtime.register(definition('map', module));
    await settle();

    expect(module.mount).toHaveBeenCalledTimes(3);
    expect(runtime.list().map((widget) => widget.state)).toEqual(['ready', 'ready', 'ready']);
    runtime.scan();
    await settle();
    expect(module.mount).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('warns separately for each unknown name', () => {
    page(
      '<div data-widget="map"></div><div data-widget="chart"></div><div data-widget="map"></div>',
    );
    const { runtime, log } = start([]);

    runtime.scan();

    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('"map"'),
      expect.stringContaining('"chart"'),
    ]);
  });
});

describe('following the page', () => {
  it('mounts inserted markup', async () => {
    page('<main></main>');
    const module = mountable();
    const { runtime } = start([definition('w', module)]);
    runtime.observe();

    $('main').insertAdjacentHTML(
      'beforeend',
      '<div><div id="one" data-widget="w"></div></div><div id="two" data-widget="w"></div>',
    );
    await settle();

    expect(module.mount.mock.calls.map(([element]) => element.id)).toEqual(['one', 'two']);
    expect($('#one').getAttribute('data-widget-state')).toBe('ready');
  });

  it('unmounts removed markup: cleanup once, signal aborted, state attribute removed', async () => {
    page('<div id="w" data-widget="w"></div>');
    const module = mountable();
    const { runtime } = start([definition('w', module)]);
    runtime.observe();
    runtime.scan();
    await settle();
    const element = $('#w');

    element.remove();
    await settle();

    expect(module.cleanup).toHaveBeenCalledTimes(1);
    expect(contextOf(module).signal.aborted).toBe(true);
    expect(element.hasAttribute('data-widget-state')).toBe(false);
    expect(runtime.list()).toEqual([]);
    // Unrelated mutations later do not tear it down again.
    document.body.append(document.createElement('p'));
    document.body.lastElementChild?.remove();
    await settle();
    expect(module.cleanup).toHaveBeenCalledTimes(1);
  });

  it('unmounts every widget inside a removed subtree, each once, and nothing outside', async () => {
    page(`
      <section id="region">
        <div data-widget="a"><div data-widget="b"></div></div>
        <ul><li><div data-widget="b"></div></li></ul>
      </section>
      <div id="keep" data-widget="a"></div>`);
    const cleanups = new Map<HTMLElement, ReturnType<typeof vi.fn>>();
    const module: WidgetModule = {
      mount: (element) => {
        const cleanup = vi.fn();
        cleanups.set(element, cleanup);
        return cleanup;
      },
    };
    const { runtime } = start([definition('a', module), definition('b', module)]);
    runtime.observe();
    runtime.scan();
    await settle();
    expect(cleanups.size).toBe(4);
    const region = $('#region');

    region.remove();
    await settle();

    for (const [element, cleanup] of cleanups)
      expect(cleanup).toHaveBeenCalledTimes(region.contains(element) ? 1 : 0);
    expect([...cleanups.keys()].filter((element) => region.contains(element))).toHaveLength(3);
    expect(runtime.list().map((widget) => widget.element)).toEqual([$('#keep')]);
    expect($('#keep').getAttribute('data-widget-state')).toBe('ready');
  });

  it('never mounts an element that left while its import was pending', async () => {
    page('<div id="gone" data-widget="w"></div><div id="stays" data-widget="w"></div>');
    const chunk = deferred<WidgetModule>();
    const module = mountable();
    const { runtime } = start([definition('w', () => chunk.promise)]);
    const seen = events();
    runtime.observe();
    runtime.scan();
    const gone = $('#gone');
    expect(gone.getAttribute('data-widget-state')).toBe('loading');

    gone.remove();
    await settle();
    chunk.resolve(module);
    await settle();

    expect(module.mount).toHaveBeenCalledTimes(1);
    expect(module.mount.mock.calls[0]?.[0]).toBe($('#stays'));
    expect(gone.hasAttribute('data-widget-state')).toBe(false);
    expect(seen.events.filter((event) => event.target === gone)).toEqual([]);
    expect(runtime.list().map((widget) => widget.element)).toEqual([$('#stays')]);
  });

  it('aborts the signal of a mount still in progress and runs its cleanup when it resolves', async () => {
    page('<div id="w" data-widget="w"></div>');
    const mounting = deferred<() => void>();
    const cleanup = vi.fn();
    let signal: AbortSignal | undefined;
    const module: WidgetModule = {
      mount: (_element, context) => {
        signal = context.signal;
        return mounting.promise;
      },
    };
    const { runtime } = start([definition('w', module)]);
    const seen = events();
    runtime.observe();
    runtime.scan();
    await settle();
    expect(signal?.aborted).toBe(false);

    $('#w').remove();
    await settle();
    expect(signal?.aborted).toBe(true);
    mounting.resolve(cleanup);
    await settle();

    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(seen.events).toEqual([]);
    expect(runtime.list()).toEqual([]);
  });

  it('follows nothing after disconnect()', async () => {
    page('<main></main>');
    const module = mountable();
    const { runtime } = start([definition('w', module)]);
    runtime.observe();
    runtime.disconnect();

    $('main').innerHTML = '<div data-widget="w"></div>';
    await settle();

    expect(module.mount).not.toHaveBeenCalled();
  });
});

describe('unmount()', () => {
  it('tears down the widgets inside root (root included), once, and scan() mounts them again', async () => {
    page(`
      <section id="root" data-widget="w"><div id="inner" data-widget="w"></div></section>
      <div id="outside" data-widget="w"></div>`);
    const module = mountable();
    const { runtime } = start([definition('w', module)]);
    runtime.scan();
    await settle();

    runtime.unmount($('#root'));
    runtime.unmount($('#root'));

    expect(module.cleanup).toHaveBeenCalledTimes(2);
    expect(contextOf(module, 0).signal.aborted).toBe(true);
    expect(contextOf(module, 1).signal.aborted).toBe(true);
    expect(contextOf(module, 2).signal.aborted).toBe(false);
    expect($('#root').hasAttribute('data-widget-state')).toBe(false);
    expect($('#inner').hasAttribute('data-widget-state')).toBe(false);
    expect(runtime.list().map((widget) => widget.element.id)).toEqual(['outside']);

    runtime.scan($('#root'));
    await settle();
    expect(module.mount).toHaveBeenCalledTimes(5);
    expect($('#inner').getAttribute('data-widget-state')).toBe('ready');
  });

  it('logs a cleanup that throws and still tears down the others', async () => {
    page('<div id="a" data-widget="broken"></div><div id="b" data-widget="w"></div>');
    const broken = mountable();
    const failure = new Error('cleanup failed');
    broken.cleanup.mockImplementation(() => {
      throw failure;
    });
    const module = mountable();
    const { runtime, log } = start([definition('broken', broken), definition('w', module)]);
    runtime.scan();
    await settle();

    expect(() => runtime.unmount()).not.toThrow();

    expect(module.cleanup).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"broken"'), failure);
    expect(runtime.list()).toEqual([]);
  });

  it('stops the directive of a widget still waiting, and a late wake mounts nothing', async () => {
    page('<div id="w" data-widget="w" data-widget-load="manual"></div>');
    const manual = manualDirective();
    const module = mountable();
    const def = definition('w', module);
    const { runtime } = start([def], { manual: manual.directive });
    runtime.scan();
    const call = manual.callFor($('#w'));

    runtime.unmount();
    expect(call.stop).toHaveBeenCalledTimes(1);
    call.wake();
    await settle();

    expect(def.import).not.toHaveBeenCalled();
    expect(module.mount).not.toHaveBeenCalled();
    expect($('#w').hasAttribute('data-widget-state')).toBe(false);
  });
});

describe('failure containment', () => {
  it('tries a failed import once more', async () => {
    page('<div id="w" data-widget="w"></div>');
    const module = mountable();
    const def = definition('w', module);
    def.import.mockRejectedValueOnce(new Error('network'));
    const { runtime } = start([def]);
    const seen = events();

    runtime.scan();
    await settle();

    expect(def.import).toHaveBeenCalledTimes(2);
    expect(module.mount).toHaveBeenCalledTimes(1);
    expect($('#w').getAttribute('data-widget-state')).toBe('ready');
    expect(seen.of('error')).toEqual([]);
  });

  it("reports phase 'chunk' after two failed imports, keeps the fallback markup, and the neighbour is ready", async () => {
    page(`
      <div id="broken" data-widget="results"><ol><li><a href="/doc/1">Doc 1</a></li></ol></div>
      <div id="neighbour" data-widget="facet"></div>`);
    const first = new Error('first');
    const second = new Error('second');
    const results = definition('results', () => Promise.reject(first));
    results.import.mockRejectedValueOnce(first).mockRejectedValueOnce(second);
    const facet = mountable();
    const { runtime, log } = start([results, definition('facet', facet)]);
    const seen = events();

    runtime.scan();
    await settle();

    const broken = $('#broken');
    expect(results.import).toHaveBeenCalledTimes(2);
    expect(broken.getAttribute('data-widget-state')).toBe('error');
    expect(broken.innerHTML).toBe('<ol><li><a href="/doc/1">Doc 1</a></li></ol>');
    const errors = seen.of('error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.target).toBe(broken);
    expect(errors[0]?.detail).toMatchObject({ name: 'results', phase: 'chunk', error: second });
    expect(seen.of('config-error')).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('chunk'), broken, second);
    expect(facet.mount).toHaveBeenCalledTimes(1);
    expect($('#neighbour').getAttribute('data-widget-state')).toBe('ready');
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('mount failed');
      },
    ],
    ['rejects', () => Promise.reject(new Error('mount failed'))],
  ])("reports phase 'mount' when mount %s, and the neighbour still mounts", async (_, mount) => {
    page(`
      <div id="broken" data-widget="broken"><p>server</p></div>
      <div id="neighbour" data-widget="w"></div>`);
    const neighbour = mountable();
    const { runtime } = start([definition('broken', { mount }), definition('w', neighbour)]);
    const seen = events();

    runtime.scan();
    await settle();

    const broken = $('#broken');
    expect(broken.getAttribute('data-widget-state')).toBe('error');
    expect(broken.innerHTML).toBe('<p>server</p>');
    const errors = seen.of('error');
    expect(errors.map((event) => [event.target, event.detail.phase])).toEqual([[broken, 'mount']]);
    expect(errors[0]?.detail.error).toEqual(expect.objectContaining({ message: 'mount failed' }));
    expect(neighbour.mount).toHaveBeenCalledTimes(1);
    expect($('#neighbour').getAttribute('data-widget-state')).toBe('ready');
  });

  it('contains a failure to one element of a definition', async () => {
    page(`
      <div id="bad" data-widget="w" data-widget-config='{"fail":true}'></div>
      <div id="good" data-widget="w"></div>`);
    const module = mountable();
    module.mount.mockImplementation((_element, context) => {
      if ((context.config as { fail?: boolean }).fail) throw new Error('no');
      return module.cleanup;
    });
    const { runtime } = start([definition('w', module)]);

    runtime.scan();
    await settle();

    expect($('#bad').getAttribute('data-widget-state')).toBe('error');
    expect($('#good').getAttribute('data-widget-state')).toBe('ready');
  });

  it("reports a runtime error (context.report) with phase 'runtime'; the neighbour keeps working", async () => {
    page('<div id="w" data-widget="w"><p>server</p></div><div id="n" data-widget="n"></div>');
    const module = mountable();
    const neighbour = mountable();
    const { runtime, log } = start([definition('w', module), definition('n', neighbour)]);
    const seen = events();
    runtime.scan();
    await settle();
    const failure = new Error('render failed');

    contextOf(module).report(failure);

    expect($('#w').getAttribute('data-widget-state')).toBe('error');
    expect(seen.of('error').map((event) => [event.target, event.detail])).toEqual([
      [$('#w'), { name: 'w', phase: 'runtime', error: failure, issues: undefined }],
    ]);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('runtime'), $('#w'), failure);
    expect($('#n').getAttribute('data-widget-state')).toBe('ready');
    expect(runtime.list().find((widget) => widget.name === 'w')?.state).toBe('error');
  });

  it('ignores a report from a widget that was unmounted', async () => {
    page('<div id="w" data-widget="w"></div>');
    const module = mountable();
    const { runtime, log } = start([definition('w', module)]);
    runtime.scan();
    await settle();
    const seen = events();

    runtime.unmount();
    contextOf(module).report(new Error('late'));

    expect(seen.events).toEqual([]);
    expect($('#w').hasAttribute('data-widget-state')).toBe(false);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("reports a parseConfig that throws with phase 'config'", async () => {
    page('<div id="w" data-widget="w"></div>');
    const failure = new Error('parse');
    const module = mountable(() => {
      throw failure;
    });
    const { runtime } = start([definition('w', module)]);
    const seen = events();

    runtime.scan();
    await settle();

    expect(module.mount).not.toHaveBeenCalled();
    expect(seen.of('error')[0]?.detail).toMatchObject({ phase: 'config', error: failure });
    expect($('#w').getAttribute('data-widget-state')).toBe('error');
  });
});

describe('triggers and state', () => {
  it('walks data-widget-state through waiting, loading and ready', async () => {
    page('<div id="w" data-widget="w" data-widget-load="manual"></div>');
    const manual = manualDirective();
    const chunk = deferred<WidgetModule>();
    const def = definition('w', () => chunk.promise);
    const { runtime } = start([def], { manual: manual.directive });
    const element = $('#w');
    const states: (string | null)[] = [];
    const watcher = new MutationObserver((records) => {
      for (const record of records)
        states.push((record.target as Element).getAttribute('data-widget-state'));
    });
    watcher.observe(element, { attributes: true, attributeFilter: ['data-widget-state'] });

    runtime.scan();
    expect(element.getAttribute('data-widget-state')).toBe('waiting');
    expect(runtime.list()[0]?.state).toBe('waiting');
    await settle();
    expect(def.import).not.toHaveBeenCalled();

    manual.callFor(element).wake();
    expect(element.getAttribute('data-widget-state')).toBe('loading');
    expect(runtime.list()[0]?.state).toBe('loading');
    await settle();
    expect(element.getAttribute('data-widget-state')).toBe('loading');

    chunk.resolve(mountable());
    await settle();
    expect(element.getAttribute('data-widget-state')).toBe('ready');
    expect(runtime.list()[0]?.state).toBe('ready');
    watcher.disconnect();
    expect(states).toEqual(['waiting', 'loading', 'ready']);
  });

  it('stops a directive once it woke, and mounts once however often it wakes', async () => {
    page('<div id="w" data-widget="w" data-widget-load="manual"></div>');
    const manual = manualDirective();
    const module = mountable();
    const { runtime } = start([definition('w', module)], { manual: manual.directive });
    runtime.scan();
    const call = manual.callFor($('#w'));

    call.wake();
    call.wake();
    await settle();
    call.wake();
    await settle();

    expect(call.stop).toHaveBeenCalledTimes(1);
    expect(module.mount).toHaveBeenCalledTimes(1);
  });

  it('stops a directive that wakes at once, before it returned its stop', async () => {
    page('<div id="w" data-widget="w" data-widget-load="manual"></div>');
    const manual = manualDirective({ wakeAtOnce: true });
    const module = mountable();
    const { runtime } = start([definition('w', module)], { manual: manual.directive });

    runtime.scan();
    expect($('#w').getAttribute('data-widget-state')).toBe('loading');
    await settle();

    expect(manual.callFor($('#w')).stop).toHaveBeenCalledTimes(1);
    expect(module.mount).toHaveBeenCalledTimes(1);
    // Tearing down later does not stop it again.
    runtime.unmount();
    expect(manual.callFor($('#w')).stop).toHaveBeenCalledTimes(1);
  });

  it('uses data-widget-load, else the definition default, else eager', async () => {
    page(`
      <div id="attr" data-widget="lazy" data-widget-load="manual"></div>
      <div id="default" data-widget="lazy"></div>
      <div id="eager" data-widget="plain"></div>
      <div id="empty" data-widget="lazy" data-widget-load=""></div>`);
    const manual = manualDirective();
    const other = manualDirective();
    const lazy = mountable();
    const plain = mountable();
    const { runtime } = start(
      [definition('lazy', lazy, { load: 'idle' }), definition('plain', plain)],
      { manual: manual.directive, idle: other.directive },
    );

    runtime.scan();
    await settle();

    expect(manual.calls.map((call) => call.element)).toEqual([$('#attr')]);
    expect(other.calls.map((call) => call.element)).toEqual([$('#default'), $('#empty')]);
    expect(plain.mount).toHaveBeenCalledTimes(1);
    expect(lazy.mount).not.toHaveBeenCalled();
    expect(
      Object.fromEntries(runtime.list().map((widget) => [widget.element.id, widget.trigger])),
    ).toEqual({
      attr: 'manual',
      default: 'idle',
      eager: 'eager',
      empty: 'idle',
    });
  });

  it('passes a directive the value after the first colon', () => {
    page('<div id="w" data-widget="w" data-widget-load="media:(min-width: 768px)"></div>');
    const manual = manualDirective();
    const { runtime } = start([definition('w')], { media: manual.directive });

    runtime.scan();

    expect(manual.calls).toHaveLength(1);
    expect(manual.calls[0]?.element).toBe($('#w'));
    expect(manual.calls[0]?.value).toBe('(min-width: 768px)');
    expect(runtime.list()[0]?.trigger).toBe('media:(min-width: 768px)');
  });

  it('loads eagerly when no directive is known for the trigger', async () => {
    page('<div id="w" data-widget="w" data-widget-load="visible"></div>');
    const module = mountable();
    const { runtime } = start([definition('w', module)]);

    runtime.scan();
    await settle();

    expect(module.mount).toHaveBeenCalledTimes(1);
    expect(runtime.list()[0]?.trigger).toBe('visible');
  });

  it("runs the directive's afterMount callback after mounting, and after a failure", async () => {
    page(`
      <div id="ok" data-widget="ok" data-widget-load="manual"></div>
      <div id="ko" data-widget="ko" data-widget-load="manual"></div>`);
    const manual = manualDirective();
    const order: string[] = [];
    const ok: WidgetModule = {
      mount: () => {
        order.push('mount ok');
      },
    };
    const ko: WidgetModule = {
      mount: () => {
        throw new Error('ko');
      },
    };
    const { runtime } = start([definition('ok', ok), definition('ko', ko)], {
      manual: manual.directive,
    });
    document.addEventListener('stayfront:ready', () => order.push('ready'), { once: true });
    runtime.scan();

    manual.callFor($('#ok')).wake(() => {
      order.push(`after ok: ${$('#ok').getAttribute('data-widget-state')}`);
    });
    manual.callFor($('#ko')).wake(() => {
      order.push(`after ko: ${$('#ko').getAttribute('data-widget-state')}`);
    });
    await settle();

    expect(order.filter((entry) => !entry.includes('ko'))).toEqual([
      'mount ok',
      'ready',
      'after ok: ready',
    ]);
    expect(order.filter((entry) => entry.includes('ko'))).toEqual(['after ko: error']);
  });
});

describe('list() and timings', () => {
  it('lists name, element, state, trigger and the chunk, config and mount timings', async () => {
    page(`
      <div id="w" data-widget="w" data-widget-load="eager"></div>
      <div id="later" data-widget="w" data-widget-load="manual"></div>`);
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const measure = vi.spyOn(performance, 'measure').mockImplementation(() => undefined as never);
    const chunk = deferred<WidgetModule>();
    const module = mountable(() => {
      now += 3;
      return { value: {} };
    });
    module.mount.mockImplementation(() => {
      now += 12;
      return module.cleanup;
    });
    const manual = manualDirective();
    const { runtime } = start([definition('w', () => chunk.promise)], {
      manual: manual.directive,
    });
    const seen = events();

    runtime.scan();
    now = 1040;
    chunk.resolve(module);
    await settle();

    expect(runtime.list()).toEqual([
      expect.objectContaining({
        name: 'w',
        element: $('#w'),
        state: 'ready',
        trigger: 'eager',
        timings: { chunk: 40, config: 3, mount: 12 },
      }),
      expect.objectContaining({
        name: 'w',
        element: $('#later'),
        state: 'waiting',
        trigger: 'manual',
        timings: {},
      }),
    ]);
    expect(seen.of('ready')[0]?.detail.timings).toEqual({ chunk: 40, config: 3, mount: 12 });
    expect(measure.mock.calls.map(([name]) => name)).toEqual([
      'stayfront:w:chunk',
      'stayfront:w:config',
      'stayfront:w:mount',
    ]);
    expect(measure.mock.calls[0]?.[1]).toEqual({ start: 1000 });
  });

  it('keeps one User Timing entry per widget and phase across re-mounts; an observer sees each', async () => {
    // A Drupal AJAX swap re-mounts the same islands: the buffer must not grow with every swap.
    page('<div id="w" data-widget="swapped"></div>');
    const name = 'stayfront:swapped:mount';
    performance.clearMeasures(name);
    const observed: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName(name)) observed.push(entry.name);
    });
    observer.observe({ type: 'measure' });
    const module = mountable();
    const { runtime } = start([definition('swapped', module)]);

    for (let swap = 0; swap < 3; swap++) {
      runtime.scan();
      await settle();
      runtime.unmount();
    }
    // Delivered entries, then those still queued for the observer's next callback.
    for (const entry of observer.takeRecords()) if (entry.name === name) observed.push(entry.name);
    observer.disconnect();

    expect(module.mount).toHaveBeenCalledTimes(3);
    expect(performance.getEntriesByName(name, 'measure')).toHaveLength(1);
    expect(performance.getEntriesByName('stayfront:swapped:chunk', 'measure')).toHaveLength(1);
    expect(observed).toHaveLength(3);
  });

  it('records the chunk timing of an import that failed', async () => {
    page('<div id="w" data-widget="w"></div>');
    const def = definition('w', () => Promise.reject(new Error('offline')));
    const { runtime } = start([def]);

    runtime.scan();
    await settle();

    const [info] = runtime.list();
    expect(info?.state).toBe('error');
    expect(info?.timings.chunk).toEqual(expect.any(Number));
    expect(info?.timings.mount).toBeUndefined();
  });
});

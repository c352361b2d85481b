import { act, useEffect, useId, useLayoutEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { interaction } from '../directives/interaction.js';
import { createRuntime, type Runtime } from '../runtime.js';
import { deferred, settle } from '../test-support/deferred.js';
import { definition } from '../test-support/definition.js';
import { $, page, quietConsole, recordEvents } from '../test-support/dom.js';
import type { Cleanup, MountContext, WidgetModule } from '../types.js';
import { type IslandComponentProps, island } from './island.js';

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

function context<C>(config: C, name = 'w') {
  const report = vi.fn<(error: unknown) => void>();
  const ctx: MountContext<C> = { name, config, signal: new AbortController().signal, report };
  return Object.assign(ctx, { report });
}

const cleanups: Cleanup[] = [];
let runtime: Runtime | undefined;

type Mount<C> = ReturnType<typeof island<C>>;

/** Starts mounting; the returned promise resolves once React committed the first render. */
function startMount<C>(mount: Mount<C>, element: HTMLElement, ctx: MountContext<C>) {
  const mounting = Promise.resolve(mount(element, ctx)).then((cleanup) => {
    if (typeof cleanup !== 'function') throw new Error('island mount gave no cleanup');
    cleanups.push(cleanup);
    return cleanup;
  });
  // Marked handled here; the tests await it themselves.
  mounting.catch(() => {});
  return mounting;
}

/** Mounts `mount` into `element` inside `act`, which lets React commit. */
async function mountIsland<C>(
  mount: Mount<C>,
  element: HTMLElement,
  ctx: MountContext<C>,
): Promise<Cleanup> {
  let mounting: Promise<Cleanup> | undefined;
  await act(async () => {
    mounting = startMount(mount, element, ctx);
  });
  if (!mounting) throw new Error('not mounted');
  return mounting;
}

/**
 * Inside `act`, React hands an uncaught render error to `act` (which throws it) instead of the
 * root's `onUncaughtError`: the error paths run the way a page runs them, outside `act`, and
 * wait for React's scheduler.
 */
async function outsideAct(work: () => Promise<void>) {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await work();
  } finally {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

/** Waits (a bounded number of macrotasks) until `check` holds. */
async function until(check: () => boolean, what: string) {
  for (let turn = 0; turn < 200 && !check(); turn++) await settle();
  if (!check()) throw new Error(`Timed out waiting for ${what}`);
}

function Field() {
  const id = useId();
  return (
    <label htmlFor={id}>
      Query <input id={id} />
    </label>
  );
}

/** Renders a button; the render after its first click throws. */
function Counter() {
  const [count, setCount] = useState(0);
  if (count > 0) throw new Error(`count ${count}`);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      more
    </button>
  );
}

function Clickable({ onClick }: { onClick: () => void }) {
  return (
    <div>
      <p>Menu</p>
      <button type="button" className="live" onClick={onClick}>
        Open
      </button>
      <input name="q" className="live" />
    </div>
  );
}

function LayoutEffectCrash() {
  useLayoutEffect(() => {
    throw new Error('layout effect failed');
  }, []);
  return <b>layout</b>;
}

function EffectCrash() {
  useEffect(() => {
    throw new Error('effect failed');
  }, []);
  return <b>passive</b>;
}

function Broken(): never {
  throw new Error('render failed');
}

beforeAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
});

afterAll(() => {
  delete reactGlobals.IS_REACT_ACT_ENVIRONMENT;
});

afterEach(async () => {
  await act(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    runtime?.disconnect();
    runtime?.unmount();
  });
  runtime = undefined;
  document.body.replaceChildren();
});

describe('island', () => {
  it('renders the component with config, context and element, once React committed', async () => {
    page('<div id="w"><a href="/server">server</a></div>');
    const element = $('#w');
    const ctx = context({ label: 'Live' });
    const seen: IslandComponentProps<{ label: string }>[] = [];
    const mount = island<{ label: string }>((props) => {
      seen.push(props);
      return <button type="button">{props.config.label}</button>;
    });

    let mounting: Promise<Cleanup> | undefined;
    let resolved = false;
    await act(async () => {
      mounting = startMount(mount, element, ctx);
      void mounting.then(() => {
        resolved = true;
      });
      await settle();
      // React has not committed yet: the server markup is still there, the mount still pending.
      expect(element.innerHTML).toBe('<a href="/server">server</a>');
      expect(resolved).toBe(false);
    });
    const cleanup = await mounting;

    expect(resolved).toBe(true);
    expect(element.innerHTML).toBe('<button type="button">Live</button>');
    expect(seen[0]?.config).toEqual({ label: 'Live' });
    expect(seen[0]?.context).toBe(ctx);
    expect(seen[0]?.element).toBe(element);
    expect(typeof cleanup).toBe('function');
  });

  it('puts the server markup back on unmount, once', async () => {
    const server = '<ul class="facet"><li><a href="/?f=a">A</a> (3)</li></ul><!-- end -->';
    page(`<div id="w">${server}</div>`);
    const element = $('#w');
    const clicks = vi.fn();
    const cleanup = await mountIsland(
      island(() => <Clickable onClick={clicks} />),
      element,
      context({}),
    );
    expect(element.querySelector('button.live')).not.toBeNull();

    await act(async () => cleanup());

    expect(element.innerHTML).toBe(server);
    const restored = element.firstChild;
    await act(async () => cleanup());
    expect(element.innerHTML).toBe(server);
    expect(element.firstChild).toBe(restored);
  });

  it('gives every island its own identifierPrefix, so useId differs between islands', async () => {
    page('<div id="a"></div><div id="b"></div>');
    const mount = island(Field);

    await mountIsland(mount, $('#a'), context({}));
    await mountIsland(mount, $('#b'), context({}));

    const a = $('#a input').id;
    const b = $('#b input').id;
    expect(a).toMatch(/sf\d+-/);
    expect(b).toMatch(/sf\d+-/);
    expect(a).not.toBe(b);
    expect(a.match(/sf\d+-/)?.[0]).not.toBe(b.match(/sf\d+-/)?.[0]);
    expect(document.querySelectorAll(`[id="${a}"]`)).toHaveLength(1);
    expect($('#a label').getAttribute('for')).toBe(a);
  });

  it('fails the mount when the first render throws, and puts the server markup back', async () => {
    page('<div id="w"><p>Server results</p></div>');
    const element = $('#w');
    const ctx = context({});

    await outsideAct(async () => {
      await expect(startMount(island(Broken), element, ctx)).rejects.toThrow('render failed');
      await settle();
    });

    expect(element.innerHTML).toBe('<p>Server results</p>');
    expect(ctx.report).not.toHaveBeenCalled();
  });

  it('reports an uncaught error of a later render and puts the server markup back', async () => {
    page('<div id="w"><p>Server</p></div>');
    const element = $('#w');
    const ctx = context({});

    await outsideAct(async () => {
      await startMount(island(Counter), element, ctx);
      expect(ctx.report).not.toHaveBeenCalled();

      $('button', element).click();
      await until(() => ctx.report.mock.calls.length > 0, 'the report');
      await settle();
    });

    expect(ctx.report).toHaveBeenCalledTimes(1);
    expect(ctx.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'count 1' }));
    expect(element.innerHTML).toBe('<p>Server</p>');
  });
});

describe('island in the runtime', () => {
  it('is ready once rendered; a broken island is contained and its server markup kept', async () => {
    page(`
      <div id="good" data-widget="good" data-widget-config='{"label":"Hello"}'><p>good server</p></div>
      <div id="bad" data-widget="bad"><p>bad server</p></div>
      <div id="later" data-widget="later"><p>later server</p></div>`);
    runtime = createRuntime({
      definitions: [
        definition('good', {
          mount: island<{ label: string }>(({ config }) => <strong>{config.label}</strong>),
        }),
        definition('bad', { mount: island(Broken) }),
        definition('later', { mount: island(Counter) }),
      ],
      console: quietConsole(),
    });
    const seen = recordEvents('ready', 'error');
    const markupWhenReady = new Map<EventTarget | null, string>();
    const onReady = (event: Event) =>
      markupWhenReady.set(event.target, (event.target as HTMLElement).innerHTML);
    document.addEventListener('stayfront:ready', onReady);

    await outsideAct(async () => {
      runtime?.observe();
      runtime?.scan();
      await until(() => seen.events.length === 3, 'every island to settle');
      $('#later button').click();
      await until(() => seen.events.length === 4, 'the runtime error');
      await settle();
    });
    seen.stop();
    document.removeEventListener('stayfront:ready', onReady);

    expect(markupWhenReady.get($('#good'))).toBe('<strong>Hello</strong>');
    expect($('#good').getAttribute('data-widget-state')).toBe('ready');
    expect($('#bad').getAttribute('data-widget-state')).toBe('error');
    expect($('#bad').innerHTML).toBe('<p>bad server</p>');
    expect($('#later').getAttribute('data-widget-state')).toBe('error');
    expect($('#later').innerHTML).toBe('<p>later server</p>');
    expect(seen.of('ready').map((event) => event.target)).toEqual([$('#good'), $('#later')]);
    expect(seen.of('error').map((event) => [event.target, event.detail.phase])).toEqual([
      [$('#bad'), 'mount'],
      [$('#later'), 'runtime'],
    ]);

    const good = $('#good');
    await act(async () => {
      good.remove();
      await settle();
    });
    expect(good.innerHTML).toBe('<p>good server</p>');
    expect(good.hasAttribute('data-widget-state')).toBe(false);
  });

  it('ends in error when an effect of the first commit throws', async () => {
    page(`
      <div id="layout" data-widget="layout"><p>layout server</p></div>
      <div id="passive" data-widget="passive"><p>passive server</p></div>`);
    runtime = createRuntime({
      definitions: [
        definition('layout', { mount: island(LayoutEffectCrash) }),
        definition('passive', { mount: island(EffectCrash) }),
      ],
      console: quietConsole(),
    });
    const seen = recordEvents('ready', 'error');

    await outsideAct(async () => {
      runtime?.scan();
      await until(() => seen.of('error').length === 2, 'both errors');
      await settle();
    });
    seen.stop();

    expect(
      seen.events.map((event) => [event.type, (event.target as Element).id, event.detail.phase]),
    ).toEqual([
      ['stayfront:error', 'layout', 'mount'],
      ['stayfront:ready', 'passive', undefined],
      ['stayfront:error', 'passive', 'runtime'],
    ]);
    expect($('#layout').getAttribute('data-widget-state')).toBe('error');
    expect($('#layout').innerHTML).toBe('<p>layout server</p>');
    expect($('#passive').getAttribute('data-widget-state')).toBe('error');
    expect($('#passive').innerHTML).toBe('<p>passive server</p>');
  });

  it('unmounts an island whose element left before React committed it', async () => {
    page('<div id="w" data-widget="w"><p>server</p></div>');
    const renders = vi.fn();
    const mount = island(() => {
      renders();
      return <strong>live</strong>;
    });
    runtime = createRuntime({
      definitions: [
        definition('w', {
          mount: (element, context) => {
            const mounting = mount(element, context);
            element.remove();
            return mounting;
          },
        }),
      ],
      console: quietConsole(),
    });
    runtime.observe();
    const seen = recordEvents('ready', 'error');
    const element = $('#w');

    await outsideAct(async () => {
      runtime?.scan();
      await until(() => renders.mock.calls.length > 0, 'the render');
      for (let turn = 0; turn < 5; turn++) await settle();
    });
    seen.stop();

    expect(element.isConnected).toBe(false);
    expect(element.innerHTML).toBe('<p>server</p>');
    expect(element.hasAttribute('data-widget-state')).toBe(false);
    expect(seen.events).toEqual([]);
    expect(runtime.list()).toEqual([]);
  });

  it('replays a click held by the interaction trigger on the rendered island', async () => {
    page(
      `<div id="w" data-widget="menu" data-widget-load="interaction"><div><p>Menu</p><button type="button">Open</button><input name="q"></div></div>`,
    );
    const clicks = vi.fn();
    const chunk = deferred<WidgetModule>();
    runtime = createRuntime({
      definitions: [definition('menu', () => chunk.promise)],
      directives: { interaction },
      console: quietConsole(),
    });
    runtime.scan();
    const element = $('#w');

    await outsideAct(async () => {
      $('button', element).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      $('button', element).click();
      chunk.resolve({ mount: island(() => <Clickable onClick={clicks} />) });
      await until(() => element.getAttribute('data-widget-state') === 'ready', 'ready');
      await settle();
    });

    expect($('button', element).className).toBe('live');
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('restores the focus taken by the interaction trigger on the rendered island', async () => {
    page(
      `<div id="w" data-widget="search" data-widget-load="interaction"><div><p>Menu</p><button type="button">Open</button><input name="q"></div></div>`,
    );
    const chunk = deferred<WidgetModule>();
    runtime = createRuntime({
      definitions: [definition('search', () => chunk.promise)],
      directives: { interaction },
      console: quietConsole(),
    });
    runtime.scan();
    const element = $('#w');

    await outsideAct(async () => {
      $('input', element).focus();
      chunk.resolve({ mount: island(() => <Clickable onClick={() => {}} />) });
      await until(() => element.getAttribute('data-widget-state') === 'ready', 'ready');
      await settle();
    });

    expect(document.activeElement).toBe($('input.live', element));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, type Runtime } from '../runtime.js';
import { deferred, settle } from '../test-support/deferred.js';
import { definition, mountable } from '../test-support/definition.js';
import { $, page, quietConsole } from '../test-support/dom.js';
import {
  FakeIntersectionObserver,
  installIdleCallback,
  installIntersectionObserver,
  installMatchMedia,
} from '../test-support/fakes.js';
import type { WidgetDefinition, WidgetModule } from '../types.js';
import type { Directive } from './directive.js';
import { holdInteraction } from './hold-interaction.js';
import { IDLE_TIMEOUT_MS, idle } from './idle.js';
import { allDirectives } from './index.js';
import { INTERACTION_EVENTS, interaction } from './interaction.js';
import { media } from './media.js';
import { VISIBLE_MARGIN, visible } from './visible.js';

let runtime: Runtime | undefined;
const stops: (() => void)[] = [];

function start(definitions: readonly WidgetDefinition[]) {
  runtime = createRuntime({ definitions, directives: allDirectives, console: quietConsole() });
  return runtime;
}

/** Runs a directive alone, with a recorded wake; it is stopped after the test. */
function run(directive: Directive, element: Element, value = '') {
  const wake = vi.fn<(afterMount?: (live: boolean) => void) => void>();
  const stop = vi.fn(directive(element, value, wake));
  stops.push(stop);
  return { wake, stop };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  runtime?.disconnect();
  runtime?.unmount();
  runtime = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('allDirectives', () => {
  it('offers idle, visible, media and interaction', () => {
    expect(allDirectives).toEqual({ idle, visible, media, interaction });
  });
});

describe('idle', () => {
  it('wakes when the browser is idle, asking for at most IDLE_TIMEOUT_MS of waiting', () => {
    const browser = installIdleCallback();
    page('<div id="w"></div>');

    const { wake } = run(idle, $('#w'));

    expect(browser.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(browser.requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
    expect(IDLE_TIMEOUT_MS).toBe(2000);
    expect(wake).not.toHaveBeenCalled();
    browser.idle();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('cancels its idle callback when stopped', () => {
    const browser = installIdleCallback();
    page('<div id="w"></div>');

    const { wake, stop } = run(idle, $('#w'));
    stop();
    browser.idle();

    expect(browser.cancelIdleCallback).toHaveBeenCalledWith(
      browser.requestIdleCallback.mock.results[0]?.value,
    );
    expect(wake).not.toHaveBeenCalled();
  });

  it('falls back to a 200 ms timeout without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    page('<div id="w"></div>');

    const { wake } = run(idle, $('#w'));
    await vi.advanceTimersByTimeAsync(199);
    expect(wake).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('clears the fallback timeout when stopped', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    page('<div id="w"></div>');

    const { wake, stop } = run(idle, $('#w'));
    stop();
    await vi.advanceTimersByTimeAsync(1000);

    expect(wake).not.toHaveBeenCalled();
  });

  it('keeps an idle widget waiting in the runtime until the browser is idle', async () => {
    const browser = installIdleCallback();
    page('<div id="w" data-widget="w" data-widget-load="idle"></div>');
    const def = definition('w');
    start([def]).scan();
    await settle();
    expect(def.import).not.toHaveBeenCalled();
    expect($('#w').getAttribute('data-widget-state')).toBe('waiting');

    browser.idle();
    await settle();

    expect(def.import).toHaveBeenCalledTimes(1);
    expect($('#w').getAttribute('data-widget-state')).toBe('ready');
  });
});

describe('visible', () => {
  it('observes with the 200px margin and wakes only when its element intersects', () => {
    installIntersectionObserver();
    page('<div id="w"></div><div id="other"></div>');
    const element = $('#w');

    const { wake } = run(visible, element);
    const other = run(visible, $('#other'));

    expect(VISIBLE_MARGIN).toBe('200px');
    expect(FakeIntersectionObserver.observing(element)).toBe(true);
    expect(
      FakeIntersectionObserver.instances.map((observer) => observer.options.rootMargin),
    ).toEqual(['200px']);
    FakeIntersectionObserver.report(element, false);
    FakeIntersectionObserver.report($('#other'), true);
    expect(wake).not.toHaveBeenCalled();
    expect(other.wake).toHaveBeenCalledTimes(1);
    FakeIntersectionObserver.report(element, true);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('uses one observer for the page and stops observing when stopped', () => {
    installIntersectionObserver();
    page('<div id="a"></div><div id="b"></div>');

    const a = run(visible, $('#a'));
    run(visible, $('#b'));
    a.stop();

    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.observing($('#a'))).toBe(false);
    expect(FakeIntersectionObserver.observing($('#b'))).toBe(true);
  });

  it('keeps a visible widget waiting in the runtime until it scrolls near', async () => {
    installIntersectionObserver();
    page('<div id="w" data-widget="w" data-widget-load="visible"></div>');
    const def = definition('w');
    start([def]).scan();
    await settle();
    const element = $('#w');
    expect(def.import).not.toHaveBeenCalled();
    expect(element.getAttribute('data-widget-state')).toBe('waiting');
    FakeIntersectionObserver.report(element, false);
    await settle();
    expect(def.import).not.toHaveBeenCalled();

    FakeIntersectionObserver.report(element, true);
    await settle();

    expect(def.import).toHaveBeenCalledTimes(1);
    expect(element.getAttribute('data-widget-state')).toBe('ready');
    expect(FakeIntersectionObserver.observing(element)).toBe(false);
  });
});

describe('media', () => {
  it('wakes at once when the query already matches', () => {
    const browser = installMatchMedia({ '(min-width: 768px)': true });
    page('<div id="w"></div>');

    const { wake } = run(media, $('#w'), '(min-width: 768px)');

    expect(browser.matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wakes when the query starts to match, and not before', () => {
    const browser = installMatchMedia();
    page('<div id="w"></div>');

    const { wake, stop } = run(media, $('#w'), '(min-width: 768px)');
    expect(wake).not.toHaveBeenCalled();
    browser.set('(min-width: 768px)', false);
    browser.set('(max-width: 300px)', true);
    expect(wake).not.toHaveBeenCalled();
    browser.set('(min-width: 768px)', true);
    expect(wake).toHaveBeenCalledTimes(1);

    stop();
    expect(browser.listeners('(min-width: 768px)')).toBe(0);
  });

  it('mounts in the runtime at once when matching, later on change otherwise', async () => {
    const browser = installMatchMedia({ '(min-width: 768px)': true });
    page(`
      <div id="wide" data-widget="w" data-widget-load="media:(min-width: 768px)"></div>
      <div id="print" data-widget="w" data-widget-load="media:print"></div>`);
    const module = mountable();
    start([definition('w', module)]).scan();

    expect($('#wide').getAttribute('data-widget-state')).toBe('loading');
    expect($('#print').getAttribute('data-widget-state')).toBe('waiting');
    expect(browser.listeners('(min-width: 768px)')).toBe(0);
    await settle();
    expect(module.mount.mock.calls.map(([element]) => element.id)).toEqual(['wide']);

    browser.set('print', true);
    expect($('#print').getAttribute('data-widget-state')).toBe('loading');
    await settle();

    expect(module.mount.mock.calls.map(([element]) => element.id)).toEqual(['wide', 'print']);
    expect($('#print').getAttribute('data-widget-state')).toBe('ready');
    expect(browser.listeners('print')).toBe(0);
  });
});

describe('holdInteraction', () => {
  it('holds the click that started it and later ones once, replaying one on release', () => {
    page('<div id="w"><button type="button">Open</button></div>');
    const clicks = vi.fn();
    $('button').addEventListener('click', clicks);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    let release: ((live: boolean) => void) | undefined;
    // Started on the way down, as a widget's own listener for intent would be.
    $('#w').addEventListener(
      'click',
      (event) => {
        release ??= holdInteraction($('#w'), event);
      },
      true,
    );

    $('button').dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    $('#w').innerHTML = '<button type="button" class="live">Open</button>';
    const liveClicks = vi.fn();
    $('button.live').addEventListener('click', liveClicks);
    release?.(true);
    release?.(true);

    expect(liveClicks).toHaveBeenCalledTimes(1);
    expect(clicks).not.toHaveBeenCalled();
  });

  it('puts back focus the swap dropped, but not focus the visitor took elsewhere meanwhile', async () => {
    page('<div id="w"><a href="#x">Link</a></div><button id="out" type="button">Out</button>');
    let release = holdInteraction($('#w'));
    $('#w a').focus();
    // The swap: the focused node goes, and with it the focus.
    $('#w').innerHTML = '<a href="#x" class="live">Link</a>';
    await Promise.resolve();
    release(true);
    expect(document.activeElement).toBe($('#w a.live'));

    $('#out').focus();
    release = holdInteraction($('#w'));
    $('#w a').focus();
    // The visitor clicks elsewhere on the page (focus to <body>) while the code loads.
    ($('#w a') as HTMLElement).blur();
    await Promise.resolve();
    $('#w').innerHTML = '<a href="#x" class="live">Link</a>';
    release(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('replays nothing when released without the widget', () => {
    page('<div id="w"><button type="button">Open</button></div>');
    const release = holdInteraction($('#w'));
    $('button').focus();
    $('button').click();
    const clicks = vi.fn();
    $('button').addEventListener('click', clicks);
    release(false);

    expect(clicks).not.toHaveBeenCalled();
    $('button').click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

describe('interaction', () => {
  it.each(INTERACTION_EVENTS)('wakes on the first %s and only once', (type) => {
    page('<div id="w"><button type="button">Open</button></div>');
    const { wake } = run(interaction, $('#w'));

    $('button').dispatchEvent(new Event('mouseover', { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
    $('button').dispatchEvent(new Event(type, { bubbles: true }));
    for (const again of INTERACTION_EVENTS)
      $('button').dispatchEvent(new Event(again, { bubbles: true }));

    expect(INTERACTION_EVENTS).toEqual(['pointerdown', 'focusin', 'keydown']);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('does not wake once stopped', () => {
    page('<div id="w"><button type="button">Open</button></div>');
    const { wake, stop } = run(interaction, $('#w'));

    stop();
    for (const type of INTERACTION_EVENTS)
      $('button').dispatchEvent(new Event(type, { bubbles: true }));

    expect(wake).not.toHaveBeenCalled();
  });

  it('holds a click made while loading and replays it on the mounted equivalent node', async () => {
    page(
      `<div id="w" data-widget="menu" data-widget-load="interaction"><p>Menu</p><button type="button">Open</button></div>`,
    );
    const chunk = deferred<WidgetModule>();
    const def = definition('menu', () => chunk.promise);
    const liveClick = vi.fn();
    const module: WidgetModule = {
      mount: (element) => {
        element.innerHTML = '<p>Menu</p><button type="button" class="live">Open</button>';
        element.querySelector('button')?.addEventListener('click', liveClick);
      },
    };
    const pageClick = vi.fn();
    document.addEventListener('click', pageClick);
    start([def]).scan();
    const server = $('button');
    const serverClick = vi.fn();
    server.addEventListener('click', serverClick);
    expect(def.import).not.toHaveBeenCalled();

    server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(def.import).toHaveBeenCalledTimes(1);
    expect($('#w').getAttribute('data-widget-state')).toBe('loading');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    expect(server.dispatchEvent(click)).toBe(false);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(serverClick).not.toHaveBeenCalled();
    expect(pageClick).not.toHaveBeenCalled();

    chunk.resolve(module);
    await settle();
    document.removeEventListener('click', pageClick);

    expect($('#w').getAttribute('data-widget-state')).toBe('ready');
    expect(liveClick).toHaveBeenCalledTimes(1);
    expect(liveClick.mock.calls[0]?.[0].target).toBe($('button.live'));
    expect(pageClick).toHaveBeenCalledTimes(1);
    expect(serverClick).not.toHaveBeenCalled();
    // Later clicks are not held any more.
    $('button.live').click();
    expect(liveClick).toHaveBeenCalledTimes(2);
  });

  it('does not follow a link clicked while loading until the widget is mounted', async () => {
    page(
      `<nav id="w" data-widget="nav" data-widget-load="interaction"><a href="#server-more">More</a></nav>`,
    );
    const chunk = deferred<WidgetModule>();
    const module: WidgetModule = {
      mount: (element) => {
        element.innerHTML = '<a href="#live-more">More</a>';
      },
    };
    start([definition('nav', () => chunk.promise)]).scan();
    const link = $('a');

    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    link.click();
    await settle();
    expect(location.hash).toBe('');

    chunk.resolve(module);
    await settle();

    expect(location.hash).toBe('#live-more');
  });

  it('restores the focus on the equivalent node once mounted', async () => {
    page(
      `<form id="w" data-widget="search" data-widget-load="interaction"><label>Query <input name="q"></label></form>`,
    );
    const chunk = deferred<WidgetModule>();
    const module: WidgetModule = {
      mount: (element) => {
        element.innerHTML = '<label>Query <input name="q" class="live"></label>';
      },
    };
    start([definition('search', () => chunk.promise)]).scan();

    $('input').focus();
    expect($('#w').getAttribute('data-widget-state')).toBe('loading');
    chunk.resolve(module);
    await settle();

    expect(document.activeElement).toBe($('input.live'));
  });

  it('replays the held click on the server markup when the widget failed', async () => {
    page(
      `<div id="w" data-widget="broken" data-widget-load="interaction"><button type="button">Go</button></div>`,
    );
    const chunk = deferred<WidgetModule>();
    start([definition('broken', () => chunk.promise)]).scan();
    const button = $('button');
    const clicks = vi.fn();
    button.addEventListener('click', clicks);

    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    button.click();
    await settle();
    expect(clicks).not.toHaveBeenCalled();
    chunk.resolve({
      mount: () => {
        throw new Error('broken');
      },
    });
    await settle();

    expect($('#w').getAttribute('data-widget-state')).toBe('error');
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { attachToDrupal } from './drupal.js';
import { createRuntime, type Runtime } from './runtime.js';
import { settle } from './test-support/deferred.js';
import { contextOf, definition, mountable } from './test-support/definition.js';
import { $, page, quietConsole } from './test-support/dom.js';

interface Behavior {
  attach(context: ParentNode, settings?: unknown): void;
  detach(context: ParentNode, settings: unknown, trigger: string): void;
}

let runtime: Runtime | undefined;

function setup() {
  const module = mountable();
  runtime = createRuntime({ definitions: [definition('w', module)], console: quietConsole() });
  const win = { Drupal: { behaviors: {} as Record<string, Behavior> } };
  expect(attachToDrupal(runtime, win)).toBe(true);
  const behavior = win.Drupal.behaviors.stayfront;
  if (!behavior) throw new Error('no stayfront behavior');
  return { module, runtime, behavior };
}

afterEach(() => {
  runtime?.disconnect();
  runtime?.unmount();
  runtime = undefined;
  document.body.replaceChildren();
});

describe('attachToDrupal', () => {
  it('returns false and installs nothing without Drupal.behaviors', () => {
    const runtime = createRuntime({ console: quietConsole() });
    const bare = { Drupal: {} };

    expect(attachToDrupal(runtime, {})).toBe(false);
    expect(attachToDrupal(runtime, bare)).toBe(false);
    expect(bare).toEqual({ Drupal: {} });
  });

  it('keeps the other behaviors', () => {
    const runtime = createRuntime({ console: quietConsole() });
    const other = { attach() {}, detach() {} };
    const win = { Drupal: { behaviors: { other } as Record<string, unknown> } };

    attachToDrupal(runtime, win);

    expect(Object.keys(win.Drupal.behaviors).sort()).toEqual(['other', 'stayfront']);
    expect(win.Drupal.behaviors.other).toBe(other);
  });

  it('uses the global Drupal by default', () => {
    const runtime = createRuntime({ console: quietConsole() });
    const drupal = { behaviors: {} as Record<string, unknown> };
    (globalThis as { Drupal?: unknown }).Drupal = drupal;
    try {
      expect(attachToDrupal(runtime)).toBe(true);
      expect(drupal.behaviors.stayfront).toBeDefined();
    } finally {
      delete (globalThis as { Drupal?: unknown }).Drupal;
    }
  });

  it('scans the attach context (Views AJAX, BigPipe), only that context', async () => {
    page('<div id="old" data-widget="w"></div><div id="view"></div>');
    const { module, behavior } = setup();
    $('#view').innerHTML = '<div id="new" data-widget="w"></div>';

    behavior.attach($('#view'), {});
    behavior.attach($('#view'), {});
    await settle();

    expect(module.mount.mock.calls.map(([element]) => element.id)).toEqual(['new']);
    expect($('#new').getAttribute('data-widget-state')).toBe('ready');
    expect($('#old').hasAttribute('data-widget-state')).toBe(false);
  });

  it("unmounts the detach context on the 'unload' trigger", async () => {
    page(
      '<div id="view"><div id="a" data-widget="w"></div></div><div id="b" data-widget="w"></div>',
    );
    const { module, behavior } = setup();
    behavior.attach(document, {});
    await settle();

    behavior.detach($('#view'), {}, 'unload');

    expect(module.cleanup).toHaveBeenCalledTimes(1);
    expect(contextOf(module, 0).signal.aborted).toBe(true);
    expect(contextOf(module, 1).signal.aborted).toBe(false);
    expect($('#a').hasAttribute('data-widget-state')).toBe(false);
    expect($('#b').getAttribute('data-widget-state')).toBe('ready');
  });

  it.each(['serialize', 'move'])("keeps the widget on the '%s' trigger", async (trigger) => {
    page('<form id="form"><div id="a" data-widget="w"></div></form>');
    const { module, runtime, behavior } = setup();
    behavior.attach(document, {});
    await settle();

    behavior.detach($('#form'), {}, trigger);

    expect(module.cleanup).not.toHaveBeenCalled();
    expect(contextOf(module).signal.aborted).toBe(false);
    expect($('#a').getAttribute('data-widget-state')).toBe('ready');
    expect(runtime.list()).toHaveLength(1);
  });
});

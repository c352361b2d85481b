/**
 * The islands runtime: finds `[data-widget]` elements, waits for each one's trigger, imports its
 * module (once per definition, retried once), validates its config, mounts it, and tears it down
 * when the element leaves. Every failure stays with its element: the server markup remains,
 * `data-widget-state="error"` is set and `stayfront:error` says which phase failed.
 */
import { LOAD, SELECTOR, STATE, WIDGET } from './attributes.js';
import type { Directive } from './directives/directive.js';
import { readConfig } from './read-config.js';
import type {
  Cleanup,
  ConfigIssue,
  FailurePhase,
  WidgetDefinition,
  WidgetInfo,
  WidgetModule,
  WidgetState,
} from './types.js';

export interface RuntimeOptions {
  /** @default the global document */
  document?: Document;
  definitions?: readonly WidgetDefinition[];
  /** Triggers besides `eager`, by name (`visible`, `media`, …); unknown ones load eagerly. */
  directives?: Readonly<Record<string, Directive>>;
  console?: Pick<Console, 'warn' | 'error'>;
}

export interface Runtime {
  /** Adds a widget definition and mounts elements already waiting for it. */
  register(definition: WidgetDefinition): void;
  /** Tracks every `[data-widget]` in `root` (the root included) not tracked yet. */
  scan(root?: ParentNode): void;
  /** Tears down every widget in `root` (the root included). */
  unmount(root?: ParentNode): void;
  list(): WidgetInfo[];
  /** Follows the page: mounts inserted widgets and unmounts removed ones. */
  observe(): void;
  disconnect(): void;
}

/** What the runtime keeps per element; `list()` hands out these (read-only) records. */
interface Tracked extends WidgetInfo {
  state: WidgetState;
  abort: AbortController;
  cleanup?: Cleanup | undefined;
  timings: { config?: number; chunk?: number; mount?: number };
}

export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const log = options.console ?? console;
  const doc = options.document ?? document;
  const definitions = new Map(
    (options.definitions ?? []).map((definition) => [definition.name, definition]),
  );
  const modules = new Map<WidgetDefinition, Promise<WidgetModule>>();
  const tracked = new Map<Element, Tracked>();
  const unknown = new Set<string>();
  let observer: MutationObserver | undefined;

  const emit = (widget: Tracked, type: string, detail: object) =>
    widget.element.dispatchEvent(
      new CustomEvent(`stayfront:${type}`, {
        bubbles: true,
        detail: { name: widget.name, ...detail },
      }),
    );

  const setState = (widget: Tracked, state: WidgetState) => {
    widget.state = state;
    widget.element.setAttribute(STATE, state);
  };

  const fail = (
    widget: Tracked,
    phase: FailurePhase,
    error: unknown,
    issues?: readonly ConfigIssue[],
  ) => {
    if (widget.abort.signal.aborted) return;
    setState(widget, 'error');
    // Each issue its own argument: a console previews an object's path and message inline, but
    // shows an array of them as [{…}], so the fix for a config error was two clicks away.
    log.error(
      `Stayfront: "${widget.name}" failed (${phase})`,
      widget.element,
      ...(issues ?? [error]),
    );
    if (issues) emit(widget, 'config-error', { phase, issues });
    emit(widget, 'error', { phase, error, issues });
  };

  /** Runs one phase, timing it in `list()` and in the Performance panel. */
  const time = async <T>(widget: Tracked, phase: 'config' | 'chunk' | 'mount', work: () => T) => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      widget.timings[phase] = performance.now() - start;
      // One entry per name in the User Timing buffer: each AJAX swap re-mounts its islands, and
      // a long-lived tab would otherwise keep every measure. An observer still gets each one.
      const name = `stayfront:${widget.name}:${phase}`;
      performance.clearMeasures?.(name);
      performance.measure?.(name, { start });
    }
  };

  /**
   * A definition's module, imported once; a failed import is tried once more (the classic
   * loader's importer asks for a fresh URL then). A module that still failed is forgotten, so a
   * widget inserted later tries again.
   */
  const load = (definition: WidgetDefinition) => {
    // has/set/get rather than a local: this shape gzips smaller (scripts/size.mjs budgets).
    if (!modules.has(definition))
      modules.set(
        definition,
        definition
          .import()
          .catch(() => definition.import())
          .catch((error) => {
            modules.delete(definition);
            throw error;
          }),
      );
    return modules.get(definition) as Promise<WidgetModule>;
  };

  async function wake(
    widget: Tracked,
    definition: WidgetDefinition,
    raw: unknown,
    afterMount?: (live: boolean) => void,
  ) {
    const {
      element,
      abort: { signal },
    } = widget;
    setState(widget, 'loading');
    let phase: FailurePhase = 'chunk';
    try {
      const module = await time(widget, phase, () => load(definition));
      phase = 'config';
      const parsed = await time(
        widget,
        phase,
        () => module.parseConfig?.(raw, element) ?? { value: raw },
      );
      if ('issues' in parsed) return fail(widget, phase, undefined, parsed.issues);
      phase = 'mount';
      // Gone while its code loaded: a late chunk never mounts.
      if (signal.aborted) return;
      const cleanup = await time(widget, phase, () =>
        module.mount(element, {
          name: widget.name,
          config: parsed.value,
          signal,
          report: (error) => fail(widget, 'runtime', error),
        }),
      );
      // Gone while mounting, or reported broken by its own mount: undo, keep the state it has.
      if (signal.aborted || widget.state === 'error') return cleanup?.();
      widget.cleanup = cleanup as Cleanup | undefined;
      setState(widget, 'ready');
      emit(widget, 'ready', { timings: { ...widget.timings } });
    } catch (error) {
      fail(widget, phase, error);
    } finally {
      afterMount?.(!signal.aborted);
    }
  }

  function track(element: HTMLElement) {
    if (tracked.has(element)) return;
    const name = element.getAttribute(WIDGET) ?? '';
    const definition = definitions.get(name);
    if (!definition) {
      // With the first such element, as every other message of the loader: a console links it to
      // the page, where a typo among many widgets is found.
      if (!unknown.has(name)) log.warn(`Stayfront: unknown widget "${name}"`, element);
      unknown.add(name);
      return;
    }
    const trigger = element.getAttribute(LOAD) || definition.load || 'eager';
    const widget: Tracked = {
      element,
      name,
      trigger,
      state: 'waiting',
      abort: new AbortController(),
      timings: {},
    };
    tracked.set(element, widget);
    setState(widget, 'waiting');
    let raw: unknown;
    try {
      raw = readConfig(element);
    } catch (error) {
      return fail(widget, 'config', error, [{ path: '$', message: String(error) }]);
    }
    // `media:(min-width: 768px)` is the directive `media` with the value `(min-width: 768px)`.
    // split() returns at least one part, so `kind` is always a string.
    const [kind, value = ''] = trigger.split(/:(.*)/s);
    const directive = options.directives?.[kind as string];
    if (!directive) return void wake(widget, definition, raw);
    // A directive may wake at once (a media query that already matches), before `stop` is known.
    let woken = false;
    let stop = () => {};
    try {
      stop = directive(element, value, (afterMount) => {
        if (woken || widget.abort.signal.aborted) return;
        woken = true;
        stop();
        void wake(widget, definition, raw, afterMount);
      });
    } catch (error) {
      // A directive that cannot run here (no IntersectionObserver, say) fails this widget only.
      return fail(widget, 'mount', error);
    }
    if (woken) stop();
    else widget.abort.signal.addEventListener('abort', () => stop());
  }

  function teardown(widget: Tracked) {
    tracked.delete(widget.element);
    widget.abort.abort();
    widget.element.removeAttribute(STATE);
    try {
      widget.cleanup?.();
    } catch (error) {
      log.error(`Stayfront: "${widget.name}" cleanup`, error);
    }
  }

  const inside = (root: ParentNode): HTMLElement[] => [
    ...((root as Element).matches?.(SELECTOR) ? [root as HTMLElement] : []),
    ...root.querySelectorAll<HTMLElement>(SELECTOR),
  ];

  const runtime: Runtime = {
    register(definition) {
      definitions.set(definition.name, definition);
      unknown.delete(definition.name);
      for (const element of inside(doc))
        if (element.getAttribute(WIDGET) === definition.name) track(element);
    },
    scan: (root = doc) => inside(root).forEach(track),
    unmount(root = doc) {
      for (const widget of [...tracked.values()])
        if (root.contains(widget.element)) teardown(widget);
    },
    // Copies: a caller must not be able to abort, clean up or restate a live widget.
    list: () =>
      [...tracked.values()].map(({ abort: _abort, cleanup: _cleanup, ...info }) => ({
        ...info,
        timings: { ...info.timings },
      })),
    observe() {
      observer ??= new MutationObserver((mutations) => {
        // A count rather than a flag (fewer bytes): non-zero once any node was removed.
        let removed = 0;
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes)
            if (node.nodeType === 1) runtime.scan(node as Element);
          removed |= mutation.removedNodes.length;
        }
        // Moved elements are still connected: only those that really left are torn down.
        if (removed)
          for (const widget of [...tracked.values()])
            if (!widget.element.isConnected) teardown(widget);
      });
      observer.observe(doc.documentElement, { childList: true, subtree: true });
    },
    disconnect() {
      // disconnect() returns undefined: this forgets the observer too.
      observer = observer?.disconnect() as undefined;
    },
  };
  return runtime;
}

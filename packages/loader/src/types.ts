/**
 * The contract between the loader and widgets (ARCHITECTURE 2, 3). A definition is what the
 * loader bundles: a name, a default trigger and how to import the implementation. The module it
 * imports validates its config and mounts; islands render React, enhancers attach to server markup.
 */

/** When a widget wakes: `data-widget-load` on the element, else the definition's default. */
export type Trigger = 'eager' | 'idle' | 'visible' | 'interaction' | `media:${string}`;

/** The phase a failure happened in, as reported by `stayfront:error`. */
export type FailurePhase = 'config' | 'chunk' | 'mount' | 'runtime';

/** `data-widget-state` values (ARCHITECTURE 2). `waiting`: found, its trigger has not fired yet. */
export type WidgetState = 'waiting' | 'loading' | 'ready' | 'error';

/** A problem in a widget's JSON config; `path` is a JSON path such as `$.facets[2].field`. */
export interface ConfigIssue {
  readonly path: string;
  readonly message: string;
}

export type ParsedConfig<C> = { readonly value: C } | { readonly issues: readonly ConfigIssue[] };

export interface MountContext<C = unknown> {
  readonly name: string;
  readonly config: C;
  /** Aborted when the element leaves the page or is unmounted. */
  readonly signal: AbortSignal;
  /**
   * Reports an error after mounting (an error boundary): the element gets the error state and
   * `stayfront:error` (phase `runtime`). Islands from `island()` also put the server markup back.
   */
  report(error: unknown): void;
}

export type Cleanup = () => void;

/** What `mount` returns: its cleanup, or nothing when there is nothing to undo. */
// biome-ignore lint/suspicious/noConfusingVoidType: a mount declared `(): void` must fit too.
export type MountResult = Cleanup | undefined | null | void;

export interface WidgetModule<C = unknown> {
  /**
   * Validates the raw JSON config; without it the raw value is passed on. `element` is the
   * widget's (the loader always passes it; optional for direct calls), for warnings such as
   * `console.warn(message, element)`: with twelve facets on a page, a warning about an unknown
   * key must say which one it is about, as the loader's errors do.
   */
  parseConfig?(raw: unknown, element?: HTMLElement): ParsedConfig<C>;
  /** Renders or attaches; returns its cleanup. */
  mount(element: HTMLElement, context: MountContext<C>): MountResult | Promise<MountResult>;
}

export interface WidgetDefinition {
  /** The `data-widget` value. */
  readonly name: string;
  /** `island` renders React into the element; `enhancer` attaches to existing markup. @default 'island' */
  readonly kind?: 'island' | 'enhancer';
  /** @default 'eager' */
  readonly load?: Trigger;
  /**
   * Imports the implementation: an ES module exporting `mount` (and `parseConfig`). Called once
   * per page, and once more if the first import failed.
   */
  readonly import: () => Promise<WidgetModule>;
}

export interface WidgetInfo {
  readonly name: string;
  readonly element: HTMLElement;
  readonly state: WidgetState;
  readonly trigger: string;
  /** Milliseconds: chunk import, config validation (`parseConfig`), mount; undefined until that phase ran. */
  readonly timings: { readonly config?: number; readonly chunk?: number; readonly mount?: number };
}

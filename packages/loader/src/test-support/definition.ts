/** Widget definitions and modules for runtime tests, with every call recorded. */
import { type Mock, vi } from 'vitest';
import type { Cleanup, MountContext, WidgetDefinition, WidgetModule } from '../types.js';

export type TestDefinition = WidgetDefinition & {
  readonly import: Mock<() => Promise<WidgetModule>>;
};

/**
 * A definition named `name` whose `import` is a mock resolving to `module` (or, given a function,
 * returning what it returns, e.g. a deferred promise).
 */
export function definition(
  name: string,
  module: WidgetModule | (() => Promise<WidgetModule>) = mountable(),
  overrides: Partial<Omit<WidgetDefinition, 'name' | 'import'>> = {},
): TestDefinition {
  const load = typeof module === 'function' ? module : () => Promise.resolve(module);
  return { name, ...overrides, import: vi.fn(load) };
}

export type TestModule = WidgetModule & {
  readonly mount: Mock<(element: HTMLElement, context: MountContext) => Cleanup | undefined>;
  /** The cleanup every mount returns. */
  readonly cleanup: Mock<() => void>;
};

/** A module whose `mount` records its calls and returns `cleanup`. */
export function mountable(parseConfig?: WidgetModule['parseConfig']): TestModule {
  const cleanup = vi.fn<() => void>();
  const module = {
    cleanup,
    mount: vi.fn<(element: HTMLElement, context: MountContext) => Cleanup | undefined>(
      () => cleanup,
    ),
  };
  return parseConfig ? { ...module, parseConfig } : module;
}

/** The context of the `index`th call of a mock `mount`. */
export function contextOf(module: TestModule, index = 0): MountContext {
  const call = module.mount.mock.calls[index];
  if (!call) throw new Error(`mount was not called ${index + 1} time(s)`);
  return call[1];
}

import type { Directive } from './directive.js';

type DirectiveTable = Readonly<Record<string, Directive>>;

/**
 * Directives loaded on first use: `loader.js` carries only these stand-ins, and the page fetches
 * the directive code (one small chunk) when it has a widget with a trigger other than `eager`.
 * If that chunk cannot load, the widget wakes at once rather than never.
 */
export function lazyDirectives(
  load: () => Promise<{ allDirectives: DirectiveTable }>,
  names: readonly string[],
): DirectiveTable {
  let table: Promise<DirectiveTable> | undefined;
  const lazy =
    (name: string): Directive =>
    (element, value, wake) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      table ??= load().then((module) => module.allDirectives);
      table.then(
        (directives) => {
          if (!stopped) stop = directives[name]?.(element, value, wake);
        },
        () => stopped || wake(),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    };
  return Object.fromEntries(names.map((name) => [name, lazy(name)]));
}

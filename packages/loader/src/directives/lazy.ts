import type { Directive } from './directive.js';

type DirectiveTable = Readonly<Record<string, Directive>>;

/**
 * Directives loaded on first use: `loader.js` carries only these stand-ins, and the page fetches
 * a trigger's code (one small chunk per trigger, exporting the directive under its name) when it
 * first has a widget with that trigger, so a page with only `interaction` widgets (a search
 * page's autocomplete) never downloads the others. `chunkOf(name)` gives the function that
 * imports that chunk (asked again after a failure). If it cannot load, its widgets wake at once
 * rather than never, and a later widget with that trigger asks again.
 */
export function lazyDirectives(
  chunkOf: (name: string) => () => Promise<Readonly<Record<string, Directive>>>,
  names: readonly string[],
): DirectiveTable {
  return Object.fromEntries(
    names.map((name) => {
      const load = chunkOf(name);
      let directive: Promise<Directive> | undefined;
      const lazy: Directive = (element, value, wake) => {
        let stop: (() => void) | undefined;
        let stopped = false;
        directive ??= load().then((module) => module[name] as Directive);
        directive.then(
          (run) => {
            if (stopped) return;
            // A trigger that cannot run in this browser, or a chunk without it (loader.js and
            // directive chunks from different releases), fails this widget's wait only: it wakes.
            try {
              stop = run(element, value, wake);
            } catch {
              wake();
            }
          },
          () => {
            directive = undefined;
            if (!stopped) wake();
          },
        );
        return () => {
          stopped = true;
          stop?.();
        };
      };
      return [name, lazy];
    }),
  );
}

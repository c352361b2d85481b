/**
 * Mounting a React island the loader's way: one root per island with its own `identifierPrefix`
 * (so `useId` values never collide between islands), the server markup left visible until React's
 * first commit, and on an uncaught render error or on unmount the server markup put back, so a
 * broken island degrades to the page the CMS rendered.
 */
import { type ComponentType, createElement, type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { Cleanup, MountContext, WidgetModule } from '../types.js';

export interface IslandComponentProps<C> {
  readonly config: C;
  readonly context: MountContext<C>;
  /** The island's element, e.g. to read `data-search` or server-rendered children. */
  readonly element: HTMLElement;
}

// One counter per page, even when separately bundled widget chunks each carry this helper.
const ISLANDS = Symbol.for('stayfront.islandCount');
const nextIslandId = () => {
  const page = globalThis as typeof globalThis & { [ISLANDS]?: number };
  page[ISLANDS] = (page[ISLANDS] ?? 0) + 1;
  return page[ISLANDS];
};

/** Tells the mount that React has put the island into the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * A widget module's `mount` that renders `Component` into the element. It resolves once React has
 * committed the first render (React renders asynchronously), so `ready`, and the replay of a
 * click held by the `interaction` trigger, reach the island's own nodes. If that first render
 * throws, the mount fails (phase `mount`); an uncaught error later is reported (phase `runtime`).
 */
export function island<C>(
  Component: ComponentType<IslandComponentProps<C>>,
): WidgetModule<C>['mount'] {
  return (element, context) =>
    new Promise<Cleanup>((resolve, reject) => {
      // A copy of the server markup, put back on unmount: at most once, so the copy itself goes in.
      const serverMarkup = [...element.childNodes].map((node) => node.cloneNode(true));
      let unmounted = false;
      let committed = false;
      const unmount = () => {
        if (unmounted) return;
        unmounted = true;
        root.unmount();
        element.replaceChildren(...serverMarkup);
      };
      const root = createRoot(element, {
        identifierPrefix: `sf${nextIslandId()}-`,
        // An error no boundary caught: React has dropped the tree; show the server markup again.
        onUncaughtError: (error) => {
          queueMicrotask(unmount);
          if (committed) context.report(error);
          else reject(error);
        },
      });
      // After the commit and the re-render that an error in a layout effect causes at once.
      const onCommit = () =>
        queueMicrotask(() => {
          committed = true;
          resolve(unmount);
        });
      root.render(
        createElement(
          Committed,
          { onCommit },
          createElement(Component, { config: context.config, context, element }),
        ),
      );
    });
}

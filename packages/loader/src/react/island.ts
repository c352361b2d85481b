/**
 * Mounting a React island the loader's way: one root per island with its own `identifierPrefix`
 * (so `useId` values never collide between islands), the server markup left visible until React's
 * first commit, and on an uncaught render error or on unmount the server markup put back, so a
 * broken island degrades to the page the CMS rendered.
 */
import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Cleanup, MountContext, WidgetModule } from '../types.js';

export interface IslandComponentProps<C> {
  readonly config: C;
  readonly context: MountContext<C>;
  /** The island's element, e.g. to read `data-search` or server-rendered children. */
  readonly element: HTMLElement;
}

let count = 0;

/** A widget module's `mount` that renders `Component` into the element. */
export function island<C>(
  Component: ComponentType<IslandComponentProps<C>>,
): WidgetModule<C>['mount'] {
  return (element, context): Cleanup => {
    const serverMarkup = [...element.childNodes].map((node) => node.cloneNode(true));
    const restore = () =>
      element.replaceChildren(...serverMarkup.map((node) => node.cloneNode(true)));
    let unmounted = false;
    const unmount = () => {
      if (unmounted) return;
      unmounted = true;
      root.unmount();
      restore();
    };
    const root = createRoot(element, {
      identifierPrefix: `sf${++count}-`,
      // An error no boundary caught: React has dropped the tree; show the server markup again.
      onUncaughtError: (error) => {
        queueMicrotask(unmount);
        context.report(error);
      },
    });
    root.render(createElement(Component, { config: context.config, context, element }));
    return unmount;
  };
}

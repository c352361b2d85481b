/**
 * The favourites counter's mount (SPEC 2.4, 4.4, 9.4): the plain counter at once (no React, no
 * search-core), and its panel, React and search-core with it, only when it can be shown and the
 * visitor reaches for it. Then the island takes over the element and the plain counter stops.
 * `loadPanel` is the dynamic import of panel-island.ts (a parameter, so tests can watch it).
 */
import type { Cleanup, MountContext, MountResult } from '@stayfront/loader';
import type { CounterConfig } from '../widgets/counter-config.js';
import type { mountPanel } from './panel-island.js';
import { loadPanelOnReach } from './panel-on-reach.js';
import { showPlainCounter } from './plain-counter.js';
import { readServerParts } from './server-parts.js';

export type PanelModule = { readonly mountPanel: typeof mountPanel };

export function mountCounter(
  element: HTMLElement,
  context: MountContext<CounterConfig>,
  loadPanel: () => Promise<PanelModule>,
): Cleanup {
  const { config } = context;
  // Read before the plain counter replaces the server markup, which goes back on unmount.
  const server = readServerParts(element, config);
  const serverMarkup = [...element.childNodes];
  const plain = showPlainCounter(element, config, server.serverHref);
  let unmountPanel: MountResult;

  // An error of the island once in (React has dropped it and put back its copy of the plain
  // markup, whose count no longer follows the store): the live plain counter comes back.
  const report = (error: unknown) => {
    plain.show();
    context.report(error);
  };
  const stopLoading = loadPanelOnReach(element, {
    possible: plain.panelPossible,
    async load(openAtMount, pressEnded) {
      const { mountPanel } = await loadPanel();
      await pressEnded();
      if (context.signal.aborted) return;
      try {
        unmountPanel = await mountPanel(
          element,
          { ...context, report },
          { ...server, openAtMount },
        );
      } catch (error) {
        // The island put back its copy of the plain markup; the live one follows the store.
        plain.show();
        throw error;
      }
      if (context.signal.aborted) {
        // The widget left while the island mounted: its unmount put back the plain markup.
        if (typeof unmountPanel === 'function') unmountPanel();
        element.replaceChildren(...serverMarkup);
        return;
      }
      plain.stop();
    },
    failed: (error) => context.report(error),
  });

  return () => {
    stopLoading();
    plain.stop();
    if (typeof unmountPanel === 'function') unmountPanel();
    element.replaceChildren(...serverMarkup);
  };
}

/**
 * What a story shows: the template markup (search config blocks, messages, widgets) and what
 * the page around it holds that is not markup: the recorded responses the search replays, the
 * visitor's favourites and motion preference, the URL hash they arrived with, other URLs the
 * page fetches, a tag manager's data layer.
 */
import type { RecordedResponse } from '../transport/fixture-file.js';
import type { ReplayOptions } from '../transport/replay-transport.js';
import type { DataLayerRecorder } from './data-layer.js';
import type { MarkupNode } from './markup.js';

/** A same-site URL the page widgets fetch (a modal's fragment, a progress endpoint). */
export type Route = (request: Request, index: number) => Response | Promise<Response>;

export interface WidgetPage {
  /** The markup, exactly as pasted into a template. */
  readonly markup: readonly MarkupNode[];
  /** Responses the search transport replays, by request key (see transport/request-key.ts). */
  readonly responses?: Readonly<Record<string, RecordedResponse>>;
  readonly replay?: ReplayOptions;
  /** The URL hash the visitor arrives with (search state: `fq=…&start=12`). */
  readonly hash?: string;
  /** Ids already in the visitor's favourites, oldest first. */
  readonly favourites?: readonly string[];
  /** Same-site paths the page widgets fetch, answered without a server. */
  readonly routes?: Readonly<Record<string, Route>>;
  /** The width of the column the widgets sit in, in px (a sidebar, a header); the page's by default. */
  readonly width?: number;
  /** The language and direction of the part of the page the widgets sit in. */
  readonly lang?: string;
  readonly dir?: 'ltr' | 'rtl';
  /**
   * The visitor prefers reduced motion: the widgets' `matchMedia('(prefers-reduced-motion:
   * reduce)')` matches while the story is shown (see motion-preference.ts).
   */
  readonly reducedMotion?: boolean;
  /** The `dataLayer` the page's Google Tag Manager snippet would define, recorded for the story. */
  readonly dataLayer?: DataLayerRecorder;
  /**
   * Failures this story shows on purpose (a search error, a fragment that answers 404, a refused
   * config): search-core's errors, the page widgets' warnings and the loader's log of a failed
   * widget go to `console.info` instead, so a real error or warning still stands out (and fails
   * the story's test).
   */
  readonly expectedErrors?: boolean;
}

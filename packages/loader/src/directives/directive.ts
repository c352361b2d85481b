/**
 * A directive decides when a widget wakes (`data-widget-load="name:value"`). It calls `wake` once,
 * optionally with a callback the runtime runs after mounting or failing (`live`: the widget is
 * still on the page), and returns its stop.
 * `eager` needs none; the others are separate modules so a bundler keeps only those a site uses.
 */
export type Wake = (afterMount?: (live: boolean) => void) => void;
export type Directive = (element: Element, value: string, wake: Wake) => () => void;

/** The triggers other than `eager`: each a module here, and a chunk of the classic build. */
export const TRIGGERS = ['idle', 'visible', 'media', 'interaction'] as const;
export type DirectiveName = (typeof TRIGGERS)[number];

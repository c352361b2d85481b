/** The public markup contract (ARCHITECTURE 2) in one place. */
export const WIDGET = 'data-widget';
export const CONFIG = 'data-widget-config';
export const SEARCH = 'data-search';
export const LOAD = 'data-widget-load';
export const STATE = 'data-widget-state';
export const SELECTOR = `[${WIDGET}]`;

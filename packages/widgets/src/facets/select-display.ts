/**
 * The drop-down display (`display: 'select'`) is a chunk of its own: most search pages show none,
 * the demo's among them. A facet showing one loads it at its mount, while the search's first
 * request is on its way, and renders only once it is in: a chunk that fails to load fails that
 * mount with its own error before React has touched the server's markup, which stays (the loader
 * reports it as any failed widget chunk). Suspending the first render on it (use()) reported
 * React's "async Client Component" error instead of the chunk's: a failed import is forgotten
 * so that a later mount tries again, and React's retry render got that fresh promise.
 */
import { loadOnce } from './load-once.js';

export const selectDisplay = loadOnce(() =>
  import('./FacetSelect.js').then((module) => module.FacetSelect),
);

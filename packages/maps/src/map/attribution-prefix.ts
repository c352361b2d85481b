/**
 * The attribution's "Leaflet" link in the page's language. Leaflet's own prefix titles it "A
 * JavaScript library for interactive maps" whatever the page's language; the link itself (the
 * name, its address, Leaflet's flag) stays as Leaflet writes it, and the tile layers'
 * attributions (the legally required "© OpenStreetMap contributors") are untouched after it.
 */
import { escapeHtml } from './escape-html.js';
import { L } from './leaflet.js';

/** Leaflet 1.9.4's title (leaflet is pinned): the `leaflet_title_text` default is the same. */
const LEAFLET_TITLE = 'title="A JavaScript library for interactive maps"';

export function attributionPrefix(title: string): string {
  // Leaflet writes the prefix as HTML (innerHTML): the title is escaped, never markup.
  const prefix = String(L.Control.Attribution.prototype.options.prefix ?? '');
  return prefix.replace(LEAFLET_TITLE, () => `title="${escapeHtml(title)}"`);
}

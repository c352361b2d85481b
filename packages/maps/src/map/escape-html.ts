/**
 * Text for places where Leaflet writes HTML (attributions, tooltips, cluster icons) and for the
 * SVG of the built-in marker icons: escaped, never markup.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

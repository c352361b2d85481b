/** Text for places where Leaflet writes HTML (attributions, tooltips): escaped, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

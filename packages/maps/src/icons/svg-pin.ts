import { escapeHtml } from '../map/escape-html.js';

/**
 * Our own marker drawings for the built-in sets, as SVG data URIs so a map needs no image files.
 * Kept tiny: this ships to browsers.
 */

/** An `<img src>` for an SVG document; fully percent-encoded, so `#`, `%` and quotes are safe. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function svg(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

/**
 * A pin drawn on a 24×36 grid, its tip at the bottom centre, scaled to `width`×`height`. The
 * white outline keeps it visible on dark tiles, the fill on light ones. A label of one or two
 * characters is written in white on the head; without one, a white dot marks the head.
 */
export function pinSvg(fill: string, width: number, height: number, label = ''): string {
  const head =
    label === ''
      ? '<circle cx="12" cy="12" r="4" fill="#fff"/>'
      : `<text x="12" y="16" fill="#fff" font-family="sans-serif" font-weight="bold" font-size="${label.length > 1 ? 10 : 12}" text-anchor="middle">${escapeHtml(label)}</text>`;
  return svg(
    width,
    height,
    '0 0 24 36',
    `<path d="M12 1C6 1 1 5.8 1 12c0 8 11 23.5 11 23.5S23 20 23 12C23 5.8 18 1 12 1z" fill="${escapeHtml(fill)}" stroke="#fff" stroke-width="1.5"/>${head}`,
  );
}

/** A cluster disc: a translucent halo around a solid core, `size` pixels across. */
export function clusterSvg(fill: string, size: number): string {
  const colour = escapeHtml(fill);
  return svg(
    size,
    size,
    '0 0 20 20',
    `<circle cx="10" cy="10" r="10" fill="${colour}" fill-opacity=".35"/><circle cx="10" cy="10" r="7" fill="${colour}" stroke="#fff"/>`,
  );
}

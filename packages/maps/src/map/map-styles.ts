/**
 * Leaflet's and the clusterer's stylesheets, and ours (focus, clusters, tabs, the pan buttons, 30 px
 * square, and the layer switch's rows at least 24 px tall: WCAG 2.5.8, Leaflet's are 18 px and
 * touch), added once per document
 * (`adoptStyleSheet`: a constructed stylesheet, so a strict CSP needs no 'unsafe-inline'; a
 * `<style>` with the scripts' nonce on Safari before 16.4, where an unstyled Leaflet drew a canvas
 * half a million pixels tall and loaded tiles for all of it).
 */
import { adoptStyleSheet } from '@stayfront/loader';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?inline';

// The map's own focus ring is drawn inside it, above the tiles and controls: an outline around
// it was cut off by the theme's `overflow: hidden` (a rounded map box), leaving no visible focus.
// The pan buttons are separate keys, the map showing (and taking a drag) between them; on a map
// at most 480 px wide or 300 px tall (the canvas is the size container) they float beside the
// zoom buttons instead of beneath: stacked, they covered the top 148 px of a phone map's left side.
const OURS = `
.sf-map__canvas{width:100%;height:100%;container-type:size}
.sf-map__sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.sf-map__canvas:focus-visible{outline:none}
.sf-map__canvas:focus-visible::after{content:"";position:absolute;inset:0;z-index:1000;border:3px solid #1a5fb4;pointer-events:none}
.sf-map__canvas .leaflet-marker-icon:focus-visible,.sf-map__canvas .leaflet-popup :focus-visible,.sf-map__overview:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.sf-map-cluster{display:flex;align-items:center;justify-content:center;border-radius:50%;background:rgba(11,110,127,.25)}
.sf-map-cluster span:first-child{display:flex;align-items:center;justify-content:center;width:70%;height:70%;border-radius:50%;background:#0b6e7f;color:#fff;font:700 13px/1 system-ui,sans-serif}
.sf-map__overview{display:block;padding:4px 8px;border:0;border-radius:4px;background:#fff;color:#1f2933;font:inherit;font-size:12px;cursor:pointer}
.sf-map__pan{display:grid;grid-template-columns:repeat(3,30px);gap:2px;pointer-events:none}
.sf-map__pan button{display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:30px;height:30px;padding:0;border:2px solid rgba(0,0,0,.2);border-radius:4px;background:#fff padding-box;color:#000;cursor:pointer;pointer-events:auto}
.sf-map__pan button:hover{background-color:#f4f4f4}
.sf-map__pan button:focus-visible{outline:3px solid #1a5fb4;outline-offset:-3px}
@container (max-width:480px) or (max-height:300px){.sf-map__pan{clear:none}}
.sf-map__pan span{width:8px;height:8px;border:solid;border-width:3px 3px 0 0}
.sf-map__pan-up{grid-column:2}.sf-map__pan-up span{margin-top:4px;transform:rotate(-45deg)}
.sf-map__pan-left{grid-column:1}.sf-map__pan-left span{margin-left:4px;transform:rotate(-135deg)}
.sf-map__pan-down span{margin-bottom:4px;transform:rotate(135deg)}
.sf-map__pan-right span{margin-right:4px;transform:rotate(45deg)}
.sf-map__canvas .leaflet-control-layers-base label{display:flex;align-items:center;min-height:24px}
.sf-map__canvas .leaflet-control-attribution a{color:#0b5a8a;text-decoration:underline}
.sf-map-tabs__list{display:flex;gap:4px;margin-bottom:6px}
.sf-map-tabs__tab{border:1px solid #8a8f98;background:#fff;padding:2px 8px;font:inherit;cursor:pointer}
.sf-map-tabs__tab[aria-selected=true]{background:#0b6e7f;border-color:#0b6e7f;color:#fff}
`;

export function adoptMapStyles(document: Document): void {
  adoptStyleSheet(document, 'map', () => leafletCss + clusterCss + OURS);
}

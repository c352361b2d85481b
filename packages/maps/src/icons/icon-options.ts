import type { MarkerFile, MarkerIconDefinition, MarkerIconOptions } from './types.js';

/**
 * One image of a definition as `L.icon` options. The legacy info-window anchor is a pixel of the
 * image, Leaflet's popupAnchor is measured from the icon anchor: hence the difference. Leaflet
 * places the shadow at the icon anchor too, as the legacy map did.
 */
export function iconOptions(icon: MarkerIconDefinition, image: MarkerFile): MarkerIconOptions {
  const options: MarkerIconOptions = {
    iconUrl: image.f,
    iconSize: [image.w, image.h],
    iconAnchor: [icon.anchorX, icon.anchorY],
    popupAnchor: [icon.infoX - icon.anchorX, icon.infoY - icon.anchorY],
  };
  if (icon.shadow.f !== '') {
    options.shadowUrl = icon.shadow.f;
    options.shadowSize = [icon.shadow.w, icon.shadow.h];
  }
  return options;
}

/**
 * `data-widget="gallery"`: the chunk the loader imports for it. An enhancer: it turns the server's
 * images into an Embla photo carousel with fullscreen and returns its cleanup. Embla is imported
 * here, so it only ever loads with this chunk.
 */
import type { WidgetModule } from '@stayfront/loader';
import EmblaCarousel from 'embla-carousel';
import { type GalleryConfig, parseGalleryConfig, startGallery } from '../page/gallery/gallery.js';

export const parseConfig: WidgetModule<GalleryConfig>['parseConfig'] = parseGalleryConfig;

export const mount: WidgetModule<GalleryConfig>['mount'] = (element, context) =>
  startGallery(element, context.config, EmblaCarousel);

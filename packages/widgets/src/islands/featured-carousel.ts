/**
 * `data-widget="featured-carousel"`: the chunk the loader imports for it. An enhancer: on narrow
 * screens it turns the server's list of featured cards into an Embla carousel with dots, and
 * returns its cleanup. Embla is imported here, so it only ever loads with this chunk.
 */
import type { WidgetModule } from '@stayfront/loader';
import EmblaCarousel from 'embla-carousel';
import {
  type FeaturedCarouselConfig,
  parseFeaturedCarouselConfig,
  startFeaturedCarousel,
} from '../page/featured-carousel/featured-carousel.js';

export const parseConfig: WidgetModule<FeaturedCarouselConfig>['parseConfig'] =
  parseFeaturedCarouselConfig;

export const mount: WidgetModule<FeaturedCarouselConfig>['mount'] = (element, context) =>
  startFeaturedCarousel(element, context.config, EmblaCarousel);

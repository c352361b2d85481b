/**
 * `data-widget="tour-slider"`: the chunk the loader imports for it. An enhancer: it turns the
 * server's list of tour links into an Embla slider with the selected tour in the middle, and
 * returns its cleanup. Embla is imported here, so it only ever loads with this chunk.
 */
import type { WidgetModule } from '@stayfront/loader';
import EmblaCarousel from 'embla-carousel';
import { startTourSlider } from '../page/tour-slider/tour-slider.js';
import {
  parseTourSliderConfig,
  type TourSliderConfig,
} from '../page/tour-slider/tour-slider-config.js';

export const parseConfig: WidgetModule<TourSliderConfig>['parseConfig'] = parseTourSliderConfig;

export const mount: WidgetModule<TourSliderConfig>['mount'] = (element, context) =>
  startTourSlider(element, context.config, EmblaCarousel);

/**
 * `data-widget="background-video"`: the chunk the loader imports for it. An enhancer: it plays the
 * server's muted video at most 3 times, never with reduced motion, and returns its cleanup.
 */
import type { WidgetModule } from '@stayfront/loader';
import {
  type BackgroundVideoConfig,
  parseBackgroundVideoConfig,
  startBackgroundVideo,
} from '../page/video/background-video.js';

export const parseConfig: WidgetModule<BackgroundVideoConfig>['parseConfig'] =
  parseBackgroundVideoConfig;

export const mount: WidgetModule<BackgroundVideoConfig>['mount'] = (element, context) =>
  startBackgroundVideo(element, context.config);

/**
 * `data-widget="video-modal"`: the chunk the loader imports for it (an enhancer, no React). A
 * plain click on the link opens the video in a dialog; closing unloads it (SPEC 4.11).
 */
import type { WidgetModule } from '@stayfront/loader';
import { attachVideoModal, type VideoModalConfig } from '../page/video/video-modal.js';

export { parseVideoModalConfig as parseConfig } from '../page/video/video-modal.js';

export const mount: WidgetModule<VideoModalConfig>['mount'] = (element, context) =>
  attachVideoModal(element, context.config);

/** `data-widget="modal"`: the chunk the loader imports for it (an enhancer, no React). */
import type { WidgetModule } from '@stayfront/loader';
import type { ModalConfig } from '../page/modal/modal-config.js';
import { attachModalLink } from '../page/modal/modal-link.js';

export { parseModalConfig as parseConfig } from '../page/modal/modal-config.js';

export const mount: WidgetModule<ModalConfig>['mount'] = (element, context) =>
  attachModalLink(element, context.config);

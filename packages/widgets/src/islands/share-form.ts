/**
 * `data-widget="share-form"`: the share-URL form (an enhancer on the server's form): copy, native
 * share and social links; Enter does not submit it.
 */
import type { WidgetModule } from '@stayfront/loader';
import { parseShareConfig, type ShareConfig } from '../page/share-form/share-config.js';
import { startShareForm } from '../page/share-form/share-form.js';

export const parseConfig: WidgetModule<ShareConfig>['parseConfig'] = parseShareConfig;

export const mount: WidgetModule<ShareConfig>['mount'] = (element, context) =>
  startShareForm(element, context.config);

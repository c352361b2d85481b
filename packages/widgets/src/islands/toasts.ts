/**
 * `data-widget="toasts"`: the server's status messages as toasts (an enhancer). Other packages show
 * toasts by importing `showToast` from '@stayfront/widgets'.
 */
import type { WidgetModule } from '@stayfront/loader';
import { defineWidgetConfig, type ParsedValue, text } from '../config/widget-config.js';
import { mountServerMessages } from '../toast/server-messages.js';
import { TOAST_DISMISS_TEXT } from '../toast/show-toast.js';

export const parseConfig = defineWidgetConfig('toasts', {
  /** The name of each toast's dismiss button. @default 'Dismiss' */
  dismiss_text: text(TOAST_DISMISS_TEXT, 100),
});

type ToastsConfig = ParsedValue<typeof parseConfig>;

export const mount: WidgetModule<ToastsConfig>['mount'] = (element, context) =>
  mountServerMessages(element, context.signal, context.config.dismiss_text);

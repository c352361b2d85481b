/**
 * `data-widget="toasts"`: the server's status messages as toasts (an enhancer), or in the page's
 * modal dialog with `display: "modal"` (SPEC 2.8). Other packages show toasts by importing
 * `showToast` from '@stayfront/widgets'.
 */
import type { WidgetModule } from '@stayfront/loader';
import { defineWidgetConfig, oneOf, type ParsedValue, text } from '../config/widget-config.js';
import { mountServerMessages } from '../toast/server-messages.js';
import { TOAST_DISMISS_TEXT } from '../toast/show-toast.js';

export const parseConfig = defineWidgetConfig('toasts', {
  /** The name of each toast's dismiss button. @default 'Dismiss' */
  dismiss_text: text(TOAST_DISMISS_TEXT, 100),
  /** `toast`, or `modal`: the messages in the page's modal dialog (SPEC 2.8). @default 'toast' */
  display: oneOf(['toast', 'modal'] as const, 'toast'),
  /** The dialog's heading, with `display: "modal"`. @default 'Messages' */
  title: text('Messages', 200),
  /** The dialog's close button, with `display: "modal"`. @default 'Close' */
  close: text('Close', 100),
});

type ToastsConfig = ParsedValue<typeof parseConfig>;

// The dialog's code (and the modal's) is loaded only by a page that shows its messages in it.
export const mount: WidgetModule<ToastsConfig>['mount'] = (element, { config, signal }) =>
  config.display === 'modal'
    ? import('../toast/messages-modal.js').then(({ mountMessagesModal }) =>
        mountMessagesModal(element, config, signal),
      )
    : mountServerMessages(element, signal, config.dismiss_text);

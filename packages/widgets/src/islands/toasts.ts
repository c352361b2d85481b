/**
 * `data-widget="toasts"`: the server's status messages as toasts (an enhancer, no config). Other
 * packages show toasts by importing `showToast` from '@stayfront/widgets'.
 */
import type { WidgetModule } from '@stayfront/loader';
import { mountServerMessages } from '../toast/server-messages.js';

export const mount: WidgetModule['mount'] = (element, context) =>
  mountServerMessages(element, context.signal);

/** @stayfront/search-core/messages: the shared message catalogue (SPEC 8 texts by default). */

import { PAGE_MESSAGES } from './messages.js';
import { SELECT_MESSAGES } from './select-messages.js';

export type {
  MessageCatalogue,
  MessageKey,
  MessageValues,
  PageMessageKey,
  SelectMessageKey,
} from './messages.js';
export {
  createMessages,
  formatMessage,
  isMessageKey,
  PAGE_MESSAGES,
  pluralForm,
  SELECT_MESSAGE_KEYS,
} from './messages.js';
export { SELECT_MESSAGES, selectMessageFormatter } from './select-messages.js';

/** Every default text: the page's and those loaded with the drop-downs and the autocomplete. */
export const DEFAULT_MESSAGES = { ...PAGE_MESSAGES, ...SELECT_MESSAGES };

/** @stayfront/search-core/messages: the shared message catalogue (SPEC 8 texts by default). */
export type { MessageCatalogue, MessageKey, MessageValues } from './messages.js';
export { createMessages, DEFAULT_MESSAGES, formatMessage } from './messages.js';

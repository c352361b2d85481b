/**
 * @stayfront/loader for sites with a bundler: the runtime without auto-start. Themers use the
 * classic `loader.js` instead (see README).
 */

export { adoptStyleSheet } from './adopt-style-sheet.js';
export { CONFIG, LOAD, SEARCH, SELECTOR, STATE, WIDGET } from './attributes.js';
export { type ChunkImporter, definitionTable, SEARCH_PAGE_WIDGETS } from './definitions.js';
export {
  allDirectives,
  type Directive,
  HOLD_MS,
  holdInteraction,
  IDLE_TIMEOUT_MS,
  INTERACTION_EVENTS,
  idle,
  interaction,
  media,
  type ReleaseHold,
  VISIBLE_MARGIN,
  visible,
  type Wake,
} from './directives/index.js';
export { lazyDirectives } from './directives/lazy.js';
export { attachToDrupal } from './drupal.js';
export { type ErrorReporter, gtagReporter, reportPageErrors } from './error-reporter.js';
export {
  HASH_PARAMS,
  HASH_PENDING,
  HASH_PENDING_TIMEOUT_MS,
  HASH_SETTLED,
  type HashPendingOptions,
  hasHashState,
  hashStateParams,
  markHashPending,
  readHashPendingOptions,
} from './hash-pending.js';
export { readBlock } from './read-block.js';
export { readConfig } from './read-config.js';
export { requestSubmit } from './request-submit.js';
export { createRuntime, type Runtime, type RuntimeOptions } from './runtime.js';
export { type LoadScriptOptions, loadScript, SCRIPT_TIMEOUT_MS } from './script-loader.js';
export {
  type StartOptions,
  type StayfrontApi,
  type StayfrontEvent,
  startStayfront,
} from './start.js';
export { withTimeLimit } from './time-limit.js';
export { POLICY_NAME, textAsHtml, trustedScriptUrl } from './trusted-types.js';
export type {
  Cleanup,
  ConfigIssue,
  FailurePhase,
  MountContext,
  MountResult,
  ParsedConfig,
  Trigger,
  WidgetDefinition,
  WidgetInfo,
  WidgetModule,
  WidgetState,
} from './types.js';

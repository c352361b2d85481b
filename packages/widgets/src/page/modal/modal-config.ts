/**
 * `data-widget="modal"` config (SPEC 2.5, 2.8, 7.7): the dialog's heading (else the link's text),
 * its texts, and the query parameter that opens it by itself. Every text can be overridden for
 * translation.
 */
import {
  defineWidgetConfig,
  optionalText,
  type ParsedValue,
  text,
} from '../../config/widget-config.js';

export const parseModalConfig = defineWidgetConfig('modal', {
  /** The dialog heading. @default the link's text */
  title: optionalText(200),
  /** @default 'Close' */
  close: text('Close', 100),
  /** @default 'Loading…' */
  loading: text('Loading…', 200),
  /** @default 'The content could not be loaded.' */
  error: text('The content could not be loaded.', 300),
  /** The fallback link shown with the error. @default 'Open it as a page' */
  fallback: text('Open it as a page', 200),
  /**
   * A query parameter that opens the dialog by itself as the page loads, when the page's URL has
   * it (SPEC 2.5: the reviews popup opens on `?leaveReview`). Needs `data-widget-load="eager"`
   * on the link: a modal otherwise wakes on its first interaction. @default none
   */
  open_on_query: optionalText(100),
});

export type ModalConfig = ParsedValue<typeof parseModalConfig>;

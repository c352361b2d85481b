/**
 * `data-widget="progress"` config (SPEC 3.22, 7.9):
 *
 *   {"uri": "/api/progress/42", "method": "GET", "interval": 1000}
 */
import {
  defineWidgetConfig,
  integer,
  oneOf,
  type ParsedValue,
  type Reader,
  text,
} from '../../config/widget-config.js';
import { sameOriginPath } from '../lazy-block/lazy-block-config.js';

/** A required, non-empty text. */
const requiredText =
  (maxLength: number): Reader<string> =>
  (value, path, issues) => {
    const read = text('', maxLength)(value, path, issues);
    if (value !== undefined && read === '' && !issues.some((issue) => issue.path === path))
      issues.push({ path, message: 'expected a non-empty string' });
    if (value === undefined) issues.push({ path, message: 'is required' });
    return read;
  };

const onThisSite = sameOriginPath();

/**
 * Required, and on this site (SPEC 7.9): an off-site or `javascript:` URI is a config issue at
 * its path, like lazy-block's `url`, rather than a mount failure that names no key.
 */
const siteUri: Reader<string> = (value, path, issues) => {
  const read = requiredText(2000)(value, path, issues);
  return read && (onThisSite(read, path, issues) ?? '');
};

export const parseProgressConfig = defineWidgetConfig('progress', {
  /** The progress URI, on this site. */
  uri: siteUri,
  /** @default 'GET' — POST sends no body. */
  method: oneOf(['GET', 'POST'] as const, 'GET'),
  /** Milliseconds between one answer and the next poll. @default 1000 */
  interval: integer(1000, 100, 60_000),
  /** Shown when a poll fails or its answer is not progress. */
  errorMessage: text('The progress could not be loaded.', 300),
  /** The progress bar's accessible name. @default 'Progress' */
  label: text('Progress', 200),
});

export type ProgressConfig = ParsedValue<typeof parseProgressConfig>;

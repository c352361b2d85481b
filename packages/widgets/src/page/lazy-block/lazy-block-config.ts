/**
 * `data-widget="lazy-block"` config (SPEC 4.5, 7.7): the URL of the HTML that replaces the
 * placeholder (or the element's `data-url`), and the message shown when it cannot be loaded.
 */

import type { Reader } from '../../config/widget-config.js';
import {
  defineWidgetConfig,
  optionalText,
  type ParsedValue,
  text,
} from '../../config/widget-config.js';

/** A same-origin http(s) URL, relative or absolute; another origin or scheme is an issue. */
export function sameOriginPath(): Reader<string | null> {
  const read = optionalText(2000);
  return (value, path, issues) => {
    const url = read(value, path, issues);
    if (url === null) return null;
    const base = globalThis.location?.href;
    try {
      const parsed = new URL(url.trim(), base);
      if (
        (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
        (!base || parsed.origin === new URL(base).origin)
      )
        return url;
    } catch {
      // reported below
    }
    issues.push({ path, message: 'expected a URL on this site (http or https)' });
    return null;
  };
}

export const parseLazyBlockConfig = defineWidgetConfig('lazy-block', {
  /** The fragment to fetch; else the element's `data-url`. */
  url: sameOriginPath(),
  /** @default 'This content could not be loaded.' */
  error: text('This content could not be loaded.', 300),
  /** The button after that message that asks again. @default 'Try again' */
  retry: text('Try again', 100),
});

export type LazyBlockConfig = ParsedValue<typeof parseLazyBlockConfig>;

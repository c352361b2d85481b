/**
 * `data-widget="share-form"` config (SPEC 3.11): every key optional.
 *
 *   {"title": "Villa Rosa", "param": "ref", "networks": ["facebook", "x", "whatsapp", "email"]}
 */
import {
  defineWidgetConfig,
  optionalText,
  type ParsedValue,
  type Reader,
  text,
} from '../../config/widget-config.js';
import { shareUrl } from './share-links.js';

export const NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp', 'email'] as const;
export type Network = (typeof NETWORKS)[number];

const networks: Reader<readonly Network[]> = (value, path, issues) => {
  if (value === undefined) return NETWORKS;
  if (Array.isArray(value) && value.every((name) => NETWORKS.includes(name as Network)))
    return [...new Set(value as Network[])];
  issues.push({ path, message: `expected a list of ${NETWORKS.map((n) => `"${n}"`).join(', ')}` });
  return NETWORKS;
};

const readText = optionalText(2000);

/**
 * The configured URL must be one the widget can share: http(s), absolute or relative to the page.
 * Another scheme (`javascript:`, `data:`) is an issue at its path; it used to mount a form that
 * shared nothing, with only a console warning that named no key. (Without a page, as in a
 * bundler's tests, a relative URL is resolved against any http base: only the scheme counts.)
 */
const httpUrl: Reader<string | null> = (value, path, issues) => {
  const url = readText(value, path, issues);
  if (url === null || shareUrl(url, globalThis.location?.href ?? 'http://localhost/', null, ''))
    return url;
  issues.push({ path, message: 'expected an http(s) URL' });
  return null;
};

export const parseShareConfig = defineWidgetConfig('share-form', {
  /** The URL shared, http(s). @default the form's URL input, else the page's URL */
  url: httpUrl,
  /** The title shared. @default the page's title */
  title: optionalText(300),
  /** Share query parameter name: set to the channel (`link`, `share`, `facebook`…) on the shared URL. */
  param: optionalText(50),
  /** @default all: facebook, x, linkedin, whatsapp, email */
  networks,
  copyLabel: text('Copy link', 100),
  shareLabel: text('Share…', 100),
  copiedMessage: text('Link copied.', 200),
  copyFailedMessage: text('The link could not be copied: select it and copy it.', 200),
  linksLabel: text('Share on', 100),
});

export type ShareConfig = ParsedValue<typeof parseShareConfig>;

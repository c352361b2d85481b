/**
 * Reads the favourites options (SPEC 3.6) from untrusted JSON: a widget's `data-widget-config`, or
 * the legacy Drupal settings (`flag_options`, same snake_case keys, with Drupal's habits: '' for a
 * field left empty, 0/1 and "0"/"1" for checkboxes). Wrong values are collected and thrown together
 * as a `FlagOptionsError` naming each JSON path; unknown keys are only warned about, once each,
 * because a typo in a template should not break the page.
 */
import { isFieldName } from '@stayfront/search-core';
import {
  DEFAULT_FLAG_OPTIONS,
  type FlagOptionIssue,
  type FlagOptions,
  FlagOptionsError,
  isCookieName,
} from './flag-options.js';
import { normalizeSitePath } from './site-path.js';

type Loose = Readonly<Record<string, unknown>>;
type Warn = (message: string) => void;
/** Reads one present value: the value, or undefined after pushing an issue. */
type Read<T> = (value: unknown, path: string, issues: FlagOptionIssue[]) => T | undefined;

const MAX_TEXT_LENGTH = 200;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL = /[\u0000-\u001F\u007F]/;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values Drupal leaves for "not set": the default applies. */
const isUnset = (value: unknown) => value === undefined || value === null || value === '';

function reader<T>(accepts: (value: unknown) => T | undefined, expected: string): Read<T> {
  return (value, path, issues) => {
    const read = accepts(value);
    if (read === undefined) issues.push({ path, message: `expected ${expected}` });
    return read;
  };
}

const shortText = (value: unknown) =>
  typeof value === 'string' && value.length <= MAX_TEXT_LENGTH && !CONTROL.test(value)
    ? value.trim().replace(/\s+/g, ' ')
    : undefined;

const readLabel = reader(shortText, `a text of at most ${MAX_TEXT_LENGTH} characters`);
const readClasses = reader(shortText, 'class names separated by spaces');
const readNamespace = reader(
  (value) => (isCookieName(value) ? value : undefined),
  "a cookie name (letters, digits and !#$&'*+-.^_`|~, at most 100)",
);
const readKey = reader(
  (value) => (isFieldName(value) ? value : undefined),
  'a Solr field name (letters, digits and _)',
);
const readPath = reader(
  (value) =>
    typeof value === 'string' ? (normalizeSitePath(value.trim()) ?? undefined) : undefined,
  'a path on this site, such as /favourites',
);
// Drupal settings carry checkboxes as 0/1, "0"/"1" or "true"/"false".
const readBoolean = reader(
  (value) =>
    [true, 1, '1', 'true'].includes(value as never)
      ? true
      : [false, 0, '0', 'false'].includes(value as never)
        ? false
        : undefined,
  'true or false',
);
// Verbatim (not trimmed): it is glued to each id, so every character counts.
const readPrefixText = reader(
  (value) =>
    typeof value === 'string' && value.length <= MAX_TEXT_LENGTH && !CONTROL.test(value)
      ? value
      : undefined,
  `a text of at most ${MAX_TEXT_LENGTH} characters`,
);
// An unticked legacy checkbox (false, 0, "0") means no prefix, like an empty field.
const readPrefix: Read<string | null> = (value, path, issues) =>
  [false, 0, '0'].includes(value as never) ? null : readPrefixText(value, path, issues);

const TOP_KEYS = [
  'text',
  'classes',
  'namespace',
  'store',
  'key',
  'path',
  'skip_solr',
  'skip_solr_prefix',
  // The option names of `FlagOptions`, so parsed options read back as themselves.
  'skipSolr',
  'skipSolrPrefix',
];
const PAIR_KEYS = ['flag', 'unflag'];

// Once per page: every flag toggle of a listing page parses the same options, and the console
// should hear of a typo once, not fifty times.
const warned = new Set<string>();

function warnOnce(warn: Warn): Warn {
  return (message) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };
}

const consoleWarn: Warn = (message) => console.warn(`Stayfront flags: ${message}`);

function warnUnknown(record: Loose, path: string, known: readonly string[], warn: Warn): void {
  for (const key of Object.keys(record)) {
    if (known.includes(key)) continue;
    // A dotted key ("text.flag", as the README's table names the option) printed as $.text.flag
    // read as the very option the themer meant: JSONPath brackets show it is one key, and the
    // nested shape that is read instead is named.
    const [head, ...rest] = key.split('.');
    if (!rest.length) warn(`unknown option "${path}.${key}" is ignored.`);
    else
      warn(
        `unknown option "${path}[${JSON.stringify(key)}]" is ignored; nested keys are objects: {"${head}": {"${rest.join('.')}": …}}.`,
      );
  }
}

/**
 * The options in `raw` (absent: the defaults). Accepts the options object itself or the legacy
 * `{ flag_options: {…} }` wrapper. Throws `FlagOptionsError` listing every wrong value.
 */
export function parseFlagOptions(raw: unknown, warn: Warn = consoleWarn): FlagOptions {
  if (raw === undefined || raw === null) return DEFAULT_FLAG_OPTIONS;
  const say = warnOnce(warn);
  let options = raw;
  let root = '$';
  if (isRecord(raw) && Object.hasOwn(raw, 'flag_options')) {
    say('"flag_options" is the legacy Drupal shape; put its keys at the top level.');
    warnUnknown(raw, root, ['flag_options'], say);
    options = raw.flag_options ?? {};
    root = '$.flag_options';
  }
  if (!isRecord(options)) {
    throw new FlagOptionsError([{ path: root, message: 'expected a JSON object' }]);
  }
  warnUnknown(options, root, TOP_KEYS, say);

  const issues: FlagOptionIssue[] = [];
  /** The value of the first of `keys` present, read by `read`, or `fallback`. */
  const field = <T>(read: Read<T>, fallback: T, ...keys: string[]): T => {
    const key = keys.find((name) => !isUnset(options[name]));
    return key === undefined
      ? fallback
      : (read(options[key], `${root}.${key}`, issues) ?? fallback);
  };
  const pair = (key: 'text' | 'classes', read: Read<string>) => {
    const fallback = DEFAULT_FLAG_OPTIONS[key];
    const value = options[key];
    const path = `${root}.${key}`;
    if (isUnset(value)) return fallback;
    if (!isRecord(value)) {
      issues.push({ path, message: 'expected an object with "flag" and "unflag"' });
      return fallback;
    }
    warnUnknown(value, path, PAIR_KEYS, say);
    const one = (name: 'flag' | 'unflag') =>
      isUnset(value[name])
        ? fallback[name]
        : read(value[name], `${path}.${name}`, issues) || fallback[name];
    return Object.freeze({ flag: one('flag'), unflag: one('unflag') });
  };

  const store = options.store;
  if (!isUnset(store) && store !== 'cookie') {
    say(`"${root}.store" is ignored: favourites are always kept in a cookie.`);
  }

  const parsed: FlagOptions = Object.freeze({
    text: pair('text', readLabel),
    classes: pair('classes', readClasses),
    namespace: field(readNamespace, DEFAULT_FLAG_OPTIONS.namespace, 'namespace'),
    key: field(readKey, DEFAULT_FLAG_OPTIONS.key, 'key'),
    path: field<string | null>(readPath, null, 'path'),
    skipSolr: field(readBoolean, false, 'skip_solr', 'skipSolr'),
    skipSolrPrefix: field(readPrefix, null, 'skip_solr_prefix', 'skipSolrPrefix'),
  });
  if (issues.length) throw new FlagOptionsError(issues);
  return parsed;
}

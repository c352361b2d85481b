/**
 * The page's message catalogue (ARCHITECTURE 2): search-core's defaults (SPEC 8 texts), with the
 * page's overrides from an optional block, read once per page (again if the block changes):
 *
 *   <script type="application/json" data-messages-config="default">
 *     { "locale": "fr", "messages": { "results.empty": "Aucun logement ne correspond." } }
 *   </script>
 *
 * `locale` (plural rules, numbers) defaults to the page's `<html lang>` (a CMS's `de_DE` read as
 * `de-DE`), else English: a German page's counts read "1.250" without repeating its language.
 *
 * Overrides are untrusted JSON: only string values for known keys are taken; anything else is
 * reported once on the console and ignored, so a typo never blanks a label.
 */
import { createMessages, isMessageKey, type MessageKey } from '@stayfront/search-core/messages';
import { isRecord } from '../config/widget-config.js';

export type Messages = ReturnType<typeof createMessages>;

const BLOCK = 'script[type="application/json"][data-messages-config]';
/**
 * Kept with the block's text: read again only when the block changed (a page that swaps its
 * content and catalogue without a reload, as Storybook does between stories).
 */
const cache = new WeakMap<Document, { readonly key: string; readonly messages: Messages }>();

export function pageMessages(document: Document): Messages {
  const json = document.querySelector(BLOCK)?.textContent ?? null;
  const lang = document.documentElement.lang;
  const key = `${lang} ${json}`;
  let entry = cache.get(document);
  if (entry?.key !== key) {
    entry = { key, messages: readMessages(json, lang) };
    cache.set(document, entry);
  }
  return entry.messages;
}

/** A catalogue from the block's JSON text (null: no block, the defaults); `lang` the page's. */
export function readMessages(json: string | null, lang = 'en'): Messages {
  let block: unknown = {};
  try {
    if (json !== null) block = JSON.parse(json);
  } catch {
    console.warn(
      'Stayfront: the data-messages-config block is not valid JSON; default texts are used.',
    );
  }
  const { messages, locale } = isRecord(block) ? block : {};
  const overrides: Partial<Record<MessageKey, string>> = {};
  for (const [key, value] of Object.entries(isRecord(messages) ? messages : {})) {
    if (isMessageKey(key) && typeof value === 'string') {
      overrides[key] = value;
    } else {
      console.warn(`Stayfront: message "${key}" is unknown or not a string; it is ignored.`);
    }
  }
  return createMessages(overrides, [locale, lang.replace('_', '-')].find(isLocale) ?? 'en');
}

function isLocale(tag: unknown): tag is string {
  try {
    return typeof tag === 'string' && Intl.PluralRules.supportedLocalesOf(tag).length > 0;
  } catch {
    return false;
  }
}

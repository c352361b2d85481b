/**
 * "2 favourites" in parts, from a message such as "{count} favourite|{count} favourites" (the
 * catalogue's format: `one|other`, or forms named by plural category such as Polish
 * `one:…|few:…|many:…|other:…`, chosen by the page language's plural rules): the number, the
 * label around it, and which comes first. No React: the counter's plain markup (every page) and
 * its React island (with the panel) both word the count through here, so they read the same.
 */
import { pluralForm as formOf } from '@stayfront/search-core/messages';

const plurals = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let rules = plurals.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    plurals.set(locale, rules);
  }
  return rules;
}

/** The form of `message` for `count` (search-core's `pluralForm`); a single form is kept. */
export const pluralForm = (message: string, count: number, locale: string): string =>
  formOf(message, count, pluralRules(locale));

export interface CountParts {
  /** The count in the page language's digits and grouping. */
  readonly number: string;
  /** The message's words without `{count}`, whitespace collapsed; empty for a bare number. */
  readonly label: string;
  /** The number where the message puts it: before the label unless words come before `{count}`. */
  readonly labelFirst: boolean;
}

export function countParts(message: string, count: number, locale: string): CountParts {
  const form = pluralForm(message, count, locale);
  const at = form.indexOf('{count}');
  return {
    number: count.toLocaleString(locale),
    label: form.replace('{count}', ' ').replace(/\s+/g, ' ').trim(),
    labelFirst: at > 0 && form.slice(0, at).trim() !== '',
  };
}

/**
 * "2 favourites" in parts, from a message such as "{count} favourite|{count} favourites" (the
 * catalogue's format: `one|other`, or forms named by plural category such as Polish
 * `one:…|few:…|many:…|other:…`, chosen by the page language's plural rules): the number, the
 * label around it, and which comes first. No React: the counter's plain markup (every page) and
 * its React island (with the panel) both word the count through here, so they read the same.
 */
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

/**
 * The form of `message` for `count`: `one|other` picks by the plural rules; forms named by
 * category (`one:…|few:…|many:…|other:…`) take the count's, else `other:`; one form is kept.
 * search-core's `pluralForm` rule, written again here: imported, it put the search page's chunk,
 * and React with it, on every page that shows the counter (the classic build keeps search-core's
 * modules with the search widgets; scripts/size.mjs now fails when the counter loads them). The
 * classic build's own copy (vite.classic.config.ts) does not fit here: through search-core's
 * `messages` entry it brings the whole catalogue, 0.95 KB gzip more on every page (measured).
 */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  const category = pluralRules(locale).select(count);
  const named = (name: string) => forms.find((form) => form.startsWith(`${name}:`));
  const form = named(category) ?? named('other');
  return form
    ? form.slice(form.indexOf(':') + 1)
    : ((category === 'one' ? forms[0] : forms[1]) ?? (forms[0] as string));
}

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

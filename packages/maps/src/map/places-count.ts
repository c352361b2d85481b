/**
 * "12 places" in the page's language: the count written as the language writes numbers ("1.250"
 * in German) and the word in the form the count takes. `places_text` is one word (English's
 * "places": a cluster holds two or more) or plural forms as the message catalogue writes them:
 * `miejsce|miejsca`, or named by plural category for a language with more, e.g. Polish
 * `one:miejsce|few:miejsca|many:miejsc|other:miejsca` (2 miejsca, 5 miejsc, 22 miejsca).
 */

/**
 * The element's own or nearest `lang` as a locale, read as the results' `readLocale` reads the
 * page's (a CMS's `de_DE` as `de-DE`; a tag Intl refuses is English). This rule and search-core's
 * `pluralForm` below are written again here: imported, they put the search page's chunk, and
 * React with it, into every map's download (scripts/size.mjs fails when a map loads them). The
 * classic build's own copy (vite.classic.config.ts) brings search-core's whole catalogue with the
 * rule through its `messages` entry: 0.9 KB gzip more per map (measured).
 */
function languageOf(element: Element): string {
  try {
    const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
    return Intl.getCanonicalLocales(lang.replace('_', '-'))[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** `one|other`, or forms named by plural category (`few:…`), else `other:`. */
function pluralForm(template: string, count: number, rules: Intl.PluralRules): string {
  const forms = template.split('|');
  const category = rules.select(count);
  const named = (name: string) => forms.find((form) => form.startsWith(`${name}:`));
  const form = named(category) ?? named('other');
  return form
    ? form.slice(form.indexOf(':') + 1)
    : ((category === 'one' ? forms[0] : forms[1]) ?? (forms[0] as string));
}

export function placesCounter(element: Element, placesText: string): (count: number) => string {
  const language = languageOf(element);
  const rules = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  return (count) =>
    `${numbers.format(count)} ${placesText.includes('|') ? pluralForm(placesText, count, rules) : placesText}`;
}

/**
 * The page's `lang` as a locale Intl accepts, else `en`. CMSs write locale codes (`de_DE`, read as
 * `de-DE`) or nothing where a language tag belongs, and Intl throws a RangeError on those: the
 * counter's number and the panel's items crashed with it. (The results widget reads the page's
 * language the same way; this copy keeps the plain counter free of the widgets' code.)
 */
export function pageLocale(document: Document): string {
  try {
    return Intl.getCanonicalLocales(document.documentElement.lang.replace('_', '-'))[0] ?? 'en';
  } catch {
    return 'en';
  }
}

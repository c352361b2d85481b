import { knownLanguage } from '../language/known-language.js';

/**
 * The language of the widget's part of the page (its nearest `lang`, the `<html>`'s at the latest)
 * as a locale Intl accepts and has date data for (`knownLanguage`), else `en`. CMSs write locale
 * codes (`de_DE`, read as `de-DE`) or nothing where a language tag belongs, and Intl throws a
 * RangeError on those. The results widget (@stayfront/widgets readLocale) and the favourites
 * (@stayfront/flags pageLocale) read the page's language the same way; this copy keeps the search
 * chunk, which holds readLocale, off the page.
 */
export function pageLocale(element: Element): string {
  const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
  try {
    return knownLanguage(Intl.getCanonicalLocales(lang.replace('_', '-'))[0] ?? 'en');
  } catch {
    return 'en';
  }
}

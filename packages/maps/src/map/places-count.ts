/**
 * "12 places" in the page's language: the count written as the language writes numbers ("1.250"
 * in German) and the word in the form the count takes. `places_text` is one word (English's
 * "places": a cluster holds two or more) or plural forms as the message catalogue writes them:
 * `miejsce|miejsca`, or named by plural category for a language with more, e.g. Polish
 * `one:miejsce|few:miejsca|many:miejsc|other:miejsca` (2 miejsca, 5 miejsc, 22 miejsca).
 */
import { pluralForm } from '@stayfront/search-core/messages';
import { readLocale } from '@stayfront/widgets';

export function placesCounter(element: Element, placesText: string): (count: number) => string {
  // The element's own or nearest `lang`, read as the results' cards read it (a CMS's `de_DE` as
  // `de-DE`; a tag Intl refuses is English).
  const language = readLocale(element.closest('[lang]')?.getAttribute('lang') ?? '');
  const rules = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  return (count) =>
    `${numbers.format(count)} ${placesText.includes('|') ? pluralForm(placesText, count, rules) : placesText}`;
}

/**
 * Formats a document field for a template binding. Formats are the few a card needs, so themers
 * write none of them in JavaScript:
 * - (none): the value as text; lists are joined with ", ";
 * - `integer`: rounded, with the locale's grouping ("1,250");
 * - `fixed:N`: N decimals, with the locale's separator ("4.5", "4,5" on a German page);
 * - `plural:one|other`: the count and the word for it ("3 bedrooms", "1 bedroom"), the forms as
 *   the message catalogue's (`one:…|few:…|other:…` for languages with more, search-core's pluralForm).
 */
import { pluralForm } from '@stayfront/search-core/messages';

export type FieldValue = unknown;

/**
 * The page's `lang` as a locale Intl accepts, else `en`. CMSs write locale codes (`de_DE`, read as
 * `de-DE`) or nothing where a language tag belongs, and Intl throws a RangeError on those, which
 * took the results down with it.
 */
export function readLocale(lang: string): string {
  try {
    return Intl.getCanonicalLocales(lang.replace('_', '-'))[0] as string;
  } catch {
    return 'en';
  }
}

export function formatValue(value: FieldValue, format: string | null, locale: string): string {
  if (!format) return [value].flat().map(String).join(', ');
  const first = Array.isArray(value) ? value[0] : value;
  const number = Number(first);
  if (Number.isFinite(number)) {
    const digits = format === 'integer' ? '0' : /^fixed:([0-6])$/.exec(format)?.[1];
    const numbers = new Intl.NumberFormat(
      locale,
      digits ? { minimumFractionDigits: +digits, maximumFractionDigits: +digits } : {},
    );
    if (digits) return numbers.format(number);
    const plural = /^plural:(.*\|.*)$/.exec(format);
    if (plural) {
      const form = pluralForm(plural[1] as string, number, new Intl.PluralRules(locale));
      return `${numbers.format(number)} ${form}`;
    }
  }
  return String(first);
}

/** Missing, empty, false and empty lists count as absent for `data-if`. */
export function isPresent(value: FieldValue): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

/**
 * Formats a document field for a template binding. Formats are the few a card needs, so themers
 * write none of them in JavaScript:
 * - (none): the value as text; lists are joined with ", ";
 * - `integer`: rounded, with the locale's grouping ("1,250");
 * - `fixed:N`: N decimals ("4.5");
 * - `plural:one|other`: the count and the word for it ("3 bedrooms", "1 bedroom").
 */
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
    if (format === 'integer')
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(number);
    const fixed = /^fixed:([0-6])$/.exec(format);
    if (fixed) return number.toFixed(Number(fixed[1]));
    const plural = /^plural:([^|]*)\|(.*)$/.exec(format);
    if (plural)
      return `${number} ${new Intl.PluralRules(locale).select(number) === 'one' ? plural[1] : plural[2]}`;
  }
  return String(first);
}

/** Missing, empty, false and empty lists count as absent for `data-if`. */
export function isPresent(value: FieldValue): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

/**
 * "2 favourites": the count and its label in their own elements (`__count`, `__label`) so a theme
 * can style the number as a badge, from a message such as "{count} favourite|{count} favourites"
 * (the catalogue's format: `one|other`, chosen by the page language's plural rules).
 */
import { Fragment } from 'react';

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

/** The form of `message` for `count`: `one|other` picks by plural rules; a single form is kept. */
export function pluralForm(message: string, count: number, locale: string): string {
  const [one, other = one] = message.split('|') as [string, string?];
  return pluralRules(locale).select(count) === 'one' ? one : other;
}

export function CountText({
  message,
  count,
  locale,
}: {
  message: string;
  count: number;
  locale: string;
}) {
  const form = pluralForm(message, count, locale);
  const at = form.indexOf('{count}');
  const label = form.replace('{count}', ' ').replace(/\s+/g, ' ').trim();
  const number = (
    <span className="sf-favourites-counter__count" key="count">
      {count.toLocaleString(locale)}
    </span>
  );
  const text = label ? (
    <span className="sf-favourites-counter__label" key="label">
      {label}
    </span>
  ) : null;
  // The number where the message puts it (before the label unless the message says otherwise).
  const labelFirst = at > 0 && form.slice(0, at).trim() !== '';
  return <Fragment>{labelFirst ? [text, ' ', number] : [number, ' ', text]}</Fragment>;
}

/**
 * "2 favourites": the count and its label in their own elements (`__count`, `__label`) so a theme
 * can style the number as a badge (the wording: count-parts.ts, shared with the plain counter).
 */
import { Fragment } from 'react';
import { countParts } from './count-parts.js';

export function CountText({
  message,
  count,
  locale,
}: {
  message: string;
  count: number;
  locale: string;
}) {
  const { number: digits, label, labelFirst } = countParts(message, count, locale);
  const number = (
    <span className="sf-favourites-counter__count" key="count">
      {digits}
    </span>
  );
  const text = label ? (
    <span className="sf-favourites-counter__label" key="label">
      {label}
    </span>
  ) : null;
  return <Fragment>{labelFirst ? [text, ' ', number] : [number, ' ', text]}</Fragment>;
}

/// <reference path="../assets.d.ts" />
/**
 * flatpickr's stylesheet and ours, added to the page once when the first calendar wakes: nothing
 * for a themer to copy; adopted after the page's own sheets, so a theme overrides a flatpickr class
 * with a more specific selector (`adoptStyleSheet`: a constructed sheet, or a `<style>` with the
 * scripts' nonce on Safari before 16.4, where flatpickr unstyled is a column of day numbers).
 */
import { adoptStyleSheet } from '@stayfront/loader';
import css from 'flatpickr/dist/flatpickr.min.css?inline';
import { CALENDAR_CSS } from './calendar-css.js';

export function adoptCalendarStyles(document: Document): void {
  adoptStyleSheet(document, 'calendar', () => css + CALENDAR_CSS);
}

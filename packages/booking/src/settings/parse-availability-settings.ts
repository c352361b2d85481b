/**
 * The availability widget's config (`data-widget-config`): SPEC 3.12's settings (`id`, `eid`,
 * `mns`, `restr`), the site's default promo code (SPEC 3.13), the names of the server form's
 * fields, and its texts with SPEC 5.5's English defaults.
 */
import type { ParsedConfig } from '@stayfront/loader';
import {
  defineWidgetConfig,
  flag,
  integer,
  optionalText,
  type Reader,
  reader,
  text,
} from '@stayfront/widgets';
import { MINIMUM_STAY_TEXT, type Restriction } from '../rules/minimum-stay.js';
import { MAX_NIGHTS, restrictions } from './restrictions.js';

/** SPEC 3.12 `eid`: the entity (a listing's id, a number or a string). Absent: null. */
const entityId: Reader<string | null> = reader<string | number | null>(
  null,
  (value) =>
    value === null ||
    (typeof value === 'string' && value.trim() !== '' && value.length <= 200) ||
    (Number.isInteger(value) && (value as number) >= 0),
  'a non-empty string or a whole number',
) as Reader<string | null>;

const readEid: Reader<string | null> = (value, path, issues) => {
  const read = entityId(value, path, issues);
  return read === null ? null : String(read);
};

/** A form field's name: what the server reads, so no spaces or brackets to guess at. */
const fieldName = (fallback: string) =>
  reader(
    fallback,
    (value) => typeof value === 'string' && /^[\w.:-]{1,100}$/.test(value),
    'a field name',
  );

export interface AvailabilitySettings {
  readonly id: string | null;
  readonly eid: string | null;
  readonly mns: number;
  readonly restr: readonly Restriction[];
  readonly promo: string | null;
  readonly arrival_field: string;
  readonly departure_field: string;
  readonly coupon_field: string;
  readonly min_stay_text: string;
  readonly footer_text: string;
  readonly check_in_text: string;
  readonly check_out_text: string;
  readonly clear_text: string;
  readonly start_over_text: string;
  readonly calendar_label: string;
  readonly previous_month_text: string;
  readonly next_month_text: string;
  readonly calendar_collapsed: boolean;
  readonly calendar_toggle_text: string;
}

export const parseAvailabilitySettings: (
  raw: unknown,
  element?: Element,
) => ParsedConfig<AvailabilitySettings> = defineWidgetConfig('availability', {
  id: optionalText(200),
  /** SPEC 3.12: the enhanced behaviour applies only when present. */
  eid: readEid,
  mns: integer(1, 0, MAX_NIGHTS),
  restr: restrictions,
  /** SPEC 3.13: the site's default promo code, put in an empty coupon field. */
  promo: optionalText(100),
  arrival_field: fieldName('arrival'),
  departure_field: fieldName('departure'),
  coupon_field: fieldName('coupon'),
  min_stay_text: text(MINIMUM_STAY_TEXT),
  footer_text: text('Call for Arrivals Within 48 Hrs'),
  check_in_text: text('Check-In'),
  check_out_text: text('Check-Out'),
  clear_text: text('Clear'),
  start_over_text: text('Start over'),
  calendar_label: text('Choose your dates'),
  previous_month_text: text('Previous month'),
  next_month_text: text('Next month'),
  /** The embedded calendar shut behind a button until opened (a narrow or sticky column). */
  calendar_collapsed: flag(false),
  calendar_toggle_text: text('Show calendar'),
});

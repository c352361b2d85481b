/**
 * The availability enhancer (SPEC 2.5, 3.12, 3.13, 4.8, 5.5): behaviour on the server's GET form,
 * which works without it. The form's native date inputs stay the primary control; the enhancer
 * adds the minimum-stay rules (the departure's `min`, the message in a polite live region), the
 * Clear buttons, the copy to an alerts form, the embedded calendar kept in step with the inputs,
 * and the automatic search once a new range is complete.
 */
import { requestSubmit } from '@stayfront/loader';
import { createEmbeddedCalendar } from '../calendar/embedded-calendar.js';
import { dayNumber, type IsoDay, isIsoDay, isoOfLocalDate } from '../rules/calendar-day.js';
import {
  earliestDeparture,
  isSearchableRange,
  minimumStayMessage,
  type StayRules,
} from '../rules/minimum-stay.js';
import { type DateRange, sameRange } from '../rules/range-pick.js';
import type { AvailabilitySettings } from '../settings/parse-availability-settings.js';
import { copyToAlertsForm } from './alerts-copy.js';
import { describeAutoSearch } from './auto-search-hint.js';
import { clearButtons } from './clear-button.js';
import { pageLocale } from './page-locale.js';

export interface EnhanceOptions {
  /** The visitor's clock (tests set it): today is its local calendar day. */
  readonly now?: () => Date;
}

function field(form: HTMLFormElement, name: string): HTMLInputElement {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement))
    throw new Error(`availability: the form has no input named "${name}"`);
  return input;
}

const dayOrNull = (value: string): IsoDay | null => (isIsoDay(value) ? value : null);

export function enhanceAvailability(
  root: HTMLElement,
  settings: AvailabilitySettings,
  options: EnhanceOptions = {},
): () => void {
  const document = root.ownerDocument;
  const form = settings.id
    ? root.querySelector<HTMLFormElement>(`form[id="${CSS.escape(settings.id)}"]`)
    : root.querySelector('form');
  if (!form)
    throw new Error(
      `availability: no <form${settings.id ? ` id="${settings.id}"` : ''}> in the element`,
    );
  const arrival = field(form, settings.arrival_field);
  const departure = field(form, settings.departure_field);
  const undescribe = describeAutoSearch(root, [arrival, departure]);
  const rules: StayRules = { mns: settings.mns, restr: settings.restr };
  const today = isoOfLocalDate((options.now ?? (() => new Date()))());
  // SPEC 5.5's {Mon d} in the page's language.
  const locale = pageLocale(root);

  // SPEC 3.13: the site's default promo code in an empty coupon field.
  const coupon = form.elements.namedItem(settings.coupon_field);
  if (settings.promo && coupon instanceof HTMLInputElement && !coupon.value)
    coupon.value = settings.promo;

  // No arrival before today, unless the server set its own bound.
  const serverMins = [arrival.min, departure.min] as const;
  if (!isIsoDay(arrival.min) || arrival.min < today) arrival.min = today;

  // SPEC 5.5: the minimum-stay message, in a polite live region that exists before its first
  // message (screen readers announce changes to regions they already know).
  const status = document.createElement('p');
  status.className = 'availability__min-stay';
  status.setAttribute('role', 'status');

  // The range the page shows (the server's answer to it), so picking it again searches nothing.
  let shown: DateRange = { begin: dayOrNull(arrival.value), end: dayOrNull(departure.value) };

  const clears = clearButtons([arrival, departure], settings.clear_text, (input) =>
    update(input === arrival ? null : dayOrNull(arrival.value)),
  );

  const slot =
    root.querySelector<HTMLElement>('[data-availability-calendar]') ??
    root.appendChild(document.createElement('div'));
  slot.before(status);
  const calendar = createEmbeddedCalendar(slot, {
    rules,
    locale,
    collapsed: settings.calendar_collapsed,
    // The arrival input's bound: today, or the server's later one (its clock may be a day ahead
    // of the visitor's), so the calendar offers no day the form would refuse.
    minDay: arrival.min,
    // The server's last days (`max`): a day after them would fill the inputs with a date the
    // form refuses, and the search would silently not run.
    lastArrival: dayOrNull(arrival.max),
    lastDeparture: dayOrNull(departure.max),
    texts: {
      checkIn: settings.check_in_text,
      checkOut: settings.check_out_text,
      startOver: settings.start_over_text,
      footer: settings.footer_text,
      label: settings.calendar_label,
      previousMonth: settings.previous_month_text,
      nextMonth: settings.next_month_text,
      toggle: settings.calendar_toggle_text,
    },
    // SPEC 4.8: the first click sets the begin and clears the end; a later one sets the end.
    onPick: ({ begin, end }) => {
      arrival.value = begin ?? '';
      departure.value = end ?? '';
      update(undefined, false);
    },
    // SPEC 4.8: "Start over" clears every date input.
    onStartOver: () => {
      arrival.value = '';
      departure.value = '';
      update(undefined, false);
    },
  });

  /**
   * After any change of the dates: rules, message, Clear buttons, alerts form, calendar (moved to
   * `reveal`'s month; not redrawn when it made the change), then the automatic search.
   */
  function update(reveal?: IsoDay | null, redraw = true, search = true) {
    const begin = dayOrNull(arrival.value);
    const end = dayOrNull(departure.value);
    // SPEC 5.5: departures inside the minimum stay are not allowed, in the native input too.
    // Set only when it changes: Chromium resets a date input's half-typed year when its `min` is
    // set, even to the same value, so typing 2027 after the month and day ended at 0002.
    const min = begin ? earliestDeparture(rules, begin) : serverMins[1];
    if (!min) departure.removeAttribute('min');
    else if (departure.min !== min) departure.min = min;
    const message = begin
      ? (minimumStayMessage(rules, begin, settings.min_stay_text, locale) ?? '')
      : '';
    // Only a new message: the same words set again are announced again by screen readers, so
    // each departure picked after a July arrival repeated its seven-night rule.
    if (status.textContent !== message) status.textContent = message;
    clears.sync();
    copyToAlertsForm(document, form as HTMLFormElement, arrival.value, departure.value);
    // A day typed part way (year 0002) is not one to show.
    const revealed = reveal && (dayNumber(reveal) ?? 0) >= (dayNumber(today) ?? 0) ? reveal : null;
    if (redraw) calendar.show({ begin, end }, revealed);
    if (search) autoSearch({ begin, end });
  }

  /**
   * SPEC 4.8, 5.5: both dates set, arrival before departure, a range other than the one shown:
   * submit. Only a valid one (no arrival before today, no departure inside the minimum stay, every
   * field as the browser wants it): a half-typed date (year 0002) is not a search, and the
   * visitor's own submit shows the browser's message. ISO days compare as strings.
   */
  function autoSearch(range: DateRange) {
    if (!range.begin || !range.end || !isSearchableRange(range.begin, range.end)) return;
    if (sameRange(range, shown)) return;
    // The bounds by our own rules too: not every browser checks a date input's `min`.
    if (range.begin < arrival.min || range.end < earliestDeparture(rules, range.begin)) return;
    if (!(form as HTMLFormElement).checkValidity()) return;
    shown = range;
    // requestSubmit, by hand on iOS 15 (it threw there, and the dates searched nothing).
    requestSubmit(form as HTMLFormElement);
  }

  /**
   * A date typed in a native input: Chromium sends `change` at every digit that completes a date,
   * so typing 12 over an arrival's day went through the 1st, a whole other range, and searched it
   * (the page left before the 2 was typed). A change made while the input has the focus searches
   * when the focus leaves it; the calendar's picks and the changes made from outside search at
   * once. Enter in the input submits the form as it always does.
   */
  let pending = false;
  const onDate = (input: HTMLInputElement) => {
    pending = document.activeElement === input;
    update(dayOrNull(input.value), true, !pending);
  };
  const onArrival = () => onDate(arrival);
  const onDeparture = () => onDate(departure);
  const onLeave = (event: FocusEvent) => {
    if (!pending) return;
    pending = false;
    // The focus going to the form's own submit button: its click submits the form, once.
    const next = event.relatedTarget;
    if (
      (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) &&
      next.type === 'submit' &&
      next.form === form
    )
      return;
    autoSearch({ begin: dayOrNull(arrival.value), end: dayOrNull(departure.value) });
  };
  // One signal takes every listener off again on cleanup.
  const listening = new AbortController();
  const { signal } = listening;
  for (const [input, listener] of [
    [arrival, onArrival],
    [departure, onDeparture],
  ] as const) {
    input.addEventListener('change', listener, { signal });
    input.addEventListener('blur', onLeave, { signal });
  }
  // The server's dates: rules and calendar as if just chosen, without searching them again.
  update(dayOrNull(departure.value) ?? dayOrNull(arrival.value));

  return () => {
    listening.abort();
    undescribe();
    clears.destroy();
    calendar.destroy();
    status.remove();
    if (!slot.hasAttribute('data-availability-calendar')) slot.remove();
    for (const [input, min] of [
      [arrival, serverMins[0]],
      [departure, serverMins[1]],
    ] as const)
      if (min) input.min = min;
      else input.removeAttribute('min');
  };
}

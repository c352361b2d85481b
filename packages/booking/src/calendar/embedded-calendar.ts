/**
 * The embedded interactive calendar (SPEC 4.8, 5.5): a flatpickr calendar drawn inline, as an
 * extra beside the form's native date inputs (which stay the primary control, see the README).
 * It shows the range of those inputs and sets them by click or keyboard: it keeps no dates of its
 * own, `show()` gives it the inputs' range after every change.
 *
 * flatpickr runs in its `multiple` mode with our own range logic (rules/range-pick.ts): its
 * `range` mode refuses any end past a disabled day, and the minimum-stay window is exactly such a
 * run of disabled days right after the arrival. Accessibility added to flatpickr's markup: days
 * are buttons named by their date (and Check-In / Check-Out), one of them in the Tab order (the
 * selected, else today's, else the month's first open day; arrow keys move between them, as
 * flatpickr does), Space as well as Enter picks, not-allowed days are `aria-disabled`, the
 * month arrows are named buttons that work by keyboard, and the month list and the year field are
 * in the Tab order. Its words and week are the page's language (calendar-locale.ts).
 */
import flatpickr from 'flatpickr';
import type { DayElement, Instance } from 'flatpickr/dist/types/instance';
import { addDays, type IsoDay, isoOfLocalDate, localDateOf } from '../rules/calendar-day.js';
import { departureBlocked, type StayRules } from '../rules/minimum-stay.js';
import { type DateRange, pickDay } from '../rules/range-pick.js';
import { adoptCalendarStyles } from './adopt-styles.js';
import { calendarLocale, dayNameFormat } from './calendar-locale.js';

export interface CalendarTexts {
  readonly checkIn: string;
  readonly checkOut: string;
  readonly startOver: string;
  readonly footer: string;
  readonly label: string;
  readonly previousMonth: string;
  readonly nextMonth: string;
  /** The button that shows a collapsed calendar. */
  readonly toggle: string;
}

export interface CalendarOptions {
  readonly rules: StayRules;
  readonly texts: CalendarTexts;
  /**
   * The page's language, as the page-locale reader gives it (a tag the browser has date data for):
   * month and day names, the week's first day. @default 'en'
   */
  readonly locale?: string;
  /**
   * Shut behind a button (`aria-expanded`) until the visitor opens it: for a narrow column, such
   * as a sticky sidebar that must stay shorter than the page beside it.
   */
  readonly collapsed?: boolean;
  /** The first day that can be picked (today, as the visitor's calendar has it). */
  readonly minDay: IsoDay;
  /** The last arrival and departure the form takes (its inputs' `max`), when it has them. */
  readonly lastArrival?: IsoDay | null;
  readonly lastDeparture?: IsoDay | null;
  /** A day was picked: the new range (SPEC 4.8: begin with the end cleared, or both). */
  readonly onPick: (range: DateRange) => void;
  /** "Start over" (SPEC 4.8): clear every date input. */
  readonly onStartOver: () => void;
}

export interface EmbeddedCalendar {
  /** Shows `range`; with `reveal`, moves to that day's month (SPEC 4.8: kept in sync). */
  show(range: DateRange, reveal?: IsoDay | null): void;
  destroy(): void;
}

const dayOf = (element: DayElement) => isoOfLocalDate(element.dateObj);

/** Days moved by each arrow key. */
const STEPS: Partial<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** Ids of collapsible panels, unique on the page. */
let counter = 0;

export function createEmbeddedCalendar(
  slot: HTMLElement,
  options: CalendarOptions,
): EmbeddedCalendar {
  const { rules, texts } = options;
  const locale = options.locale ?? 'en';
  const document = slot.ownerDocument;
  adoptCalendarStyles(document);
  let range: DateRange = { begin: null, end: null };

  const group = document.createElement('div');
  group.className = 'sf-availability-calendar';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', texts.label);
  // SPEC 5.5: the headings say which day the next pick sets.
  const heading = document.createElement('p');
  heading.className = 'sf-availability-calendar__heading';
  const host = document.createElement('div');
  // flatpickr needs an input and makes it a text input: one out of sight and of the form, since
  // the form's own inputs hold the dates.
  const anchor = document.createElement('input');
  anchor.hidden = true;
  anchor.tabIndex = -1;
  anchor.setAttribute('aria-hidden', 'true');
  host.append(anchor);
  const startOver = document.createElement('button');
  startOver.type = 'button';
  startOver.className = 'sf-availability-calendar__start-over';
  startOver.textContent = texts.startOver;
  const footer = document.createElement('p');
  footer.className = 'sf-availability-calendar__footer';
  footer.textContent = texts.footer;
  const panel = document.createElement('div');
  panel.className = 'sf-availability-calendar__panel';
  panel.append(heading, host, startOver);
  let toggle: HTMLButtonElement | null = null;
  if (options.collapsed) {
    toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'sf-availability-calendar__toggle';
    toggle.textContent = texts.toggle;
    toggle.setAttribute('aria-expanded', 'false');
    counter += 1;
    panel.id = `sf-availability-calendar-${counter}`;
    toggle.setAttribute('aria-controls', panel.id);
    panel.hidden = true;
    toggle.addEventListener('click', () => {
      // Built when first opened: see `build`.
      if (panel.hidden) build();
      panel.hidden = !panel.hidden;
      toggle?.setAttribute('aria-expanded', String(!panel.hidden));
    });
  }
  group.append(...(toggle ? [toggle] : []), panel, footer);
  slot.append(group);

  /** SPEC 5.5: while the end is picked, days inside the arrival's minimum stay are not allowed. */
  const notAllowed = (date: Date) => {
    const day = isoOfLocalDate(date);
    // The next pick is an arrival (no begin yet, or a whole range starts again): none after the
    // form's last one. ISO days compare as strings.
    if (range.begin === null || range.end !== null)
      return !!options.lastArrival && day > options.lastArrival;
    return departureBlocked(rules, range.begin, day);
  };

  // The dates' names for screen readers, as the page's language writes them ("July 4, 2027").
  let dayName: Intl.DateTimeFormat;
  let instance: Instance | undefined;
  /** The month to show once built: `show`'s `reveal` while the calendar is not built yet. */
  let pendingReveal: IsoDay | null | undefined;

  const days = () => [...host.querySelectorAll<DayElement>('.flatpickr-day:not(.hidden)')];

  /** Range classes, names and the one day in the Tab order, after flatpickr drew the days. */
  function decorate(instance: Instance) {
    const { begin, end } = range;
    let tabStop: DayElement | undefined;
    for (const element of days()) {
      const day = dayOf(element);
      const disabled = element.classList.contains('flatpickr-disabled');
      element.setAttribute('role', 'button');
      element.toggleAttribute('aria-disabled', disabled);
      if (disabled) element.setAttribute('aria-disabled', 'true');
      const role = day === begin ? texts.checkIn : day === end ? texts.checkOut : null;
      const name = dayName.format(element.dateObj);
      element.setAttribute('aria-label', role ? `${name}, ${role}` : name);
      element.classList.toggle('startRange', day === begin);
      element.classList.toggle('endRange', day === end);
      element.classList.toggle('inRange', !!begin && !!end && day > begin && day < end);
      element.tabIndex = -1;
      if (
        disabled ||
        element.classList.contains('prevMonthDay') ||
        element.classList.contains('nextMonthDay')
      )
        continue;
      if (day === end || (day === begin && !tabStop?.classList.contains('endRange')))
        tabStop = element;
    }
    tabStop ??=
      days().find(
        (element) =>
          element.classList.contains('today') && !element.classList.contains('flatpickr-disabled'),
      ) ??
      days().find(
        (element) => !/flatpickr-disabled|prevMonthDay|nextMonthDay/.test(element.className),
      );
    if (tabStop) tabStop.tabIndex = 0;
    // flatpickr takes its month list out of the Tab order each time it rebuilds it (a new year):
    // a keyboard user could only reach another month through the arrows.
    if (instance.monthsDropdownContainer) instance.monthsDropdownContainer.tabIndex = 0;
    // flatpickr's year field is out of the Tab order too: a visitor booking next summer in
    // November pressed the next month's button seven times. In it, Up and Down turn the year and
    // four typed digits go to that year (flatpickr's own handlers).
    if (instance.currentYearElement) instance.currentYearElement.tabIndex = 0;
    heading.textContent = begin !== null && end === null ? texts.checkOut : texts.checkIn;
  }

  /**
   * flatpickr's calendar, built once: at once when it shows, else when the visitor first opens
   * it. Built shut away, a collapsed calendar drew its month (every rule checked for every day,
   * each day named through Intl) in the wake of a listing's page, which on a slow phone was the
   * largest part of the availability widget's mount, for a calendar most visitors never open.
   */
  function build() {
    if (instance) return;
    dayName = dayNameFormat(locale);
    const built = createPicker();
    instance = built;
    for (const [arrow, name] of [
      [built.prevMonthNav, texts.previousMonth],
      [built.nextMonthNav, texts.nextMonth],
    ] as const)
      nameArrow(arrow, name);
    host.addEventListener('keydown', onKey, true);
    // Captured: before flatpickr's own handler on its calendar, which then never sees the arrows.
    host.addEventListener('keydown', onArrow, true);
    host.addEventListener('focusin', onFocus);
    startOver.addEventListener('click', onStartOver);
    show(range, pendingReveal);
  }

  const createPicker = (): Instance =>
    flatpickr(anchor, {
      inline: true,
      mode: 'multiple',
      disableMobile: true,
      minDate: localDateOf(options.minDay),
      ...(options.lastDeparture ? { maxDate: localDateOf(options.lastDeparture) } : {}),
      disable: [notAllowed],
      locale: calendarLocale(locale),
      onReady: () => queueDecorate(),
      onMonthChange: () => queueDecorate(),
      // flatpickr rebuilds its month list (out of the Tab order again) after it calls this: the
      // list is put back once it has (a microtask, before the next key).
      onYearChange: () => queueMicrotask(queueDecorate),
      onChange: () => {
        const clicked = instance?.latestSelectedDateObj;
        if (!clicked) return;
        const picked = pickDay(range, isoOfLocalDate(clicked), rules);
        const hadFocus =
          host.contains(document.activeElement) || document.activeElement === document.body;
        show(picked);
        if (hadFocus) focusDay(isoOfLocalDate(clicked));
        options.onPick(picked);
      },
    }) as Instance;
  // flatpickr calls onReady before it returns: its days are decorated once `build` has it.
  function queueDecorate() {
    if (instance) decorate(instance);
  }

  function focusDay(day: IsoDay) {
    days()
      .find((element) => dayOf(element) === day && !element.classList.contains('hidden'))
      ?.focus();
  }

  /**
   * One drawing of the month per change. flatpickr draws the whole grid of days (every rule
   * checked for every day) in setDate, in clear() for no dates, and in each jumpToDate: with a
   * redraw after them for the new begin's not-allowed days, a change drew it three or four times,
   * most of a pick's time on a slow phone. The dates are set as setDate sets them (those flatpickr
   * allows, the last one as the latest), then jumpToDate moves to `reveal`'s month, else the
   * latest date's (setDate's own move), and draws it once, the not-allowed days following the
   * begin just set.
   */
  function show(next: DateRange, reveal?: IsoDay | null) {
    range = next;
    const picker = instance;
    // Not built yet (collapsed, never opened): drawn with this range and month when it is.
    if (!picker) {
      pendingReveal = reveal;
      return;
    }
    const dates = [next.begin, next.end]
      .flatMap((day) => (day ? [localDateOf(day)] : []))
      .filter((date) => picker.isEnabled(date, false));
    picker.selectedDates = dates;
    const latest = dates[dates.length - 1];
    if (latest) picker.latestSelectedDateObj = latest;
    else delete picker.latestSelectedDateObj;
    picker.jumpToDate(reveal ? localDateOf(reveal) : undefined);
    decorate(picker);
  }

  // The month arrows are spans: named buttons in the Tab order, working by Enter and Space.
  function nameArrow(arrow: HTMLElement | null, name: string) {
    if (!arrow) return;
    arrow.setAttribute('role', 'button');
    arrow.setAttribute('aria-label', name);
    arrow.tabIndex = 0;
    arrow.querySelector('svg')?.setAttribute('aria-hidden', 'true');
  }
  /**
   * Captured, as the arrow keys are: flatpickr's own handler on its calendar stops every Enter
   * (its day picking), so a month button never heard one. When the month turned to is the first
   * or last offered, flatpickr hides that button: the focus goes to the other one, not the page.
   * Shift+Tab from a day is the browser's: flatpickr sent it to its own input, hidden here, so the
   * focus stayed on the day and the month controls before it could not be reached back. (Only
   * that key: a modal's focus trap around the form listens to Tab too.)
   */
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Tab' && event.shiftKey && target.classList.contains('flatpickr-day')) {
      event.stopPropagation();
      return;
    }
    if (!instance || (event.key !== ' ' && event.key !== 'Enter')) return;
    const { prevMonthNav, nextMonthNav } = instance;
    if (target === prevMonthNav || target === nextMonthNav) {
      event.preventDefault();
      event.stopPropagation();
      instance.changeMonth(target === prevMonthNav ? -1 : 1);
      const hidden = target.classList.contains('flatpickr-disabled');
      (hidden ? (target === prevMonthNav ? nextMonthNav : prevMonthNav) : target).focus();
    } else if (event.key === ' ' && target.classList.contains('flatpickr-day')) {
      // flatpickr picks a day with Enter only; a button also answers Space.
      event.preventDefault();
      target.click();
    }
  };
  /**
   * Arrow keys move a day or a week, onto not-allowed days too (their name says so: a visitor
   * hears why the departure cannot be the 5th), turning the month when the day is in another.
   * flatpickr's own arrows skip not-allowed days, and past the first or last day it turned to a
   * month with none and dropped the focus to the page: at those bounds the focus stays.
   */
  const onArrow = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    let step = STEPS[event.key];
    if (step === undefined || !instance) return;
    // A right-to-left calendar (calendar-css.ts) has the next day on the left: Left goes on. The
    // calendar's own direction, as drawn: it is mirrored under :dir(rtl) only, so on a page made
    // right to left by a stylesheet alone the group is rtl while flatpickr still draws ltr.
    const drawn = getComputedStyle(instance.calendarContainer).direction;
    if (Math.abs(step) === 1 && drawn === 'rtl') step = -step;
    // The month list's arrows choose a month, or open it with Alt, as any list's: flatpickr's
    // handler cancelled the up and down ones and sent the left and right ones to a day.
    if (target === instance.monthsDropdownContainer) {
      event.stopPropagation();
      return;
    }
    // Left and right move the caret in the year field: flatpickr's handler sent them to a day.
    if (target === instance.currentYearElement) {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') event.stopPropagation();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (!target.classList?.contains('flatpickr-day')) return;
    event.preventDefault();
    event.stopPropagation();
    const next = addDays(dayOf(target as DayElement), step);
    // ISO days compare as strings.
    if (next < options.minDay || (options.lastDeparture && next > options.lastDeparture)) return;
    const [year, month] = next.split('-').map(Number) as [number, number];
    const months = (year - instance.currentYear) * 12 + month - 1 - instance.currentMonth;
    if (months !== 0) instance.changeMonth(months);
    focusDay(next);
  };
  // A day keeps the Tab stop once it has the focus (arrow keys move it).
  const onFocus = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (!target.classList.contains('flatpickr-day')) return;
    for (const element of days()) element.tabIndex = -1;
    target.tabIndex = 0;
  };
  function onStartOver() {
    show({ begin: null, end: null });
    options.onStartOver();
  }
  if (!options.collapsed) build();

  return {
    show,
    destroy() {
      host.removeEventListener('keydown', onKey, true);
      host.removeEventListener('keydown', onArrow, true);
      host.removeEventListener('focusin', onFocus);
      startOver.removeEventListener('click', onStartOver);
      const built = instance;
      instance = undefined;
      built?.destroy();
      group.remove();
    },
  };
}

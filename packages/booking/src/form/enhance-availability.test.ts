import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../islands/availability.js';
import { parseAvailabilitySettings } from '../settings/parse-availability-settings.js';
import { enhanceAvailability } from './enhance-availability.js';

// 1 June 2027, late morning: today for every test.
const now = () => new Date(2027, 5, 1, 10, 30);
const CONFIG = {
  id: 'availability-form',
  eid: 12,
  mns: 2,
  restr: [{ bdt: '2027-07-01', edt: '2027-08-31', mn: 7 }],
  promo: 'SPRING10',
};

function page({ arrival = '', departure = '', alerts = false, min = '', max = '' } = {}) {
  document.body.innerHTML = `
    <div class="availability" data-widget="availability">
      <form id="availability-form" method="get" action="/rentals/wheal-rose">
        <label for="arrival">Check-In</label><input type="date" id="arrival" name="arrival" value="${arrival}"${min ? ` min="${min}"` : ''}${max ? ` max="${max}"` : ''}>
        <label for="departure">Check-Out</label><input type="date" id="departure" name="departure" value="${departure}"${max ? ` max="${max}"` : ''}>
        <label for="coupon">Coupon</label><input id="coupon" name="coupon">
        <label><input type="checkbox" name="flex" value="1"> Flexible</label>
        <button type="submit">Check availability</button>
      </form>
      <div data-availability-calendar></div>
    </div>
    ${alerts ? '<form class="alerts"><input name="arrival-date"><input name="departure-date"></form>' : ''}`;
  const root = document.querySelector<HTMLElement>('.availability') as HTMLElement;
  const form = root.querySelector('form') as HTMLFormElement;
  const submits: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits.push(new URLSearchParams(new FormData(form) as unknown as string).toString());
  });
  return {
    root,
    form,
    submits,
    arrival: form.querySelector<HTMLInputElement>('[name=arrival]') as HTMLInputElement,
    departure: form.querySelector<HTMLInputElement>('[name=departure]') as HTMLInputElement,
  };
}

function settings(raw: Record<string, unknown> = CONFIG) {
  const parsed = parseAvailabilitySettings(raw);
  if (!('value' in parsed)) throw new Error('bad config');
  return parsed.value;
}

const change = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const day = (root: HTMLElement, label: string) => {
  const element = [...root.querySelectorAll<HTMLElement>('.flatpickr-day:not(.hidden)')].find(
    (candidate) =>
      candidate.getAttribute('aria-label')?.startsWith(label) &&
      !/prevMonthDay|nextMonthDay/.test(candidate.className),
  );
  if (!element) throw new Error(`no day ${label}`);
  return element;
};
const status = (root: HTMLElement) => root.querySelector('[role="status"]')?.textContent;
const clearButton = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLButtonElement>(`button[aria-label="Clear ${name}"]`);
const visibleMonth = (root: HTMLElement) =>
  root.querySelector<HTMLSelectElement>('.flatpickr-monthDropdown-months')?.value;

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
  document.body.innerHTML = '';
});

describe('the availability form, enhanced', () => {
  it('describes both date inputs by the server’s hint that choosing them searches (WCAG 3.2.2)', () => {
    const { root, arrival, departure } = page();
    arrival.setAttribute('aria-describedby', 'arrival-format');
    root.insertAdjacentHTML(
      'afterbegin',
      '<p data-availability-hint>We check as soon as both dates are chosen.</p>',
    );
    const hint = root.querySelector('[data-availability-hint]') as HTMLElement;
    const before = root.innerHTML;
    const cleanup = enhanceAvailability(root, settings(), { now });
    expect(hint.id).not.toBe('');
    expect(arrival.getAttribute('aria-describedby')).toBe(`arrival-format ${hint.id}`);
    expect(departure.getAttribute('aria-describedby')).toBe(hint.id);
    cleanup();
    expect(root.innerHTML).toBe(before);
  });

  it('adds no description without a hint from the server', () => {
    const { root, arrival } = page();
    enhanceAvailability(root, settings(), { now });
    expect(arrival.hasAttribute('aria-describedby')).toBe(false);
  });

  it('leaves the form alone without an eid (SPEC 3.12)', () => {
    const { root } = page();
    const cleanup = mount(root, { config: settings({ mns: 2 }) } as never);
    expect(root.querySelector('.flatpickr-calendar')).toBeNull();
    expect(root.querySelector('[role="status"]')).toBeNull();
    if (typeof cleanup === 'function') cleanup();
  });

  it('prefills the coupon with the site’s promo code, never over the visitor’s (SPEC 3.13)', () => {
    const { root, form } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    expect((form.elements.namedItem('coupon') as HTMLInputElement).value).toBe('SPRING10');
    destroy();
    (form.elements.namedItem('coupon') as HTMLInputElement).value = 'MINE';
    destroy = enhanceAvailability(root, settings(), { now });
    expect((form.elements.namedItem('coupon') as HTMLInputElement).value).toBe('MINE');
  });

  it('says the minimum stay of the arrival in a live region, and bounds the departure (SPEC 5.5)', () => {
    const { root, arrival, departure } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    expect(arrival.min).toBe('2027-06-01');
    expect(status(root)).toBe('');
    change(arrival, '2027-07-04');
    expect(status(root)).toBe('Minimum stay for arrival on Jul 4 is 7 nights.');
    expect(departure.min).toBe('2027-07-11');
    change(arrival, '2027-06-30');
    expect(status(root)).toBe('Minimum stay for arrival on Jun 30 is 2 nights.');
    expect(departure.min).toBe('2027-07-02');
    change(arrival, '');
    expect(status(root)).toBe('');
    expect(departure.hasAttribute('min')).toBe(false);
  });

  it.each([
    ['fr', 'Minimum stay for arrival on 4 juil. is 7 nights.'],
    ['de_DE', 'Minimum stay for arrival on 4. Juli is 7 nights.'],
    ['en-GB', 'Minimum stay for arrival on Jul 4 is 7 nights.'],
    // A lang Intl refuses (a CMS's placeholder): English, not an error.
    ['{{ language }}', 'Minimum stay for arrival on Jul 4 is 7 nights.'],
  ])('writes the arrival day in the page language (<html lang="%s">)', (lang, message) => {
    document.documentElement.lang = lang;
    try {
      const { root, arrival } = page();
      destroy = enhanceAvailability(root, settings(), { now });
      change(arrival, '2027-07-04');
      expect(status(root)).toBe(message);
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it.each([
    // The page's language, from Intl: names, the week's first day, the day buttons' names.
    ['de_DE', ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'], 'Juli', '4. Juli 2027', 'Jahr'],
    [
      'fr',
      ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
      'juillet',
      '4 juillet 2027',
      'Année',
    ],
    ['en-GB', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], 'July', '4 July 2027', 'Year'],
    ['en-US', ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], 'July', 'July 4, 2027', 'Year'],
    // A language the browser has no data for is English, as the minimum-stay message's day: Intl
    // would give the browser's own language's names, and the tag's week (Monday for "zz").
    ['zz', ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], 'July', 'July 4, 2027', 'Year'],
  ])(
    'draws the calendar in the page language (<html lang="%s">)',
    (lang, weekdays, month, dayName, year) => {
      document.documentElement.lang = lang;
      try {
        const { root, arrival } = page();
        destroy = enhanceAvailability(root, settings(), { now });
        change(arrival, '2027-07-04');
        const header = [...root.querySelectorAll('.flatpickr-weekday')].map((cell) =>
          cell.textContent?.trim().replace(/\.$/, lang === 'fr' ? '.' : ''),
        );
        expect(header).toEqual(weekdays);
        const months = root.querySelector<HTMLSelectElement>('.flatpickr-monthDropdown-months');
        expect(months?.selectedOptions[0]?.textContent).toBe(month);
        expect(day(root, dayName).getAttribute('aria-label')).toBe(`${dayName}, Check-In`);
        expect(root.querySelector('.cur-year')?.getAttribute('aria-label')).toBe(year);
      } finally {
        document.documentElement.removeAttribute('lang');
      }
    },
  );

  it('says nothing for a one-night minimum (SPEC 9.7)', () => {
    const { root, arrival } = page();
    destroy = enhanceAvailability(root, settings({ eid: 'x', mns: 1 }), { now });
    change(arrival, '2027-06-10');
    expect(status(root)).toBe('');
  });

  it('shows a Clear button once a date is chosen; clearing removes the date and the button (SPEC 4.8)', () => {
    const { root, arrival, departure } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    expect(root.querySelectorAll('.availability__clear')).toHaveLength(0);
    change(arrival, '2027-06-10');
    const clear = clearButton(root, 'Check-In');
    expect(clear?.textContent).toBe('Clear');
    expect(clearButton(root, 'Check-Out')).toBeNull();
    change(departure, '2027-06-14');
    clearButton(root, 'Check-Out')?.click();
    expect(departure.value).toBe('');
    expect(document.activeElement).toBe(departure);
    expect(clearButton(root, 'Check-Out')).toBeNull();
    expect(clearButton(root, 'Check-In')).not.toBeNull();
    clear?.click();
    expect(arrival.value).toBe('');
    expect(root.querySelectorAll('.availability__clear')).toHaveLength(0);
    expect(status(root)).toBe('');
  });

  it('copies the dates to the alerts form (SPEC 4.8, 3.14)', () => {
    const { root, arrival, departure } = page({ alerts: true });
    destroy = enhanceAvailability(root, settings(), { now });
    const alerts = document.querySelector('form.alerts') as HTMLFormElement;
    const changed = vi.fn();
    alerts.addEventListener('change', changed);
    change(arrival, '2027-06-10');
    change(departure, '2027-06-10');
    expect((alerts.elements.namedItem('arrival-date') as HTMLInputElement).value).toBe(
      '2027-06-10',
    );
    expect((alerts.elements.namedItem('departure-date') as HTMLInputElement).value).toBe(
      '2027-06-10',
    );
    expect(changed).toHaveBeenCalledTimes(2);
    clearButton(root, 'Check-In')?.click();
    expect((alerts.elements.namedItem('arrival-date') as HTMLInputElement).value).toBe('');
  });

  it('submits once both dates make a new range, arrival first (SPEC 4.8, 5.5)', () => {
    const { root, arrival, departure, submits } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    change(arrival, '2027-06-10');
    expect(submits).toEqual([]);
    // Departure before the arrival: no search.
    change(departure, '2027-06-08');
    expect(submits).toEqual([]);
    change(departure, '2027-06-14');
    expect(submits).toEqual(['arrival=2027-06-10&departure=2027-06-14&coupon=SPRING10']);
    // The same range again: nothing new to search.
    change(departure, '2027-06-14');
    expect(submits).toHaveLength(1);
  });

  it('submits the dates in a browser without requestSubmit (Safari before 16, iOS 15)', () => {
    const { root, form, arrival, departure, submits } = page();
    Object.defineProperty(form, 'requestSubmit', { value: undefined, configurable: true });
    destroy = enhanceAvailability(root, settings(), { now });
    change(arrival, '2027-06-10');
    change(departure, '2027-06-14');
    expect(submits).toEqual(['arrival=2027-06-10&departure=2027-06-14&coupon=SPRING10']);
  });

  it("goes to the form's page without requestSubmit, even with a control named submit", () => {
    const { root, form } = page();
    // Nobody takes the submit over (the page() listener is left behind with the old form), and a
    // submit button named "submit" hides the form's own method, as browsers do with named controls.
    const fresh = form.cloneNode(true) as HTMLFormElement;
    form.replaceWith(fresh);
    const button = fresh.querySelector('button') as HTMLButtonElement;
    button.name = 'submit';
    Object.defineProperty(fresh, 'requestSubmit', { value: undefined, configurable: true });
    Object.defineProperty(fresh, 'submit', { value: button, configurable: true });
    const sent = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    destroy = enhanceAvailability(root, settings(), { now });
    change(fresh.querySelector('[name=arrival]') as HTMLInputElement, '2027-06-10');
    change(fresh.querySelector('[name=departure]') as HTMLInputElement, '2027-06-14');
    expect(sent.mock.contexts).toEqual([fresh]);
    sent.mockRestore();
  });

  it('does not search a departure inside the minimum stay, nor the range the page shows', () => {
    const { root, arrival, departure, submits } = page({
      arrival: '2027-06-10',
      departure: '2027-06-14',
    });
    destroy = enhanceAvailability(root, settings(), { now });
    expect(submits).toEqual([]);
    change(departure, '2027-06-14');
    expect(submits).toEqual([]);
    change(arrival, '2027-07-01');
    // 14 June is before 1 July; then 5 July is inside its seven nights.
    change(departure, '2027-07-05');
    expect(submits).toEqual([]);
    change(departure, '2027-07-08');
    expect(submits).toEqual(['arrival=2027-07-01&departure=2027-07-08&coupon=SPRING10']);
  });

  it('searches a date typed in an input when the focus leaves it, not at each digit', () => {
    const { root, arrival, submits } = page({ arrival: '2027-06-20', departure: '2027-07-20' });
    destroy = enhanceAvailability(root, settings(), { now });
    // Typing 12 over the arrival's day: Chromium sends the 1st first, a range of its own.
    arrival.focus();
    change(arrival, '2027-07-01');
    change(arrival, '2027-07-12');
    expect(submits).toEqual([]);
    arrival.blur();
    expect(submits).toEqual(['arrival=2027-07-12&departure=2027-07-20&coupon=SPRING10']);
    // Leaving it again searches nothing new.
    arrival.focus();
    arrival.blur();
    expect(submits).toHaveLength(1);
  });

  it('leaves the search to the submit button when the focus goes to it (one submit, not two)', () => {
    const { root, form, arrival, submits } = page({
      arrival: '2027-06-20',
      departure: '2027-07-20',
    });
    destroy = enhanceAvailability(root, settings(), { now });
    arrival.focus();
    change(arrival, '2027-07-12');
    const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
    arrival.dispatchEvent(new FocusEvent('blur', { relatedTarget: button }));
    expect(submits).toEqual([]);
  });

  it('does not search while a year is typed part way (0002-…)', () => {
    const { root, arrival, departure, submits } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    change(departure, '2027-06-20');
    for (const year of ['0002', '0020', '0202']) change(arrival, `${year}-06-10`);
    expect(submits).toEqual([]);
    change(arrival, '2027-06-10');
    expect(submits).toHaveLength(1);
  });
});

describe('the embedded calendar', () => {
  it('keeps in sync with the inputs: each date’s month, the day selected (SPEC 4.8)', () => {
    const { root, arrival, departure } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    expect(visibleMonth(root)).toBe('5');
    change(arrival, '2027-08-20');
    expect(visibleMonth(root)).toBe('7');
    expect(day(root, 'August 20, 2027').classList.contains('selected')).toBe(true);
    expect(day(root, 'August 20, 2027').getAttribute('aria-label')).toBe(
      'August 20, 2027, Check-In',
    );
    change(departure, '2027-09-02');
    expect(visibleMonth(root)).toBe('8');
    expect(day(root, 'September 2, 2027').getAttribute('aria-label')).toBe(
      'September 2, 2027, Check-Out',
    );
  });

  it('first click sets the begin and clears the end; a later one sets the end and searches', () => {
    const { root, arrival, departure, submits } = page({
      arrival: '2027-06-03',
      departure: '2027-06-06',
    });
    destroy = enhanceAvailability(root, settings(), { now });
    expect(root.querySelector('.sf-availability-calendar__heading')?.textContent).toBe('Check-In');
    day(root, 'June 10, 2027').click();
    expect([arrival.value, departure.value]).toEqual(['2027-06-10', '']);
    expect(status(root)).toBe('Minimum stay for arrival on Jun 10 is 2 nights.');
    expect(root.querySelector('.sf-availability-calendar__heading')?.textContent).toBe('Check-Out');
    // 11 June is inside the two nights: not allowed, and a click does nothing.
    const blocked = day(root, 'June 11, 2027');
    expect(blocked.classList.contains('flatpickr-disabled')).toBe(true);
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(day(root, 'June 12, 2027').classList.contains('flatpickr-disabled')).toBe(false);
    blocked.click();
    expect(departure.value).toBe('');
    day(root, 'June 12, 2027').click();
    expect([arrival.value, departure.value]).toEqual(['2027-06-10', '2027-06-12']);
    expect(submits).toEqual(['arrival=2027-06-10&departure=2027-06-12&coupon=SPRING10']);
    expect(day(root, 'June 11, 2027').classList.contains('inRange')).toBe(true);
    expect(day(root, 'June 11, 2027').classList.contains('flatpickr-disabled')).toBe(false);
  });

  it('draws the month once per change: a pick builds its days twice, not four times', async () => {
    const { root, arrival } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    // flatpickr puts a new grid of days (.dayContainer) in the calendar each time it draws it.
    let grids = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.classList.contains('dayContainer')) grids += 1;
    });
    observer.observe(root, { childList: true, subtree: true });
    const drawn = async (act: () => void) => {
      grids = 0;
      act();
      await new Promise((resolve) => setTimeout(resolve));
      return grids;
    };
    // A date typed in an input: drawn once (it was three times: setDate, its jumpToDate, a redraw).
    expect(await drawn(() => change(arrival, '2027-06-10'))).toBe(1);
    expect(await drawn(() => change(arrival, '2027-08-20'))).toBe(1);
    expect(visibleMonth(root)).toBe('7');
    // A click: flatpickr's own drawing, then ours with the new range (it was four).
    expect(await drawn(() => day(root, 'August 28, 2027').click())).toBe(2);
    expect(day(root, 'August 28, 2027').getAttribute('aria-label')).toBe(
      'August 28, 2027, Check-Out',
    );
    expect(day(root, 'August 25, 2027').classList.contains('inRange')).toBe(true);
    // A new arrival: the days inside its minimum stay are not allowed in that one drawing.
    expect(await drawn(() => day(root, 'August 10, 2027').click())).toBe(2);
    expect(day(root, 'August 11, 2027').getAttribute('aria-disabled')).toBe('true');
    // Start over: no dates, drawn once (clear() drew as well).
    const startOver = root.querySelector('.sf-availability-calendar__start-over');
    expect(await drawn(() => (startOver as HTMLButtonElement).click())).toBe(1);
    observer.disconnect();
  });

  it('blocks a July arrival’s first six departures, across the month end', () => {
    const { root, arrival } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    change(arrival, '2027-07-28');
    for (const date of ['July 29', 'July 31'])
      expect(day(root, `${date}, 2027`).getAttribute('aria-disabled')).toBe('true');
    expect(day(root, 'July 27, 2027').hasAttribute('aria-disabled')).toBe(false);
    (root.querySelector('.flatpickr-next-month') as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }),
    );
    expect(visibleMonth(root)).toBe('7');
    expect(day(root, 'August 3, 2027').getAttribute('aria-disabled')).toBe('true');
    expect(day(root, 'August 4, 2027').hasAttribute('aria-disabled')).toBe(false);
  });

  it('a click before the begin moves the begin; Start over clears every date input', () => {
    const { root, arrival, departure, submits } = page({ alerts: true });
    destroy = enhanceAvailability(root, settings(), { now });
    day(root, 'June 20, 2027').click();
    day(root, 'June 15, 2027').click();
    expect([arrival.value, departure.value]).toEqual(['2027-06-15', '']);
    day(root, 'June 18, 2027').click();
    expect(submits).toHaveLength(1);
    (root.querySelector('.sf-availability-calendar__start-over') as HTMLButtonElement).click();
    expect([arrival.value, departure.value]).toEqual(['', '']);
    expect((document.querySelector('[name="arrival-date"]') as HTMLInputElement).value).toBe('');
    expect(root.querySelectorAll('.flatpickr-day.selected')).toHaveLength(0);
    expect(root.querySelectorAll('.availability__clear')).toHaveLength(0);
  });

  it('picks with Space and Enter, with one day in the Tab order', () => {
    const { root, arrival, departure } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    const stops = () => [...root.querySelectorAll<HTMLElement>('.flatpickr-day[tabindex="0"]')];
    expect(stops().map((element) => element.getAttribute('aria-label'))).toEqual(['June 1, 2027']);
    day(root, 'June 8, 2027').dispatchEvent(
      new KeyboardEvent('keydown', { key: ' ', bubbles: true }),
    );
    expect(arrival.value).toBe('2027-06-08');
    expect(stops().map((element) => element.getAttribute('aria-label'))).toEqual([
      'June 8, 2027, Check-In',
    ]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('June 8, 2027, Check-In');
    const target = day(root, 'June 12, 2027');
    target.focus();
    target.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'Enter',
        keyCode: 13,
        bubbles: true,
      } as KeyboardEventInit),
    );
    expect(departure.value).toBe('2027-06-12');
  });

  it('shows the footer and names its controls', () => {
    const { root } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    expect(root.querySelector('.sf-availability-calendar__footer')?.textContent).toBe(
      'Call for Arrivals Within 48 Hrs',
    );
    expect(root.querySelector('.flatpickr-prev-month')?.getAttribute('aria-label')).toBe(
      'Previous month',
    );
    expect(root.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(
      'Choose your dates',
    );
  });

  it('gives everything back when destroyed', () => {
    const { root, arrival, departure } = page();
    const before = root.innerHTML;
    destroy = enhanceAvailability(root, settings(), { now });
    change(arrival, '2027-06-10');
    destroy();
    destroy = undefined;
    expect(
      root.querySelector('.flatpickr-calendar, [role="status"], .availability__clear'),
    ).toBeNull();
    expect(arrival.hasAttribute('min')).toBe(false);
    expect(departure.hasAttribute('min')).toBe(false);
    arrival.value = '';
    expect(root.innerHTML.replace(/ value="SPRING10"/, '')).toBe(before);
  });
});

describe('the calendar’s own input', () => {
  it('is out of sight and out of the form (flatpickr makes it a text input)', () => {
    const { root, form } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    const inputs = [...root.querySelectorAll('.sf-availability-calendar input:not(.numInput)')];
    expect(inputs).toHaveLength(1);
    expect(inputs[0]?.hasAttribute('hidden')).toBe(true);
    expect(inputs[0]?.getAttribute('name')).toBeNull();
    expect(form.contains(inputs[0] as Node)).toBe(false);
  });
});

describe('a collapsed calendar (calendar_collapsed)', () => {
  it('is shut behind a button until opened, and kept in sync meanwhile', () => {
    const { root, arrival } = page();
    destroy = enhanceAvailability(root, settings({ ...CONFIG, calendar_collapsed: true }), { now });
    const toggle = root.querySelector('button[aria-expanded]') as HTMLButtonElement;
    const panel = document.getElementById(
      toggle.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect([toggle.textContent, toggle.getAttribute('aria-expanded'), panel.hidden]).toEqual([
      'Show calendar',
      'false',
      true,
    ]);
    // The footer stays in view.
    expect(root.querySelector('.sf-availability-calendar__footer')?.closest('[hidden]')).toBeNull();
    change(arrival, '2027-08-20');
    toggle.click();
    expect([toggle.getAttribute('aria-expanded'), panel.hidden]).toEqual(['true', false]);
    expect(visibleMonth(root)).toBe('7');
    expect(day(root, 'August 20, 2027').classList.contains('selected')).toBe(true);
    toggle.click();
    expect(panel.hidden).toBe(true);
  });

  it('builds no calendar until first opened: none drawn in the page’s wake', () => {
    const { root, arrival } = page({ arrival: '2027-07-10' });
    destroy = enhanceAvailability(root, settings({ ...CONFIG, calendar_collapsed: true }), { now });
    change(arrival, '2027-08-20');
    // No flatpickr calendar, no day drawn, while it is shut.
    expect(root.querySelectorAll('.flatpickr-calendar, .flatpickr-day')).toHaveLength(0);
    (root.querySelector('button[aria-expanded]') as HTMLButtonElement).click();
    // Opened: drawn with the range and month it was given meanwhile.
    expect(visibleMonth(root)).toBe('7');
    expect(day(root, 'August 20, 2027').classList.contains('selected')).toBe(true);
    expect(root.querySelectorAll('.flatpickr-calendar')).toHaveLength(1);
  });

  it('is open, without a button, by default', () => {
    const { root } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    expect(root.querySelector('button[aria-expanded]')).toBeNull();
    expect(root.querySelector('.sf-availability-calendar__panel')?.hasAttribute('hidden')).toBe(
      false,
    );
  });
});

describe('the first day offered', () => {
  it('is today, or the server’s later bound for the arrival (its clock may be a day ahead)', () => {
    const { root, arrival } = page({ min: '2027-06-02' });
    destroy = enhanceAvailability(root, settings(), { now });
    expect(arrival.min).toBe('2027-06-02');
    expect(day(root, 'June 1, 2027').getAttribute('aria-disabled')).toBe('true');
    expect(day(root, 'June 2, 2027').hasAttribute('aria-disabled')).toBe(false);
    destroy();
    // An earlier bound than today is raised to today.
    arrival.min = '2027-05-01';
    destroy = enhanceAvailability(root, settings(), { now });
    expect(arrival.min).toBe('2027-06-01');
  });
});

describe('the last day offered', () => {
  it('is the server’s `max`: no arrival and no departure after it in the calendar', () => {
    const { root, arrival } = page({ max: '2027-06-20' });
    destroy = enhanceAvailability(root, settings(), { now });
    expect(day(root, 'June 20, 2027').hasAttribute('aria-disabled')).toBe(false);
    expect(day(root, 'June 21, 2027').getAttribute('aria-disabled')).toBe('true');
    // Picking a departure: still none after the form's last day.
    change(arrival, '2027-06-19');
    expect(day(root, 'June 21, 2027').getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps departures after the last arrival when only the arrival has a `max`', () => {
    const { root, arrival } = page();
    arrival.max = '2027-06-20';
    destroy = enhanceAvailability(root, settings(), { now });
    expect(day(root, 'June 21, 2027').getAttribute('aria-disabled')).toBe('true');
    change(arrival, '2027-06-19');
    expect(day(root, 'June 22, 2027').hasAttribute('aria-disabled')).toBe(false);
  });
});

describe('the minimum-stay live region', () => {
  it('changes only for a new message: a departure picked does not repeat the rule', () => {
    const { root, arrival, departure } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    change(arrival, '2027-07-04');
    const region = root.querySelector('[role="status"]') as HTMLElement;
    const observer = new MutationObserver(() => {});
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    change(departure, '2027-07-12');
    change(departure, '2027-07-13');
    expect(observer.takeRecords()).toEqual([]);
    change(arrival, '2027-06-30');
    expect(observer.takeRecords().length).toBeGreaterThan(0);
    expect(region.textContent).toBe('Minimum stay for arrival on Jun 30 is 2 nights.');
    observer.disconnect();
  });
});

describe('the calendar’s arrow keys', () => {
  const press = (key: string) =>
    (document.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
  const focused = () => document.activeElement?.getAttribute('aria-label');

  it('reach not-allowed days, which say so, and turn the month', () => {
    const { root, arrival } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    change(arrival, '2027-06-29');
    day(root, 'June 29, 2027').focus();
    press('ArrowRight');
    // Inside the two-night minimum stay: focused and announced as not allowed.
    expect(focused()).toBe('June 30, 2027');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    press('ArrowRight');
    expect(focused()).toBe('July 1, 2027');
    expect(visibleMonth(root)).toBe('6');
    press('ArrowUp');
    expect(focused()).toBe('June 24, 2027');
    expect(visibleMonth(root)).toBe('5');
  });

  it('keep the focus on the first and last days offered', () => {
    const { root } = page({ max: '2027-06-20' });
    destroy = enhanceAvailability(root, settings(), { now });
    day(root, 'June 1, 2027').focus();
    press('ArrowLeft');
    expect(focused()).toBe('June 1, 2027');
    expect(visibleMonth(root)).toBe('5');
    day(root, 'June 20, 2027').focus();
    press('ArrowDown');
    expect(focused()).toBe('June 20, 2027');
  });
});

describe('the calendar’s month controls', () => {
  // As a browser sends them: flatpickr reads keyCode.
  const press = (target: Element, key: string, keyCode: number) =>
    target.dispatchEvent(
      new KeyboardEvent('keydown', {
        key,
        keyCode,
        bubbles: true,
        cancelable: true,
      } as KeyboardEventInit),
    );
  const control = (root: HTMLElement, selector: string) =>
    root.querySelector(selector) as HTMLElement;

  it('turn the month by Enter and Space, the focus kept in the calendar', () => {
    const { root } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    const previous = control(root, '.flatpickr-prev-month');
    const next = control(root, '.flatpickr-next-month');
    expect([previous.getAttribute('role'), previous.tabIndex, next.tabIndex]).toEqual([
      'button',
      0,
      0,
    ]);
    next.focus();
    press(next, 'Enter', 13);
    expect(visibleMonth(root)).toBe('6');
    expect(document.activeElement).toBe(next);
    press(next, ' ', 32);
    expect(visibleMonth(root)).toBe('7');
    previous.focus();
    press(previous, 'Enter', 13);
    press(previous, 'Enter', 13);
    expect(visibleMonth(root)).toBe('5');
    // Back on the first month offered the previous month's button goes (flatpickr hides it): the
    // focus goes to the next month's, not to the page.
    expect(previous.classList.contains('flatpickr-disabled')).toBe(true);
    expect(document.activeElement).toBe(next);
  });

  it('are reached back from a day by Shift+Tab (flatpickr cancelled it: the focus stayed)', () => {
    const { root } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    const today = day(root, 'June 1, 2027');
    today.focus();
    const shiftTab = new KeyboardEvent('keydown', {
      key: 'Tab',
      keyCode: 9,
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    } as KeyboardEventInit);
    expect(today.dispatchEvent(shiftTab)).toBe(true);
  });

  it('keep the month list in the Tab order, across months and years', () => {
    const { root, arrival } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    const months = () => control(root, '.flatpickr-monthDropdown-months') as HTMLSelectElement;
    expect(months().tabIndex).toBe(0);
    const next = control(root, '.flatpickr-next-month');
    for (let month = 0; month < 8; month++) press(next, 'Enter', 13);
    expect(root.querySelector<HTMLInputElement>('.cur-year')?.value).toBe('2028');
    expect(months().tabIndex).toBe(0);
    change(arrival, '2027-09-10');
    expect(months().tabIndex).toBe(0);
    // Its arrow keys are the list's own (flatpickr's handler cancelled them, or moved the focus
    // to a day).
    for (const [key, keyCode] of [
      ['ArrowDown', 40],
      ['ArrowUp', 38],
      ['ArrowLeft', 37],
      ['ArrowRight', 39],
    ] as const) {
      months().focus();
      expect(press(months(), key, keyCode), key).toBe(true);
      expect(document.activeElement).toBe(months());
    }
    // Choosing a month in it turns the calendar (flatpickr's own change handler).
    months().value = '11';
    months().dispatchEvent(new Event('change', { bubbles: true }));
    expect(visibleMonth(root)).toBe('11');
    expect(months().tabIndex).toBe(0);
  });

  it('keep the year field in the Tab order: Up and Down turn the year, Left and Right the caret', async () => {
    const { root, arrival } = page();
    destroy = enhanceAvailability(root, settings(), { now });
    const year = () => control(root, '.cur-year') as HTMLInputElement;
    expect([year().tabIndex, year().getAttribute('aria-label')]).toEqual([0, 'Year']);
    year().focus();
    press(year(), 'ArrowUp', 38);
    expect(year().value).toBe('2028');
    expect(document.activeElement).toBe(year());
    // The month list flatpickr rebuilt for the new year is back in the Tab order.
    await Promise.resolve();
    expect(control(root, '.flatpickr-monthDropdown-months').tabIndex).toBe(0);
    press(year(), 'ArrowDown', 40);
    expect(year().value).toBe('2027');
    // flatpickr's handler moved the focus to a day and cancelled the caret's move.
    for (const [key, keyCode] of [
      ['ArrowLeft', 37],
      ['ArrowRight', 39],
    ] as const) {
      expect(press(year(), key, keyCode), key).toBe(true);
      expect(document.activeElement).toBe(year());
    }
    // Still in the Tab order after a year's rebuild and a date set from the form.
    press(year(), 'ArrowUp', 38);
    change(arrival, '2027-09-10');
    expect(year().tabIndex).toBe(0);
  });
});

import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { el, widget } from '../../harness/markup.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { mountedPageIn, WidgetCanvas } from '../../harness/WidgetCanvas.js';

const meta = {
  title: 'Booking/Availability',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          'The availability form of a listing’s page (SPEC 2.5, 4.8, 5.5): the server’s GET form with native date inputs, enhanced with the minimum stay (`mns`, `restr`; the departure’s `min`, a polite `role="status"` message), Clear buttons, an embedded range calendar (days are buttons, arrow keys, Enter or Space to pick) and the automatic search once a new range is complete. See packages/booking/README.md.',
      },
      story: { iframeHeight: 640 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

/** The visitor's today and the days after it, as the widget counts them (local calendar days). */
const localDay = (offset: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
};
const longName = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const shortName = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

const field = (id: string, label: string, input: Record<string, string>) =>
  el('p', {}, el('label', { for: id }, label), el('input', { id, ...input }));

/** The form's words in one language: its labels, and the widget's texts (`settings`). */
interface FormWords {
  /** Keeps ids unique when a page has one form per language. */
  readonly idSuffix: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly promoCode: string;
  readonly submit: string;
  readonly settings: Readonly<Record<string, string>>;
}

const ENGLISH: FormWords = {
  idSuffix: '',
  checkIn: 'Check-In',
  checkOut: 'Check-Out',
  promoCode: 'Promo code',
  submit: 'Check availability',
  settings: {},
};

/** Three nights at least, seven in next summer's weeks (a restriction: both days included). */
const summer = new Date().getFullYear() + 1;
const availabilityForm = (words: FormWords = ENGLISH) => {
  const id = (name: string) => `${name}${words.idSuffix}`;
  return widget(
    'div',
    'availability',
    {
      config: {
        id: id('availability-form'),
        eid: 12,
        mns: 3,
        restr: [{ bdt: `${summer}-07-01`, edt: `${summer}-08-31`, mn: 7 }],
        promo: 'SPRING10',
        ...words.settings,
      },
      attributes: { class: 'availability' },
    },
    el(
      'form',
      { id: id('availability-form'), method: 'get', action: '/rentals/wheal-rose#availability' },
      field(id('arrival'), words.checkIn, { type: 'date', name: 'arrival' }),
      field(id('departure'), words.checkOut, { type: 'date', name: 'departure' }),
      field(id('coupon'), words.promoCode, { name: 'coupon' }),
      el('button', { type: 'submit' }, words.submit),
    ),
    el('div', { class: 'availability__calendar', 'data-availability-calendar': true }),
  );
};

/** The story's availability widget, once it has woken. */
async function awakeForm(canvasElement: HTMLElement): Promise<HTMLElement> {
  const root = canvasElement.querySelector('[data-widget="availability"]') as HTMLElement;
  await waitFor(() => expect(root).toHaveAttribute('data-widget-state', 'ready'));
  return root;
}

export const MinimumStay: PageStory = {
  name: 'Minimum stay, dates by keyboard',
  ...pageStory(
    { markup: [availabilityForm()], width: 360 },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await awakeForm(canvasElement);
        // The calendar's one Tab stop is today: from it, two weeks on, the arrival.
        const today = await canvas.findByRole('button', { name: longName(localDay(0)) });
        await expect(today).toHaveAttribute('tabindex', '0');
        today.focus();
        await userEvent.keyboard('{ArrowDown}{ArrowDown}');
        const arrival = localDay(14);
        await waitFor(() => expect(document.activeElement).toHaveAccessibleName(longName(arrival)));
        // Space picks. Enter does too with a real keyboard (the demo's e2e test), but user-event's
        // simulated Enter is not taken by flatpickr's key handler.
        await userEvent.keyboard(' ');
        await waitFor(() =>
          expect(canvas.getByLabelText('Check-In')).toHaveValue(
            arrival.toLocaleDateString('sv-SE'),
          ),
        );
        await expect(canvas.getByRole('status')).toHaveTextContent(
          `Minimum stay for arrival on ${shortName(arrival)} is 3 nights.`,
        );
        await expect(canvas.getByLabelText('Check-Out')).toHaveAttribute(
          'min',
          localDay(17).toLocaleDateString('sv-SE'),
        );
        // The next night is inside the minimum stay: reached by the arrow, named not allowed.
        await userEvent.keyboard('{ArrowRight}');
        await expect(document.activeElement).toHaveAccessibleName(longName(localDay(15)));
        await expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
        await userEvent.keyboard(' ');
        await expect(canvas.getByLabelText('Check-Out')).toHaveValue('');
      },
    },
  ),
};

/** The calendar's days from the first of a chosen stay to its last, by their range classes. */
const rangeDays = (root: HTMLElement, range: 'startRange' | 'inRange' | 'endRange') =>
  [...root.querySelectorAll(`.flatpickr-day.${range}:not(.hidden)`)].map((day) =>
    day.getAttribute('aria-label'),
  );

export const StayChosen: PageStory = {
  name: 'A stay chosen: the range drawn, the search sent',
  ...pageStory(
    { markup: [availabilityForm()], width: 360 },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const root = await awakeForm(canvasElement);
        // Two weeks on for three nights (the minimum stay), both days picked in the calendar.
        (await canvas.findByRole('button', { name: longName(localDay(0)) })).focus();
        await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
        await waitFor(() =>
          expect(document.activeElement).toHaveAccessibleName(
            `${longName(localDay(14))}, Check-In`,
          ),
        );
        await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight} ');
        const iso = (offset: number) => localDay(offset).toLocaleDateString('sv-SE');
        await waitFor(() => expect(canvas.getByLabelText('Check-Out')).toHaveValue(iso(17)));
        await expect(canvas.getByLabelText('Check-In')).toHaveValue(iso(14));
        // What a theme styles: the first night, the nights between, the departure, each named.
        await expect(rangeDays(root, 'startRange')).toEqual([
          `${longName(localDay(14))}, Check-In`,
        ]);
        await expect(rangeDays(root, 'inRange')).toEqual([
          longName(localDay(15)),
          longName(localDay(16)),
        ]);
        await expect(rangeDays(root, 'endRange')).toEqual([`${longName(localDay(17))}, Check-Out`]);
        // SPEC 4.8, 5.5: a complete range searches at once (the harness stops the page leaving).
        await waitFor(() =>
          expect(mountedPageIn(canvasElement).left).toEqual(['/rentals/wheal-rose']),
        );
      },
    },
  ),
};

/** The same form on a German page: the calendar's words and week come from the page's `lang`. */
const GERMAN: FormWords = {
  idSuffix: '-de',
  checkIn: 'Anreise',
  checkOut: 'Abreise',
  promoCode: 'Gutscheincode',
  submit: 'Verfügbarkeit prüfen',
  settings: {
    min_stay_text: 'Mindestaufenthalt bei Anreise am {date}: {nights} Nächte.',
    footer_text: 'Anreise in den nächsten 48 Stunden? Rufen Sie uns an.',
    check_in_text: 'Anreise',
    check_out_text: 'Abreise',
    clear_text: 'Löschen',
    start_over_text: 'Neu beginnen',
    calendar_label: 'Reisedaten wählen',
    previous_month_text: 'Voriger Monat',
    next_month_text: 'Nächster Monat',
  },
};

export const InThePageLanguage: PageStory = {
  name: 'In the page’s language (lang="de")',
  ...pageStory(
    { markup: [el('div', { lang: 'de' }, availabilityForm(GERMAN))], width: 360 },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const root = await awakeForm(canvasElement);
        // German weeks start on Monday, and the names are German (the browser's Intl data).
        const weekdays = [...root.querySelectorAll('.flatpickr-weekday')].map((cell) =>
          cell.textContent?.trim(),
        );
        await expect(weekdays).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
        const today = localDay(0);
        await expect(
          canvas.getByRole('button', {
            name: today.toLocaleDateString('de', { dateStyle: 'long' }),
          }),
        ).toHaveAttribute('tabindex', '0');
        await expect(canvas.getByRole('combobox', { name: 'Monat' })).toHaveDisplayValue(
          today.toLocaleDateString('de', { month: 'long' }),
        );
        await expect(canvas.getByRole('spinbutton', { name: 'Jahr' })).toBeVisible();
      },
    },
  ),
};

const HEBREW: FormWords = {
  idSuffix: '-he',
  checkIn: 'הגעה',
  checkOut: 'עזיבה',
  promoCode: 'קוד הטבה',
  submit: 'בדיקת זמינות',
  // Every text of the widget in Hebrew, as a Hebrew site would set them (the defaults are English).
  settings: {
    min_stay_text: 'שהייה מינימלית בהגעה ב־{date}: {nights} לילות.',
    footer_text: 'מגיעים ב־48 השעות הקרובות? התקשרו אלינו.',
    check_in_text: 'הגעה',
    check_out_text: 'עזיבה',
    clear_text: 'ניקוי',
    start_over_text: 'להתחיל מחדש',
    calendar_label: 'בחירת תאריכים',
    previous_month_text: 'החודש הקודם',
    next_month_text: 'החודש הבא',
    calendar_toggle_text: 'הצגת לוח השנה',
  },
};

export const RightToLeft: PageStory = {
  name: 'Right to left (lang="he" dir="rtl")',
  ...pageStory(
    { markup: [el('div', { lang: 'he', dir: 'rtl' }, availabilityForm(HEBREW))], width: 360 },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const root = await awakeForm(canvasElement);
        // The week reads from the right, as the page: Sunday (Hebrew weeks start on it) rightmost.
        const weekdays = [...root.querySelectorAll('.flatpickr-weekday')];
        const left = (element: Element) => element.getBoundingClientRect().left;
        const first = weekdays[0] as Element;
        for (const other of weekdays.slice(1))
          await expect(left(first)).toBeGreaterThan(left(other));
        // "Next month" on the left half, where the reading goes on (flatpickr put it right).
        const calendar = (
          root.querySelector('.flatpickr-calendar') as Element
        ).getBoundingClientRect();
        await expect(left(canvas.getByRole('button', { name: 'החודש הבא' }))).toBeLessThan(
          calendar.left + calendar.width / 2,
        );
        // Left arrow goes to the next day (to its left), Right back.
        const today = localDay(0);
        const name = (date: Date) => date.toLocaleDateString('he', { dateStyle: 'long' });
        const day = canvas.getByRole('button', { name: name(today) });
        day.focus();
        await userEvent.keyboard('{ArrowLeft}');
        await expect(document.activeElement).toHaveAccessibleName(name(localDay(1)));
        await userEvent.keyboard('{ArrowRight}');
        await expect(document.activeElement).toHaveAccessibleName(name(today));
      },
    },
  ),
};

export const RightToLeftByStylesheet: PageStory = {
  name: 'Right to left by a stylesheet alone (direction: rtl, no dir)',
  ...pageStory(
    {
      markup: [
        el(
          'div',
          { lang: 'he', style: 'direction: rtl' },
          availabilityForm({ ...HEBREW, idSuffix: '-he-css' }),
        ),
      ],
      width: 360,
    },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const root = await awakeForm(canvasElement);
        // Without dir="rtl" the calendar is drawn left to right (its mirror keys on :dir(rtl)):
        // the arrow keys follow what is drawn, not the page's computed direction.
        const weekdays = [...root.querySelectorAll('.flatpickr-weekday')];
        const left = (element: Element) => element.getBoundingClientRect().left;
        const first = weekdays[0] as Element;
        for (const other of weekdays.slice(1)) await expect(left(first)).toBeLessThan(left(other));
        const today = localDay(0);
        const name = (date: Date) => date.toLocaleDateString('he', { dateStyle: 'long' });
        canvas.getByRole('button', { name: name(today) }).focus();
        await userEvent.keyboard('{ArrowRight}');
        await expect(document.activeElement).toHaveAccessibleName(name(localDay(1)));
        await userEvent.keyboard('{ArrowLeft}');
        await expect(document.activeElement).toHaveAccessibleName(name(today));
      },
    },
  ),
};

import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { el, widget } from '../../harness/markup.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';

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

/** Three nights at least, seven in next summer's weeks (a restriction: both days included). */
const summer = new Date().getFullYear() + 1;
const availabilityForm = () =>
  widget(
    'div',
    'availability',
    {
      config: {
        id: 'availability-form',
        eid: 12,
        mns: 3,
        restr: [{ bdt: `${summer}-07-01`, edt: `${summer}-08-31`, mn: 7 }],
        promo: 'SPRING10',
      },
      attributes: { class: 'availability' },
    },
    el(
      'form',
      { id: 'availability-form', method: 'get', action: '/rentals/wheal-rose#availability' },
      field('arrival', 'Check-In', { type: 'date', name: 'arrival' }),
      field('departure', 'Check-Out', { type: 'date', name: 'departure' }),
      field('coupon', 'Promo code', { name: 'coupon' }),
      el('button', { type: 'submit' }, 'Check availability'),
    ),
    el('div', { class: 'availability__calendar', 'data-availability-calendar': true }),
  );

export const MinimumStay: PageStory = {
  name: 'Minimum stay, dates by keyboard',
  ...pageStory(
    { markup: [availabilityForm()], width: 360 },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const root = canvasElement.querySelector('[data-widget="availability"]') as HTMLElement;
        await waitFor(() => expect(root).toHaveAttribute('data-widget-state', 'ready'));
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

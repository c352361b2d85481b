import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { checkoutPage, coverName, TOTAL } from '../../pages/checkout-markup.js';

const meta = {
  title: 'Booking/Checkout',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'The checkout page (SPEC 2.7, 3.9, 3.17, 4.9), an enhancer of the server’s markup: `data-widget="checkout"` on the element holding the steps, the form and the summary. No React. The sticky summary column is the `sticky-column` widget.',
          '**Steps**: `[data-checkout-steps]`; the step the server marks (`aria-current="step"` or `data-current`) is the one current step, every step gets `data-state="complete|current|upcoming"` for the theme, and completed steps a visually hidden “(completed)”. **Fees**: `[data-fees]` behind `[data-fees-toggle]`, a disclosure button (`aria-expanded`, `aria-controls`), collapsed unless `feesOpen`; a server button rendered `hidden` is shown, and its Show/Hide text follows the state (`showFeesText`, `hideFeesText`). The total stays outside the fees. **Travel insurance**: radios valued `1` and `-1` named `charges[insurance][…]` (`insurancePrefix`) and the decline checkbox `charges[decline_insurance]` (`declineField`): accepting one cover unticks the decline and declines the other covers; ticking the decline declines every cover; what changed away from the visitor’s focus is announced politely. **Analytics**: the step and `products` go to the page’s tag once per page view (none here).',
        ].join('\n\n'),
      },
      story: { iframeHeight: 720 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const CONFIG = { step: 2, products: [{ id: 'VRF-0025', price: TOTAL }], currency: 'USD' };

/** The value of the chosen radio of a cover: '1', '-1', or null when none is. */
const choice = (form: HTMLElement, id: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${coverName(id)}"]:checked`)?.value ?? null;

const announced = () => document.querySelector('[data-sf-announcer="status"]');

export const TravelInsuranceStep: PageStory = {
  name: 'Travel insurance step: steps, fees, covers',
  ...pageStory(
    { markup: [checkoutPage(CONFIG)] },
    {
      play: async ({ canvasElement }) => {
        const checkout = canvasElement.querySelector('[data-widget="checkout"]');
        await waitFor(() => expect(checkout).toHaveAttribute('data-widget-state', 'ready'));
        const canvas = within(canvasElement);

        // Steps: one current, the others' states for the theme, the done one said as done.
        // The list is inside the page's named navigation, so it is not named again.
        const navigation = canvas.getByRole('navigation', { name: 'Checkout steps' });
        const steps = within(navigation).getByRole('list');
        await expect(steps).not.toHaveAttribute('aria-label');
        const items = within(steps).getAllByRole('listitem');
        await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
          'complete',
          'current',
          'upcoming',
        ]);
        await expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
          null,
          'step',
          null,
        ]);
        await expect(within(steps).getByRole('link')).toHaveAccessibleName(
          '1 Your stay (completed)',
        );

        // Fees: the server's hidden button shown, collapsed; Enter and Space by keyboard.
        const toggle = canvas.getByRole('button', { name: 'Show fees' });
        const fees = canvasElement.querySelector('[data-fees]');
        await expect(toggle).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toHaveAttribute('aria-controls', fees?.id);
        await expect(fees).not.toBeVisible();
        toggle.focus();
        await userEvent.keyboard('{Enter}');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(toggle).toHaveTextContent('Hide fees');
        await expect(fees).toBeVisible();
        await expect(fees).toHaveTextContent('Cleaning fee');
        await expect(toggle).toHaveFocus();
        await userEvent.keyboard(' ');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toHaveTextContent('Show fees');
        await expect(fees).not.toBeVisible();
        await expect(canvas.getByText(`$${TOTAL}`)).toBeVisible();

        // Insurance (SPEC 4.9), nothing chosen at first. Accepting one cover declines the others.
        const form = canvasElement.querySelector('form') as HTMLFormElement;
        const covers = within(form);
        const decline = covers.getByRole('checkbox', { name: 'I decline all travel insurance' });
        await expect([choice(form, 'cancellation'), choice(form, 'damage')]).toEqual([null, null]);
        await userEvent.click(covers.getByLabelText('Yes, add cancellation cover'));
        await expect([choice(form, 'cancellation'), choice(form, 'damage')]).toEqual(['1', '-1']);
        await waitFor(() =>
          expect(announced()).toHaveTextContent('Other insurance options declined.'),
        );
        // Ticking the decline (Space) declines every cover.
        decline.focus();
        await userEvent.keyboard(' ');
        await expect(decline).toBeChecked();
        await expect([choice(form, 'cancellation'), choice(form, 'damage')]).toEqual(['-1', '-1']);
        await waitFor(() => expect(announced()).toHaveTextContent('Travel insurance declined.'));
        // Accepting a cover again unticks the decline; the other cover stays declined.
        await userEvent.click(covers.getByLabelText('Yes, add accidental damage cover'));
        await expect(decline).not.toBeChecked();
        await expect([choice(form, 'cancellation'), choice(form, 'damage')]).toEqual(['-1', '1']);
      },
    },
  ),
};

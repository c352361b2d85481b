import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { HONEYPOT_TOKEN, messagesAnswer, reviewForm } from '../../pages/leads-markup.js';
import { formEndpoint, htmlAnswer } from './form-endpoint.js';
import { statusRegions, widgetReady } from './lead-helpers.js';

const meta = {
  title: 'Leads/Review form',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          'The review form of a listing’s page (SPEC 3.15), opened in a modal there; `data-widget="review-form"` on the form. It is the lead form’s enhancer (honeypot, opt-in, captcha, duplicate guard: packages/leads/README.md) sending by AJAX by default. After a success message with no error message (SPEC 4.10) its text fields, its rich-text body (`[data-rich-text]`), its stars (`[data-stars]` radios) and `review_info[rating]` are cleared, the headline field (the first text input named *headline* or *title*, or `headline` in the config) gets the focus, and the form is scrolled into view (at once when the visitor prefers reduced motion). Hidden fields, such as the property’s code, stay. The story answers `/reviews` in the browser.',
      },
      story: { iframeHeight: 640 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const THANKS = 'Thank you for your review. It will appear once we have read it.';
const reviews = formEndpoint(htmlAnswer(messagesAnswer('status', [THANKS], 'Review your stay')));

export const ClearedAfterSending: PageStory = {
  name: 'Sent: cleared, the headline focused',
  ...pageStory(
    {
      markup: [reviewForm({ honeypot: { token: HONEYPOT_TOKEN } })],
      routes: { '/reviews': reviews.route },
      width: 560,
    },
    {
      play: async ({ canvasElement }) => {
        const form = await widgetReady<HTMLFormElement>(canvasElement, 'review-form');
        const fields = within(form);
        const stars = () => fields.getAllByRole('radio');
        await userEvent.click(fields.getByLabelText('4 stars'));
        const headline = fields.getByLabelText('Headline');
        await userEvent.type(headline, 'A week of sunsets');
        await userEvent.type(fields.getByLabelText('Your name (shown with the review)'), 'Ada');
        await userEvent.type(fields.getByLabelText('Your review'), 'Quiet, warm and spotless.');
        await userEvent.click(fields.getByRole('button', { name: 'Send review' }));

        const { status, alert } = statusRegions(form);
        await waitFor(() => expect(status).toHaveTextContent(THANKS));
        await expect(alert).toBeEmptyDOMElement();
        // What was sent: the rating and the words, before they were cleared.
        await expect(reviews.posts).toHaveLength(1);
        const [posted] = reviews.posts;
        await expect(posted?.get('review_info[rating]')).toBe('4');
        await expect(posted?.get('headline')).toBe('A week of sunsets');
        // SPEC 4.10: ready for the next review, the focus on its headline.
        await waitFor(() => expect(headline).toHaveFocus());
        await expect(headline).toHaveValue('');
        await expect(fields.getByLabelText('Your name (shown with the review)')).toHaveValue('');
        await expect(fields.getByLabelText('Your review')).toHaveValue('');
        await expect(stars()).toHaveLength(5);
        for (const star of stars()) await expect(star).not.toBeChecked();
        await expect(new FormData(form).get('review_info[rating]')).toBeNull();
        // The property's code is a hidden field: kept for the next review.
        await expect(new FormData(form).get('property')).toBe('VRF-0012');
      },
    },
  ),
};

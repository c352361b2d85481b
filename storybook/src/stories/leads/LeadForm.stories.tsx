import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { mountedPageIn, WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { enquiryForm, HONEYPOT_TOKEN, messagesAnswer } from '../../pages/leads-markup.js';
import { type FormEndpoint, formEndpoint, htmlAnswer, networkFailure } from './form-endpoint.js';
import { ADA, optinBox, statusRegions, typeEnquiry, widgetReady } from './lead-helpers.js';

const meta = {
  title: 'Leads/Lead form',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'The contact page’s enquiry form (SPEC 2.6), a server `<form>` that posts without JavaScript, enhanced by `data-widget="lead-form"` on the form. Config keys used here: `honeypot` (`honeypot_time` = `{token}|{seconds since page load}`, SPEC 5.1), `optin` (the submit waits for `bt_leads_optin`) and `ajax` (sent with `fetch`, the answer’s messages shown in the form). The others (`antibot`, `captcha`, the texts) are in packages/leads/README.md.',
          'The opt-in’s error is inline, after the checkbox’s label (`.lead-form__optin-error`, `role="alert"`), tied to the checkbox by `aria-describedby` with `aria-invalid="true"`, and the focus goes to the checkbox. AJAX answers go into `.lead-form__status`: `role="status"` for news, `role="alert"` for errors; the form is `aria-busy` and its submit button `aria-disabled` while one is in flight. Each story answers the form’s action (`/contact`) in the browser: nothing is sent anywhere.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 640 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const CONTACT_CONFIG = { honeypot: { token: HONEYPOT_TOKEN }, optin: true, ajax: true };
const THANKS = 'Thank you, Ada. We will answer within a day.';
const SENDING = 'Sending…';
const CONNECTION_LOST =
  'Your message could not be sent. Please check your connection and try again.';
const WIDTH = 560;

const contactPage = (endpoint: FormEndpoint) => ({
  markup: [enquiryForm(CONTACT_CONFIG)],
  routes: { '/contact': endpoint.route },
  width: WIDTH,
});

const optinEndpoint = formEndpoint(htmlAnswer(messagesAnswer('status', [THANKS])));

export const OptinRequired: PageStory = {
  name: 'Opt-in required',
  ...pageStory(contactPage(optinEndpoint), {
    play: async ({ canvasElement }) => {
      const form = await widgetReady(canvasElement, 'lead-form');
      await typeEnquiry(form);
      await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
      // SPEC 5.1, 8: not an alert() but an inline error tied to the box, which gets the focus.
      const optin = optinBox(form);
      await waitFor(() => expect(optin).toHaveFocus());
      await expect(optin).toHaveAttribute('aria-invalid', 'true');
      await expect(optin).toHaveAccessibleDescription('Please accept the terms to proceed.');
      const error = form.querySelector('.lead-form__optin-error');
      await expect(error).toHaveAttribute('role', 'alert');
      await expect(error).toHaveTextContent('Please accept the terms to proceed.');
      await expect(optinEndpoint.posts).toEqual([]);
      await expect(mountedPageIn(canvasElement).left).toEqual([]);
      // Ticking the box (Space, where the focus is) clears the error.
      await userEvent.keyboard(' ');
      await expect(optin).toBeChecked();
      await expect(optin).not.toHaveAttribute('aria-invalid');
      await expect(optin).not.toHaveAttribute('aria-describedby');
      await expect(error).toBeEmptyDOMElement();
      await expect(optinEndpoint.posts).toEqual([]);
    },
  }),
};

const answering = formEndpoint(htmlAnswer(messagesAnswer('status', [THANKS])), { held: true });

export const SentByAjax: PageStory = {
  name: 'Sent by AJAX, the answer in the status region',
  ...pageStory(contactPage(answering), {
    play: async ({ canvasElement }) => {
      const form = await widgetReady(canvasElement, 'lead-form');
      const sent: unknown[] = [];
      const onSent = (event: Event) => sent.push((event as CustomEvent).detail);
      canvasElement.addEventListener('stayfront:lead-sent', onSent);
      try {
        await typeEnquiry(form);
        await userEvent.click(optinBox(form));
        const button = within(form).getByRole('button', { name: 'Send enquiry' });
        await userEvent.click(button);
        // In flight: said politely, the form busy, the button disabled but still focusable.
        const { status, alert } = statusRegions(form);
        await waitFor(() => expect(status).toHaveTextContent(SENDING));
        await expect(form).toHaveAttribute('aria-busy', 'true');
        await expect(button).toHaveAttribute('aria-disabled', 'true');
        await expect(button).not.toBeDisabled();
        answering.release();
        await waitFor(() => expect(status).toHaveTextContent(THANKS));
        await expect(status).not.toHaveTextContent(SENDING);
        await expect(alert).toBeEmptyDOMElement();
        await expect(form).not.toHaveAttribute('aria-busy');
        await expect(button).not.toHaveAttribute('aria-disabled');
        // One POST, in the form's encoding, with the honeypot's timing and the opt-in.
        await expect(answering.posts).toHaveLength(1);
        const [posted] = answering.posts;
        await expect(posted?.get('name')).toBe(ADA.name);
        await expect(posted?.get('message')).toBe(ADA.message);
        await expect(posted?.get('bt_leads_optin')).toBe('1');
        await expect(posted?.get('honeypot_time')).toMatch(
          new RegExp(`^${HONEYPOT_TOKEN}\\|\\d+$`),
        );
        // A sent enquiry starts again empty, and tells the page (call tracking counts it).
        await expect(within(form).getByLabelText('Your name')).toHaveValue('');
        await expect(within(form).getByLabelText('Message')).toHaveValue('');
        await expect(optinBox(form)).not.toBeChecked();
        await expect(sent).toEqual([{ formId: 'enquiry' }]);
        await expect(mountedPageIn(canvasElement).left).toEqual([]);
      } finally {
        canvasElement.removeEventListener('stayfront:lead-sent', onSent);
      }
    },
  }),
};

const INVALID_EMAIL = 'Please enter a valid email address.';
// The site's refusal in a page answered 200, as Drupal answers a form's errors (and the demo's
// server does). An error status with messages shows them the same way; one without any, or a
// dropped connection, gets the widget's own "could not be sent" (the connection story below).
const refused = formEndpoint(htmlAnswer(messagesAnswer('error', [INVALID_EMAIL])));

export const RefusedByServer: PageStory = {
  name: 'Refused by the server, what was typed kept',
  ...pageStory(contactPage(refused), {
    play: async ({ canvasElement }) => {
      const form = await widgetReady(canvasElement, 'lead-form');
      // An address the browser takes and the site does not.
      const typed = { ...ADA, email: 'ada@localhost' };
      await typeEnquiry(form, typed);
      await userEvent.click(optinBox(form));
      const button = within(form).getByRole('button', { name: 'Send enquiry' });
      await userEvent.click(button);
      const { status, alert } = statusRegions(form);
      await waitFor(() => expect(alert).toHaveTextContent(INVALID_EMAIL));
      await expect(status).toBeEmptyDOMElement();
      const fields = within(form);
      await expect(fields.getByLabelText('Your name')).toHaveValue(typed.name);
      await expect(fields.getByLabelText('Email')).toHaveValue(typed.email);
      await expect(fields.getByLabelText('Message')).toHaveValue(typed.message);
      await expect(optinBox(form)).toBeChecked();
      await expect(form).not.toHaveAttribute('aria-busy');
      // A refused enquiry may be sent again as it is: not taken for a duplicate.
      await userEvent.click(button);
      await waitFor(() => expect(refused.posts).toHaveLength(2));
      await waitFor(() => expect(alert).toHaveTextContent(INVALID_EMAIL));
      await expect(status).not.toHaveTextContent('already sent');
    },
  }),
};

const offline = formEndpoint(networkFailure);

export const ConnectionLost: PageStory = {
  name: 'Connection lost, what was typed kept',
  ...pageStory(contactPage(offline), {
    play: async ({ canvasElement }) => {
      const form = await widgetReady(canvasElement, 'lead-form');
      await typeEnquiry(form);
      await userEvent.click(optinBox(form));
      await userEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
      const { status, alert } = statusRegions(form);
      await waitFor(() => expect(alert).toHaveTextContent(CONNECTION_LOST));
      await expect(status).toBeEmptyDOMElement();
      await expect(within(form).getByLabelText('Your name')).toHaveValue(ADA.name);
      await expect(within(form).getByLabelText('Message')).toHaveValue(ADA.message);
      await expect(optinBox(form)).toBeChecked();
      await expect(form).not.toHaveAttribute('aria-busy');
    },
  }),
};

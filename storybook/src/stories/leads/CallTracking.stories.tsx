import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { CALL_TRACKING_COOKIE, phoneNumbers } from '../../pages/leads-markup.js';
import { widgetReady } from './lead-helpers.js';

const meta = {
  title: 'Leads/Call tracking',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'The number a call-tracking service gives the visitor replaces the page’s phone numbers (SPEC 7.11). The service’s script leaves it in a cookie (`cookie`, here `calltrk_number`, as the demo sets it for `?utm_medium=cpc` visits); the widget reads it once, when it wakes, so the cookie must be there by then. `data-widget="call-tracking"` only says where it is declared: it rewrites the whole page unless `scope` (a CSS selector) narrows it.',
          'An element marked `data-phone` shows the number in `format` (default `(###) ###-####`, SPEC 9.5); a `tel:` or `callto:` link gets the number with its own scheme (`tel:+1…` keeps the international form), and its text only where a text node is a phone number: “Call us” stays, an icon stays. The lead forms’ `market_source` and `market` fields get it too. A cookie that is not a US phone number changes nothing.',
          'The story sets the cookie before the page is mounted and removes it once checked.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 240 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const TRACKED = '8005550142';
/** As the call-tracking service's script writes it: a plain cookie on the whole site. */
function setCookie(value: string, attributes = ''): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the point is a cookie written by other code.
  document.cookie = `${CALL_TRACKING_COOKIE}=${value}; path=/; SameSite=Lax${attributes}`;
}

const page = pageStory({ markup: phoneNumbers({ cookie: CALL_TRACKING_COOKIE }) });

export const TrackedNumber: PageStory = {
  name: 'A tracked number from the cookie',
  ...page,
  // The widget reads the cookie as it wakes (at once): set before the mount, gone after the
  // story's checks. No focus moves here, so the docs' frames run it too and show the number.
  play: async ({ mount, canvasElement }) => {
    setCookie(TRACKED);
    try {
      await mount();
      await widgetReady(canvasElement, 'call-tracking');
      const canvas = within(canvasElement);
      // Marked numbers show the tracked one, formatted; their tel: links keep the +1 form.
      const marked = canvasElement.querySelectorAll('[data-phone]');
      await expect(marked).toHaveLength(2);
      for (const phone of marked) {
        await expect(phone).toHaveTextContent(/^\(800\) 555-0142$/);
        await expect(phone).toHaveAttribute('href', `tel:+1${TRACKED}`);
      }
      // A theme's link: the number after the icon is rewritten, the icon stays.
      const iconLink = canvasElement.querySelector('a.phone-link');
      await expect(iconLink).toHaveAccessibleName('(800) 555-0142');
      await expect(iconLink).toHaveAttribute('href', `tel:${TRACKED}`);
      await expect(iconLink?.querySelector('svg')).toBeInstanceOf(SVGSVGElement);
      // "Call us" is no number: only its href follows.
      const callUs = canvas.getByRole('link', { name: 'Call us' });
      await expect(callUs).toHaveAttribute('href', `callto:${TRACKED}`);
      await expect(canvas.queryByText(/555-0100/)).toBeNull();
    } finally {
      setCookie('', '; max-age=0');
    }
  },
};

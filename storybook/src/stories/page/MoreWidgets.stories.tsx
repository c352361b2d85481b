import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { htmlRoute, sequenceRoute } from '../../harness/page-routes.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { jumpMenu, lazyBlock, progress, shareForm } from '../../pages/page-markup.js';

const meta = {
  title: 'Page widgets/Jump menu, lazy block, progress, share',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          '`jump-menu`: choosing an option goes there at once and the Go button is hidden; `name::url` values go to the part after `::`; only same-site or http(s) URLs are followed.',
          '`lazy-block`: within 80 px of the viewport the same-site `url` is fetched, sanitized and put in place of the placeholder; `data-state="waiting|loading|loaded|error"`.',
          '`progress`: polls `uri` every `interval` ms and shows a `<progress>` with the message in a polite live region until 100 %; a failed job shows an error block (`role=alert`).',
          '`share-form`: “Copy link” and “Share…” where the browser has them, and links to social networks; Enter in its inputs never submits.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 360 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

export const JumpMenu: PageStory = {
  name: 'Jump menu',
  ...pageStory(
    { markup: [jumpMenu()], width: 480 },
    {
      play: async ({ canvasElement }) => {
        const go = await within(canvasElement).findByRole('button', { name: 'Go', hidden: true });
        await waitFor(() => expect(go).not.toBeVisible());
      },
    },
  ),
};

export const LazyBlockLoaded: PageStory = {
  name: 'Lazy block, loaded',
  ...pageStory(
    {
      markup: [lazyBlock('/fragments/nearby')],
      routes: { '/fragments/nearby': htmlRoute(fixtures.page.fragments.nearby) },
    },
    {
      parameters: { docs: { story: { iframeHeight: 420 } } },
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByRole('heading', { name: 'Things to do nearby' }),
        ).toBeVisible();
      },
    },
  ),
};

export const LazyBlockFailed: PageStory = {
  name: 'Lazy block, failed',
  ...pageStory(
    {
      markup: [lazyBlock('/fragments/missing')],
      expectedErrors: true,
      routes: { '/fragments/missing': () => new Response('<p>Not found.</p>', { status: 404 }) },
    },
    {
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByText('This content could not be loaded.'),
        ).toBeVisible();
      },
    },
  ),
};

export const ProgressToTheEnd: PageStory = {
  name: 'Progress bar, to the end',
  ...pageStory(
    {
      markup: [progress('/api/progress/import')],
      routes: { '/api/progress/import': sequenceRoute(fixtures.page.progress) },
      width: 640,
    },
    {
      play: async ({ canvasElement }) => {
        const bar = await within(canvasElement).findByRole('progressbar');
        await waitFor(() => expect(bar).toHaveAttribute('value', '100'), { timeout: 5000 });
      },
    },
  ),
};

export const ProgressFailed: PageStory = {
  name: 'Progress bar, failed',
  ...pageStory(
    {
      markup: [progress('/api/progress/broken')],
      routes: { '/api/progress/broken': sequenceRoute(fixtures.page.failing) },
      width: 640,
    },
    {
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByRole('alert', {}, { timeout: 5000 }),
        ).toBeVisible();
      },
    },
  ),
};

export const ShareForm: PageStory = {
  name: 'Share form',
  ...pageStory(
    { markup: [shareForm()], width: 640 },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const url = await canvas.findByRole('textbox', { name: 'Link to this home' });
        await userEvent.click(url);
        await expect(url).toHaveFocus();
        await expect(await canvas.findByRole('link', { name: /Facebook/ })).toBeVisible();
      },
    },
  ),
};

import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import type { WidgetPage } from '../../harness/widget-page.js';
import { messagesConfig, searchPage } from '../../pages/search-markup.js';
import { ARABIC, ARABIC_TEXTS, FRENCH, FRENCH_TEXTS } from '../../scenarios/catalogues.js';
import { countIn } from './story-helpers.js';

const meta = {
  title: 'Search/Search page',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          'Every search widget together, as on the demo’s search page: the search box, one facet of each display, the result count, sort, results per page, the active filters, the results and the pager. The page states a designer styles are here on the whole page; each widget also has its own page.',
      },
      story: { iframeHeight: 900 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const main = fixtures.responses(fixtures.main);

const cards = (canvas: HTMLElement) => canvas.querySelectorAll('.results__list .card');

export const Default = pageStory(
  { markup: searchPage(), responses: main },
  {
    play: async ({ canvasElement }) => {
      await waitFor(() => expect(cards(canvasElement)).toHaveLength(12));
      await expect(countIn(canvasElement)).toHaveTextContent('320 properties');
    },
  },
);

export const Narrow375: PageStory = {
  name: 'Narrow (375 px)',
  ...pageStory(
    { markup: searchPage(), responses: main },
    {
      globals: { viewport: { value: 'narrow' } },
      play: async ({ canvasElement }) => {
        // search-layout moves the filters above the results below 768 px (SPEC 2.3).
        await waitFor(() =>
          expect(canvasElement.querySelector('.search')).toHaveAttribute('data-layout', 'narrow'),
        );
      },
    },
  ),
};

export const Wide1440: PageStory = {
  name: 'Wide (1440 px)',
  ...pageStory(
    { markup: searchPage(), responses: main },
    {
      globals: { viewport: { value: 'wide' } },
      play: async ({ canvasElement }) => {
        await waitFor(() =>
          expect(canvasElement.querySelector('.search')).toHaveAttribute('data-layout', 'wide'),
        );
      },
    },
  ),
};

export const Loading: PageStory = {
  name: 'Loading (first search under way)',
  ...pageStory(
    { markup: searchPage(), responses: main, replay: { latency: () => 'hang' } },
    {
      play: async ({ canvasElement }) => {
        await waitFor(() =>
          expect(canvasElement.querySelector('[data-widget="results"]')).toHaveAttribute(
            'aria-busy',
            'true',
          ),
        );
      },
    },
  ),
};

export const PendingAfter200ms: PageStory = {
  name: 'Pending (after 200 ms)',
  ...pageStory(
    {
      markup: searchPage(),
      responses: main,
      // The page loads at once; every search after it takes its time.
      replay: { latency: (index) => (index === 0 ? 0 : 'hang') },
    },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await waitFor(() => expect(cards(canvasElement)).toHaveLength(12));
        const cottage = await canvas.findByRole('checkbox', { name: /^Cottage/ });
        const clicked = performance.now();
        await userEvent.click(cottage);
        const container = canvasElement.querySelector('[data-widget="search-container"]');
        await waitFor(() => expect(container).toHaveClass('pending'));
        // SPEC 4.2: the spinner only after 200 ms, so quick searches never flash it.
        await waitFor(() =>
          expect(canvasElement.querySelector('.sf-search-spinner')).not.toBeNull(),
        );
        await expect(performance.now() - clicked).toBeGreaterThanOrEqual(195);
      },
    },
  ),
};

// Two stories: the first rests on the error as a visitor sees it; the second retries.
/** The first search fails, the retry answers: the error's two stories. */
const failingOnce: WidgetPage = {
  markup: searchPage(),
  responses: main,
  replay: { failures: 1 },
  expectedErrors: true,
};

export const ErrorWithRetry: PageStory = {
  name: 'Error, with retry',
  ...pageStory(failingOnce, {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
      // The result count says it, once: no number for the failed search, and no second alert.
      await expect(countIn(canvasElement)).toHaveTextContent('The results could not be loaded.');
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  }),
};

export const ErrorRetried: PageStory = {
  name: 'Error, retried',
  ...pageStory(failingOnce, {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(cards(canvasElement)).toHaveLength(12));
    },
  }),
};

export const Empty: PageStory = {
  name: 'Empty (nothing found)',
  ...pageStory(
    { markup: searchPage(), responses: main, hash: fixtures.state(fixtures.main, 'empty') },
    {
      play: async ({ canvasElement }) => {
        await expect(
          await within(canvasElement).findByText('No properties match your search.'),
        ).toBeVisible();
      },
    },
  ),
};

export const OneResult: PageStory = {
  name: 'One result',
  ...pageStory(
    { markup: searchPage(), responses: main, hash: fixtures.state(fixtures.main, 'oneResult') },
    {
      play: async ({ canvasElement }) => {
        await waitFor(() => expect(cards(canvasElement)).toHaveLength(1));
        await expect(countIn(canvasElement)).toHaveTextContent('1 property');
      },
    },
  ),
};

export const LongLabels: PageStory = {
  name: 'Long labels',
  ...pageStory(
    { markup: searchPage(), responses: fixtures.responses(fixtures.main, fixtures.longLabels) },
    {},
  ),
};

export const MissingImage: PageStory = {
  name: 'Missing image',
  ...pageStory(
    { markup: searchPage(), responses: fixtures.responses(fixtures.main, fixtures.missingImage) },
    {
      play: async ({ canvasElement }) => {
        await waitFor(() => expect(cards(canvasElement)).toHaveLength(12));
        await expect(cards(canvasElement)[0]?.querySelector('img')).not.toHaveAttribute('src');
      },
    },
  ),
};

export const RightToLeft: PageStory = {
  name: 'Right to left (Arabic)',
  ...pageStory(
    {
      markup: [messagesConfig('ar', ARABIC), ...searchPage(ARABIC_TEXTS)],
      responses: main,
      lang: 'ar',
      dir: 'rtl',
    },
    {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText('الأكثر صلة')).toBeInTheDocument();
        // The listings are in English: each summary keeps its own direction, its full stop at
        // its end (the right), not at the start of the line as the page's direction would put it.
        await waitFor(() => expect(cards(canvasElement)).toHaveLength(12));
        for (const card of cards(canvasElement)) {
          const summary = card.querySelector('.card__summary') as HTMLElement;
          await expect(getComputedStyle(summary).direction).toBe('ltr');
        }
        // The site's own words are in its language: the amenities' descriptions too.
        await expect(canvasElement.textContent).toContain('إنترنت لاسلكي في أرجاء العقار.');
        await expect(canvasElement.textContent).not.toContain('Wireless internet');
      },
    },
  ),
};

export const Translated: PageStory = {
  name: 'Translated (French)',
  ...pageStory(
    {
      markup: [messagesConfig('fr', FRENCH), ...searchPage(FRENCH_TEXTS)],
      responses: main,
      lang: 'fr',
    },
    {
      play: async ({ canvasElement }) => {
        await waitFor(() => expect(countIn(canvasElement)).toHaveTextContent('320 logements'));
      },
    },
  ),
};

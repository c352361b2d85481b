import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import type { WidgetPage } from '../../harness/widget-page.js';
import { pager, results, searchConfig } from '../../pages/search-markup.js';
import { cardsIn, resultsShown } from './story-helpers.js';

const meta = {
  title: 'Search/Results',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'The list of results, each filled from the `<template>` inside the element: `data-field="f"` sets a text, `data-field-<attribute>="f"` an attribute, `data-if="f"` keeps an element only when the field has a value, `data-format` formats numbers and plurals. The server’s first page, when there is one, is kept node for node.',
          'States for CSS on the element: `data-state="server|pending|ready|empty|error"` and `aria-busy`. The empty state is `.sf-results__empty`; the error state is `.sf-results__error` (`role=alert` unless a result count of the same search announces the failure) with a `.sf-results__retry` button.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const markup = [searchConfig(), results()];
const main = fixtures.responses(fixtures.main);

export const ManyResults: PageStory = {
  name: 'Many results',
  ...pageStory(
    { markup, responses: main },
    { play: ({ canvasElement }) => resultsShown(canvasElement) },
  ),
};

export const OneResult: PageStory = {
  name: 'One result',
  ...pageStory(
    { markup, responses: main, hash: fixtures.state(fixtures.main, 'oneResult') },
    { play: ({ canvasElement }) => resultsShown(canvasElement, 1) },
  ),
};

export const Empty = pageStory(
  { markup, responses: main, hash: fixtures.state(fixtures.main, 'empty') },
  {
    play: async ({ canvasElement }) => {
      const results = canvasElement.querySelector('[data-widget="results"]');
      await waitFor(() => expect(results).toHaveAttribute('data-state', 'empty'));
      await expect(canvasElement.querySelector('.sf-results__empty')).toHaveTextContent(
        'No properties match your search.',
      );
    },
  },
);

/**
 * Results alone have nothing to show before their first answer (the search page's own Loading
 * story shows that moment with its spinner): what a theme styles here is the list that stays, greyed
 * by `data-state="pending"`, while the next search is under way.
 */
export const Loading: PageStory = {
  name: 'Loading the next page',
  ...pageStory(
    {
      markup: [...markup, pager()],
      responses: main,
      replay: { latency: (index) => (index === 0 ? 0 : 'hang') },
    },
    {
      play: async ({ canvasElement }) => {
        await resultsShown(canvasElement);
        await userEvent.click(await within(canvasElement).findByRole('link', { name: 'Page 2' }));
        const results = canvasElement.querySelector('[data-widget="results"]');
        await waitFor(() => expect(results).toHaveAttribute('data-state', 'pending'));
        await expect(results).toHaveAttribute('aria-busy', 'true');
        // The first page stays on screen, greyed, until the second one arrives.
        await expect(cardsIn(canvasElement)).toHaveLength(12);
        await expect(cardsIn(canvasElement)[0]).toBeVisible();
      },
    },
  ),
};

// Two stories: a designer opening the first sees the error box as a visitor does (the play only
// checks it); the second shows that the retry button brings the results.
/** The first search fails, the retry answers: the error's two stories. */
const failingOnce: WidgetPage = {
  markup,
  responses: main,
  replay: { failures: 1 },
  expectedErrors: true,
};

export const ErrorWithRetry: PageStory = {
  name: 'Error, with retry',
  ...pageStory(failingOnce, {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'The results could not be loaded.',
      );
      await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  }),
};

export const ErrorRetried: PageStory = {
  name: 'Error, retried',
  ...pageStory(failingOnce, {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
      await resultsShown(canvasElement);
    },
  }),
};

export const MissingImage: PageStory = {
  name: 'Missing image',
  ...pageStory(
    { markup, responses: fixtures.responses(fixtures.main, fixtures.missingImage) },
    {
      play: async ({ canvasElement }) => {
        await resultsShown(canvasElement);
        const image = cardsIn(canvasElement)[0]?.querySelector('img');
        await expect(image).not.toHaveAttribute('src');
        // The theme shows the photo's room empty, not the browser's broken-image frame.
        await expect(image).not.toBeVisible();
      },
    },
  ),
};

export const LongLabels: PageStory = {
  name: 'Long labels',
  ...pageStory(
    { markup, responses: fixtures.responses(fixtures.main, fixtures.longLabels) },
    { play: ({ canvasElement }) => resultsShown(canvasElement) },
  ),
};

export const Narrow375: PageStory = {
  name: 'Narrow (375 px)',
  ...pageStory(
    { markup, responses: main },
    {
      globals: { viewport: { value: 'narrow' } },
      play: ({ canvasElement }) => resultsShown(canvasElement),
    },
  ),
};

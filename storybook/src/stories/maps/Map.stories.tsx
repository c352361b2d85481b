import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { el } from '../../harness/markup.js';
import { htmlRoute } from '../../harness/page-routes.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { mountedPageIn, WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { baselayers, listingMapConfig, pageMap, viewKeys } from '../../pages/map-markup.js';
import { MAP_COLUMN_PX, MAP_VIEWS, PANNED_PRESSES, ST_IVES } from '../../scenarios/map-views.js';
import {
  closeByEscape,
  clusterCounts,
  findMarker,
  iconsInside,
  mapState,
  openByKeyboard,
  panLeft,
  placesShown,
  singleMarkers,
  tilesDrawn,
} from './map-helpers.js';

const meta = {
  title: 'Maps/Map',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'A Leaflet map of the places in its config (@stayfront/maps, the legacy map module’s settings: SPEC 3.18–3.20), such as a listing’s location. It wakes when it scrolls into view; the server’s fallback (an address, a list of places) moves into a visually hidden box inside the element and comes back when the map is removed. **Reserve the element’s height in the theme** (`.rental__map { height: 320px }`), or waking it shifts the page.',
          'The map is a region named by `label`; each marker a button named by its `title`: Enter or Space opens its info window with the focus inside, Escape returns the focus to the marker. Clusters are buttons named by their count and first places, “3 places: Clifftop Flat, Boathouse Barn, Harbour Light” (`.sf-map-cluster`, 53–90 px by the digits of their count); Enter zooms in. Info windows are Leaflet’s `.leaflet-popup` with `.sf-map__popup` inside; to restyle a Leaflet class, use a selector more specific than Leaflet’s (`.rental__map .leaflet-popup-content`).',
          'The tiles here are the demo’s generated ones, recorded for these views only (public/tiles/): zoom far out or pan away and the map shows its sea colour.',
        ].join('\n\n'),
      },
      story: { iframeHeight: 440 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const [home] = fixtures.map.homes;
if (!home) throw new Error('The map fixtures have no homes: record them again.');
const homeText = `${home.type} in St Ives, two streets back from the harbour.\nFive minutes’ walk to Porthmeor Beach.`;

/** The server's fallback of a listing's map: its town and place, as rental.liquid prints it. */
const placeText = (place: { latitude: number; longitude: number }) =>
  el('p', {}, `St Ives, Cornwall (${place.latitude}, ${place.longitude})`);

/** The fallback of a map of several places: their list, linked to their pages. */
const placeList = (places: readonly { title: string; url: string }[]) =>
  el(
    'ul',
    {},
    places.map((place) => el('li', {}, el('a', { href: place.url }, place.title))),
  );

const listingMarkup = [
  pageMap(
    {
      ...listingMapConfig(),
      latitude: home.latitude,
      longitude: home.longitude,
      markers: [
        { latitude: home.latitude, longitude: home.longitude, title: home.title, text: homeText },
      ],
      label: `Map of ${home.title}`,
    },
    placeText(home),
  ),
];

/** A listing's location: one marker, its info window text as text (new lines make paragraphs). */
const playListing = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await mapState(canvasElement, 'ready');
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('region', { name: `Map of ${home.title}` })).toBeVisible();
  const marker = await findMarker(canvasElement, home.title);
  const popup = await openByKeyboard(canvasElement, marker);
  await expect(popup.querySelectorAll('.sf-map__popup p')).toHaveLength(2);
  await expect(popup).toHaveTextContent('Five minutes’ walk to Porthmeor Beach.');
  await closeByEscape(canvasElement, marker);
  // The fallback stays for screen readers, visually hidden.
  await expect(canvasElement.querySelector('.sf-map__sr')).toHaveTextContent('St Ives, Cornwall');
};

export const ListingLocation: PageStory = {
  name: 'A listing’s location',
  ...pageStory({ markup: listingMarkup, width: MAP_COLUMN_PX }, { play: playListing }),
};

export const ListingLocationPhone: PageStory = {
  name: 'A listing’s location, phone (375 px)',
  globals: { viewport: { value: 'narrow' } },
  ...pageStory({ markup: listingMarkup, width: MAP_COLUMN_PX }, { play: playListing }),
};

const townHomes = fixtures.map.homes;

export const SeveralPlaces: PageStory = {
  name: 'Several places, clustered',
  ...pageStory(
    {
      markup: [
        pageMap(
          {
            ...listingMapConfig(MAP_VIEWS.town),
            behavior: { nomousezoom: true, scale: true },
            markers: townHomes.map((place) => ({
              latitude: place.latitude,
              longitude: place.longitude,
              title: place.title,
              text: `${place.type} in St Ives`,
            })),
            label: 'Map of our homes in St Ives',
          },
          placeList(townHomes),
        ),
      ],
      width: MAP_COLUMN_PX,
    },
    {
      play: async ({ canvasElement }) => {
        await mapState(canvasElement, 'ready');
        // Every home once: on its own or in a cluster named by its count.
        await placesShown(canvasElement, townHomes.length);
        await expect(clusterCounts(canvasElement).length).toBeGreaterThan(0);
        const [cluster] = within(canvasElement).getAllByRole('button', { name: /^\d+ places: / });
        if (!cluster) throw new Error('No cluster.');
        const before = singleMarkers(canvasElement).length;
        // Enter zooms in on the cluster: more homes stand on their own, the focus stays in the map.
        cluster.focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(singleMarkers(canvasElement).length).toBeGreaterThan(before));
        await expect(
          within(canvasElement).getByRole('region', { name: 'Map of our homes in St Ives' }),
        ).toContainElement(document.activeElement as HTMLElement);
      },
    },
  ),
};

const remoteRoute = `/fragments/map-marker/${home.id}`;

export const RemoteContent: PageStory = {
  name: 'Remote content (rmt)',
  ...pageStory(
    {
      markup: [
        pageMap(
          {
            ...listingMapConfig(),
            latitude: home.latitude,
            longitude: home.longitude,
            markers: [
              {
                latitude: home.latitude,
                longitude: home.longitude,
                title: home.title,
                rmt: { id: home.id },
              },
            ],
            rmtcallback: '/fragments/map-marker',
            label: `Map of ${home.title}`,
          },
          placeText(home),
        ),
      ],
      routes: { [remoteRoute]: htmlRoute(fixtures.map.fragment) },
      width: MAP_COLUMN_PX,
    },
    {
      play: async ({ canvasElement }) => {
        await mapState(canvasElement, 'ready');
        const marker = await findMarker(canvasElement, home.title);
        const popup = await openByKeyboard(canvasElement, marker);
        // The demo's fragment, sanitized, in place of "Loading…".
        const link = await within(popup).findByRole('link', { name: home.title });
        await expect(link).toHaveAttribute('href', home.url);
        await expect(popup).toHaveTextContent('per night');
        // (Escape would not: the focus left the window when the content came, reported.) The
        // close button closes it, and the focus goes back to the marker.
        await userEvent.click(within(popup).getByRole('button', { name: /^Close/ }));
        await waitFor(() => expect(marker).toHaveFocus());
      },
    },
  ),
};

export const TabsContent: PageStory = {
  name: 'Tabs content',
  ...pageStory(
    {
      markup: [
        pageMap(
          {
            ...listingMapConfig(),
            latitude: home.latitude,
            longitude: home.longitude,
            markers: [
              {
                latitude: home.latitude,
                longitude: home.longitude,
                title: home.title,
                tabs: [
                  { title: 'The home', text: homeText },
                  {
                    title: 'Getting there',
                    text: 'St Ives station is a ten-minute walk.\nParking by permit in the harbour car park.',
                  },
                ],
              },
            ],
            label: `Map of ${home.title}`,
          },
          placeText(home),
        ),
      ],
      width: MAP_COLUMN_PX,
    },
    {
      play: async ({ canvasElement }) => {
        await mapState(canvasElement, 'ready');
        const marker = await findMarker(canvasElement, home.title);
        const popup = await openByKeyboard(canvasElement, marker);
        const tabs = within(popup);
        const first = tabs.getByRole('tab', { name: 'The home' });
        await expect(first).toHaveAttribute('aria-selected', 'true');
        first.focus();
        await userEvent.keyboard('{ArrowRight}');
        const second = tabs.getByRole('tab', { name: 'Getting there' });
        await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
        await expect(tabs.getByRole('tabpanel')).toHaveTextContent('ten-minute walk');
        await closeByEscape(canvasElement, marker);
      },
    },
  ),
};

const things = fixtures.map.things;

export const LinkMarkers: PageStory = {
  name: 'Link markers',
  ...pageStory(
    {
      markup: [
        pageMap(
          {
            ...listingMapConfig(MAP_VIEWS.listing),
            behavior: { nomousezoom: true, autozoom: true },
            markers: things.map((thing) => ({
              latitude: thing.latitude,
              longitude: thing.longitude,
              title: thing.title,
              link: thing.url,
            })),
            label: 'Map of things to do in St Ives',
          },
          placeList(things),
        ),
      ],
      width: MAP_COLUMN_PX,
    },
    {
      play: async ({ canvasElement }) => {
        await mapState(canvasElement, 'ready');
        const thing = things[1];
        if (!thing) throw new Error('Too few things to do recorded.');
        // A link marker is a link named by its title: activating it goes to the thing's page
        // (stopped here), opening no info window.
        const pane = canvasElement.querySelector<HTMLElement>('.leaflet-marker-pane');
        if (!pane) throw new Error('No marker pane.');
        const marker = await within(pane).findByRole('link', { name: thing.title });
        // No wait for the autozoom fit: it is never animated, so the map taken down as this
        // story ends at once (a widget unmounted as it woke) must not throw.
        marker.focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(mountedPageIn(canvasElement).left).toEqual([thing.url]));
        await expect(canvasElement.querySelector('.leaflet-popup')).toBeNull();
      },
    },
  ),
};

/** A grid around St Ives, its places far enough apart (at zoom 11) never to cluster. */
const gridPlace = (index: number) => ({
  latitude: Math.round((ST_IVES.latitude + 0.05 - Math.floor(index / 3) * 0.05) * 1e4) / 1e4,
  longitude: Math.round((ST_IVES.longitude - 0.08 + (index % 3) * 0.08) * 1e4) / 1e4,
});

const ICON_MARKERS = [
  ...['First stop', 'Second stop', 'Third stop'].map((title) => ({ title, markername: 'numbers' })),
  ...['Beach A', 'Beach B', 'Beach C'].map((title) => ({ title, markername: 'letters' })),
  { title: 'Red: booked', markername: 'small red' },
  { title: 'Blue: available', markername: 'small blue' },
  { title: 'Green: offer', markername: 'small green' },
].map((marker, index) => ({ ...marker, ...gridPlace(index), text: marker.title }));

export const MarkerIcons: PageStory = {
  name: 'Marker icon sets',
  ...pageStory(
    {
      markup: [
        pageMap(
          {
            ...listingMapConfig(MAP_VIEWS.icons),
            markers: ICON_MARKERS,
            label: 'Map of the marker icon sets',
          },
          placeList(ICON_MARKERS.map(({ title }) => ({ title, url: '#' }))),
        ),
      ],
      width: MAP_COLUMN_PX,
    },
    {
      play: async ({ canvasElement }) => {
        await mapState(canvasElement, 'ready');
        await placesShown(canvasElement, ICON_MARKERS.length);
        await expect(clusterCounts(canvasElement)).toEqual([]);
        // Each set hands out its icons in turn: 1, 2, 3; A, B, C; three colours. All different.
        const icons = await Promise.all(
          ICON_MARKERS.map(({ title }) => findMarker(canvasElement, title)),
        );
        const sources = icons.map((icon) => icon.getAttribute('src'));
        await expect(new Set(sources).size).toBe(ICON_MARKERS.length);
      },
    },
  ),
};

export const ControlsAndFlags: PageStory = {
  name: 'No zoom buttons, scale and overview',
  ...pageStory(
    {
      markup: [
        pageMap(
          {
            ...viewKeys(MAP_VIEWS.listing),
            baselayers: baselayers(),
            controltype: 'None',
            behavior: { nomousezoom: true, scale: true, overview: true, autozoom: true },
            markers: things.map((thing) => ({
              latitude: thing.latitude,
              longitude: thing.longitude,
              title: thing.title,
              text: `${thing.category} in St Ives`,
            })),
            label: 'Map of things to do in St Ives',
            overview_text: 'Show every thing to do',
          },
          placeList(things),
        ),
      ],
      width: MAP_COLUMN_PX,
    },
    {
      play: async ({ canvasElement }) => {
        await mapState(canvasElement, 'ready');
        const canvas = within(canvasElement);
        await expect(canvas.queryByRole('button', { name: 'Zoom in' })).toBeNull();
        // The pan buttons stay without the zoom buttons: a pointer's way to pan (WCAG 2.5.7).
        await expect(canvas.getByRole('group', { name: 'Move the map' })).toBeVisible();
        await expect(canvasElement.querySelector('.leaflet-control-scale')).toBeVisible();
        // Away from the places (arrow keys pan the map, 80 px a press), then back to all of them.
        const region = canvas.getByRole('region', { name: 'Map of things to do in St Ives' });
        await waitFor(() => expect(iconsInside(region)).toBe(things.length));
        region.focus();
        for (let step = 0; step < PANNED_PRESSES; step += 1) await panLeft(region);
        await waitFor(() => expect(iconsInside(region)).toBe(0));
        // The sea the map was panned to is drawn, not requested and missing.
        await tilesDrawn(region);
        await userEvent.click(canvas.getByRole('button', { name: 'Show every thing to do' }));
        await waitFor(() => expect(iconsInside(region)).toBe(things.length));
      },
    },
  ),
};

export const ConfigError: PageStory = {
  name: 'Config error',
  ...pageStory(
    {
      markup: [
        pageMap(
          {
            ...listingMapConfig(),
            zoom: 'close',
            baselayers: { Map: { url: 'tiles/{z}/{x}/{y}.svg' } },
            markers: [{ latitude: home.latitude, longitude: home.longitude, title: home.title }],
          },
          placeText(home),
        ),
      ],
      width: MAP_COLUMN_PX,
      expectedErrors: true,
    },
    {
      play: async ({ canvasElement }) => {
        // The loader refuses the config (the console names each JSON path): no map, and the
        // server's text stays where it was, for everyone.
        await mapState(canvasElement, 'error');
        await expect(within(canvasElement).getByText(/^St Ives, Cornwall/)).toBeVisible();
        await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
      },
    },
  ),
};

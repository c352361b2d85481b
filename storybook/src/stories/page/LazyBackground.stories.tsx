import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import * as fixtures from '../../fixtures.js';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { artHero, featuredCarousel, thingsTeaser, videoHero } from '../../pages/page-markup.js';

const meta = {
  title: 'Page widgets/Lazy background',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component:
          '`data-bg` becomes the element’s background image once it comes within 80 px of the viewport, so a picture far down the page costs nothing until the visitor gets there. An element not laid out yet (a closed tab) is checked again every 500 ms and given up on after 3,000 ms. Only http(s) URLs (relative ones are on this site), escaped for CSS. `data-state="waiting|loaded|gave-up"`; give the element its size in the theme, so nothing moves when the picture arrives.',
      },
      story: { iframeHeight: 460 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

/** The home page's hero shows the first featured listing's photo. */
const IMAGE = 'images/listings/node-1-en-1.svg';

/** A garden to visit, the first of the recorded things to do. */
const THING = 'images/things/node-1000001-en.svg';

const artIn = (canvas: HTMLElement) =>
  canvas.querySelector('[data-widget="lazy-background"]') as HTMLElement;

export const NearTheViewport: PageStory = {
  name: 'In view: loaded',
  ...pageStory(
    { markup: [artHero(IMAGE)] },
    {
      play: async ({ canvasElement }) => {
        const art = artIn(canvasElement);
        await waitFor(() => expect(art).toHaveAttribute('data-state', 'loaded'));
        await expect(art.style.backgroundImage).toContain(IMAGE);
      },
    },
  ),
};

/**
 * The home page as home.liquid lays it out: the hero, the featured carousel, then the teaser. On a
 * phone the carousel is one card, so without the hero above it the teaser sat in the first screen
 * (the page was not "below the fold" at 375 px, and the picture loaded at once).
 */
const belowTheFold = () =>
  pageStory(
    {
      markup: [videoHero(), featuredCarousel(fixtures.firstPageDocs()), thingsTeaser(THING)],
    },
    {
      play: async ({ canvasElement }) => {
        const art = artIn(canvasElement);
        // Once the carousel has woken: its server list of cards is far taller than the carousel.
        const carousel = canvasElement.querySelector('[data-widget="featured-carousel"]');
        await waitFor(() => expect(carousel).toHaveAttribute('data-widget-state', 'ready'));
        await expect(art).toHaveAttribute('data-state', 'waiting');
        await expect(art.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight + 80);
        await expect(art.style.backgroundImage).toBe('');
        art.scrollIntoView({ block: 'end', behavior: 'instant' });
        await waitFor(() => expect(art).toHaveAttribute('data-state', 'loaded'));
        await expect(art.style.backgroundImage).toContain(THING);
      },
    },
  );

export const BelowTheFold: PageStory = {
  name: 'Below the fold: waits until scrolled near',
  ...belowTheFold(),
};

export const BelowTheFoldNarrow: PageStory = {
  name: 'Below the fold on a phone (375 px)',
  ...belowTheFold(),
  globals: { viewport: { value: 'narrow' } },
};

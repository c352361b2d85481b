/** How every story is shown and checked. */
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { WidgetDocsPage } from './docs-page.js';
import { PLAY_WAIT_MS } from './play-wait.js';
import { applyStylesheets, STYLESHEET_OPTIONS, type StylesheetChoice } from './stylesheets.js';

// In the Storybook window as in the tests: with Testing Library's 1 s, a play on a cold load
// failed there (the 'One result' search page, 2 loads in 3).
configure({ asyncUtilTimeout: PLAY_WAIT_MS });

/** axe-core rules of WCAG 2.0, 2.1 and 2.2, levels A and AA: the bar the issue sets. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const withStylesheets: Decorator = (Story, context) => {
  applyStylesheets(context.globals.stylesheet as StylesheetChoice);
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withStylesheets],
  initialGlobals: { stylesheet: 'theme' },
  globalTypes: {
    stylesheet: {
      description: 'The stylesheets the widgets are shown with',
      toolbar: {
        title: 'Stylesheet',
        icon: 'paintbrush',
        items: Object.entries(STYLESHEET_OPTIONS).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    actions: { disable: true },
    // Every story is checked by axe-core; a violation fails its test (addon-vitest).
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: WCAG_AA } } },
    viewport: {
      options: {
        narrow: {
          name: 'Phone, 375 px',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        wide: {
          name: 'Wide, 1440 px',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    docs: {
      page: WidgetDocsPage,
      // Each story in its own frame: stories share page-wide things (the search registry, the
      // loader, the one modal dialog), so two on one page would step on each other.
      story: { inline: false, iframeHeight: 480 },
      codePanel: true,
    },
    options: {
      storySort: {
        // Every widget area before Theming, the reference of classes and states that spans them;
        // left out, Booking and Leads fell after it, apart from the other widgets.
        order: [
          'Introduction',
          'Search',
          'Favourites',
          'Page widgets',
          'Maps',
          'Booking',
          'Leads',
          'Theming',
        ],
      },
    },
  },
};

export default preview;

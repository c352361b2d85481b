/**
 * A story from a page: the canvas renders it, and the docs page shows the same markup as the
 * code to paste into a template.
 */
import type { StoryObj } from '@storybook/react-vite';
import { toHtml } from './markup.js';
import { WidgetCanvas } from './WidgetCanvas.js';
import type { WidgetPage } from './widget-page.js';

export type PageStory = StoryObj<typeof WidgetCanvas>;
type Play = NonNullable<PageStory['play']>;

/**
 * Docs pages show each story in a frame of its own (`iframe--<id>`). A play function there would
 * move the focus, and with it scroll the docs page to the last story; the story's own page and
 * the tests run it.
 */
export function playOutsideDocs<P extends (...args: never[]) => unknown>(play: P | undefined) {
  if (!play) return undefined;
  return ((...args: Parameters<P>) =>
    window.frameElement?.id.startsWith('iframe--') ? undefined : play(...args)) as P;
}

export function pageStory(
  page: WidgetPage,
  story: Omit<PageStory, 'args' | 'render'> = {},
): PageStory {
  const play = playOutsideDocs<Play>(story.play);
  return {
    ...story,
    ...(play ? { play } : {}),
    render: () => <WidgetCanvas page={page} />,
    parameters: {
      ...story.parameters,
      docs: {
        ...story.parameters?.docs,
        source: { code: toHtml(page.markup), language: 'html' },
      },
    },
  };
}

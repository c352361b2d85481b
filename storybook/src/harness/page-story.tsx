/**
 * A story from a page: the canvas renders it, and the docs page shows the same markup as the
 * code to paste into a template.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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

/**
 * A story's test ends once no widget of its page is still mounting. Search widgets wake a task
 * apart (resolveSearch) and cards' flags as they come into view, so a play that is done early, or
 * a story with none, could end with an island half mounted: its first commit or its teardown then
 * landed in the act window Storybook's cleanup leaves open, and React warned that the testing
 * environment "is not configured to support act(...)" in the next story's test.
 */
async function settle(canvasElement: HTMLElement): Promise<void> {
  const mounting = () => canvasElement.querySelector('[data-widget-state="loading"]');
  await waitFor(() => expect(mounting()).toBeNull());
  // One more task: a widget whose trigger fired as the last one mounted starts loading now.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await waitFor(() => expect(mounting()).toBeNull());
}

export function pageStory(
  page: WidgetPage,
  story: Omit<PageStory, 'args' | 'render'> = {},
): PageStory {
  const ownPlay = story.play;
  const play = playOutsideDocs<Play>(async (context) => {
    await ownPlay?.(context);
    await settle(context.canvasElement);
  }) as Play;
  return {
    ...story,
    play,
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

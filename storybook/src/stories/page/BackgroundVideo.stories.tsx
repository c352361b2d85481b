import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type PageStory, pageStory } from '../../harness/page-story.js';
import { WidgetCanvas } from '../../harness/WidgetCanvas.js';
import { videoHero } from '../../pages/page-markup.js';

const meta = {
  title: 'Page widgets/Background video',
  component: WidgetCanvas,
  parameters: {
    docs: {
      description: {
        component: [
          'The home page’s muted video behind the hero plays `plays` times (3) and then rests on its last frame; it never plays for a visitor who prefers reduced motion. Leave `autoplay` out of the markup: the widget starts the video, after checking the motion preference.',
          'Moving for more than 5 seconds, it gets a pause toggle (WCAG 2.2.2): `button.sf-background-video__toggle` with `aria-pressed`, named by `pauseText` (“Pause background video”), there while the video moves or is paused, gone once the plays are over or with reduced motion. A visitor’s pause holds. The element’s `data-state` is `playing | paused | ended | still`.',
          'The video here is the demo’s own 4-second clip, served beside the stories (`media/coast.webm`, 93 KB).',
        ].join('\n\n'),
      },
      story: { iframeHeight: 380 },
    },
  },
} satisfies Meta<typeof WidgetCanvas>;

export default meta;

const widgetIn = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLElement>('[data-widget="background-video"]');
const videoIn = (canvas: HTMLElement) => canvas.querySelector('video') as HTMLVideoElement;
/** The widget's toggle; once there is nothing to pause, the widget gives it `hidden`. */
const toggleIn = (canvas: HTMLElement) => canvas.querySelector('.sf-background-video__toggle');

export const Playing: PageStory = {
  name: 'Playing, with its pause toggle',
  ...pageStory(
    { markup: [videoHero()] },
    {
      play: async ({ canvasElement }) => {
        await waitFor(() =>
          expect(widgetIn(canvasElement)).toHaveAttribute('data-state', 'playing'),
        );
        const toggle = within(canvasElement).getByRole('button', {
          name: 'Pause background video',
        });
        await expect(toggle).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        // It really moves, and counts its plays itself: the browser's own loop is off.
        await waitFor(() => expect(videoIn(canvasElement).currentTime).toBeGreaterThan(0));
        await expect(videoIn(canvasElement).loop).toBe(false);
      },
    },
  ),
};

export const PausedByVisitor: PageStory = {
  name: 'Paused by the visitor (keyboard)',
  ...pageStory(
    { markup: [videoHero()] },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await waitFor(() =>
          expect(widgetIn(canvasElement)).toHaveAttribute('data-state', 'playing'),
        );
        const toggle = canvas.getByRole('button', { name: 'Pause background video' });
        // Keyboard only: Tab through the hero's search box to the toggle, then Enter.
        for (let step = 0; step < 5 && document.activeElement !== toggle; step += 1)
          await userEvent.tab();
        await expect(toggle).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
        await expect(widgetIn(canvasElement)).toHaveAttribute('data-state', 'paused');
        await expect(videoIn(canvasElement).paused).toBe(true);
        // The pause holds: nothing but the toggle starts it again (a negative, so a fixed time: a
        // playing video's currentTime moves within a frame or two; 400 ms is ample).
        const at = videoIn(canvasElement).currentTime;
        await new Promise((resolve) => setTimeout(resolve, 400));
        await expect(videoIn(canvasElement).currentTime).toBe(at);
        await expect(toggle).toHaveFocus();
      },
    },
  ),
};

export const Ended: PageStory = {
  name: 'Ended after its plays (plays: 1)',
  ...pageStory(
    { markup: [videoHero({ plays: 1 })] },
    {
      play: async ({ canvasElement }) => {
        const element = widgetIn(canvasElement);
        await waitFor(() => expect(element).toHaveAttribute('data-state', 'playing'));
        // One play of the 4-second clip, then it rests on its last frame, toggle gone.
        await waitFor(() => expect(element).toHaveAttribute('data-state', 'ended'), {
          timeout: 10_000,
        });
        await expect(videoIn(canvasElement).ended).toBe(true);
        await expect(toggleIn(canvasElement)).toHaveAttribute('hidden');
      },
    },
  ),
};

export const ReducedMotion: PageStory = {
  name: 'Reduced motion: still',
  ...pageStory(
    { markup: [videoHero()], reducedMotion: true },
    {
      play: async ({ canvasElement }) => {
        await waitFor(() => expect(widgetIn(canvasElement)).toHaveAttribute('data-state', 'still'));
        await expect(toggleIn(canvasElement)).toHaveAttribute('hidden');
        // It never starts (a negative, so a fixed time: a playing video's currentTime moves
        // within a frame or two; 300 ms is ample).
        await new Promise((resolve) => setTimeout(resolve, 300));
        await expect(videoIn(canvasElement).paused).toBe(true);
        await expect(videoIn(canvasElement).currentTime).toBe(0);
      },
    },
  ),
};

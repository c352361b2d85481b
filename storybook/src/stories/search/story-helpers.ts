/** Small waits the search stories share: results on screen, the count saying something. */
import { expect, waitFor, within } from 'storybook/test';

export const cardsIn = (canvas: HTMLElement) =>
  canvas.querySelectorAll<HTMLElement>('.results__list .card');

export async function resultsShown(canvas: HTMLElement, count = 12): Promise<void> {
  await waitFor(() => expect(cardsIn(canvas)).toHaveLength(count));
}

export async function countSays(canvas: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(within(canvas).getByRole('status')).toHaveTextContent(text));
}

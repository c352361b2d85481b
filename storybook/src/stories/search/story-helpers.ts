/** Small waits the search stories share: results on screen, the count saying something. */
import { expect, waitFor } from 'storybook/test';

export const cardsIn = (canvas: HTMLElement) =>
  canvas.querySelectorAll<HTMLElement>('.results__list .card');

export async function resultsShown(canvas: HTMLElement, count = 12): Promise<void> {
  await waitFor(() => expect(cardsIn(canvas)).toHaveLength(count));
}

/**
 * The result count: its live region (`aria-live="polite"` in the page's heading, as the demo has
 * it), found by its class since the page has other polite regions once the autocomplete wakes.
 */
export function countIn(canvas: HTMLElement): HTMLElement {
  const count = canvas.querySelector<HTMLElement>('.sf-result-count[aria-live="polite"]');
  if (!count) throw new Error('No result count (.sf-result-count, aria-live=polite) in the story.');
  return count;
}

export async function countSays(canvas: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(countIn(canvas)).toHaveTextContent(text));
}

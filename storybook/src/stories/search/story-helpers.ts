/** Small waits the search stories share: results on screen, the count saying something. */
import { expect, waitFor, within } from 'storybook/test';

export const cardsIn = (canvas: HTMLElement) =>
  canvas.querySelectorAll<HTMLElement>('.results__list .card');

export async function resultsShown(canvas: HTMLElement, count = 12): Promise<void> {
  await waitFor(() => expect(cardsIn(canvas)).toHaveLength(count));
}

/**
 * The result count, asked for by its role: it is a live region (`role=status`), but not the
 * page's only one once the autocomplete has woken (its notice region is a `role=status` too),
 * so the role alone is ambiguous.
 */
export function countIn(canvas: HTMLElement): HTMLElement {
  const count = within(canvas)
    .getAllByRole('status')
    .find((region) => region.matches('.sf-result-count'));
  if (!count) throw new Error('No result count (.sf-result-count, role=status) in the story.');
  return count;
}

export async function countSays(canvas: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(countIn(canvas)).toHaveTextContent(text));
}

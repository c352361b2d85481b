/**
 * The title of the item a favourite toggle stands for, to describe the toggle by: a results page
 * has one "Add to favourites" per card, and a screen reader's list of buttons would not say which
 * is which. The first heading of the item's element (the card, or the detail page's item) is
 * referenced with `aria-describedby`; an id is given to it when it has none, and taken back.
 */
let generated = 0;

export interface ItemTitle {
  readonly id: string;
  /** Takes back the id this gave the heading, if it gave one. */
  release(): void;
}

export function itemTitleOf(element: HTMLElement): ItemTitle | null {
  const heading = element
    .closest('[data-id], [data-result-id]')
    ?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (!heading) return null;
  if (heading.id) return { id: heading.id, release: () => {} };
  generated += 1;
  const id = `sf-item-title-${generated}`;
  heading.id = id;
  return {
    id,
    release: () => {
      if (heading.id === id) heading.removeAttribute('id');
    },
  };
}

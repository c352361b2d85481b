/**
 * The counter's always-visible markup without React, exactly as FavouritesCounter renders it
 * (same elements, classes and attributes), so the stylesheet styles both alike and nothing moves
 * when the React island takes over:
 *
 *   <div class="sf-favourites-counter" data-count="2">
 *     <a class="sf-favourites-counter__link" href="…"><span class="…__count">2</span> <span class="…__label">favourites</span></a>
 *     <button type="button" class="sf-favourites-counter__toggle" aria-expanded="false">Show favourites</button>
 *   </div>
 *
 * Updated in place, so focus on the link or the button survives a change of the count. The
 * button's `aria-controls` comes with the panel it controls, which only the island renders.
 */
import { countParts } from '../widgets/count-parts.js';

const CLASS = 'sf-favourites-counter';

export interface CounterView {
  readonly count: number;
  /** `count_text`: "{count} favourite|{count} favourites". */
  readonly message: string;
  readonly locale: string;
  /** The link's target (counter-href.ts); null: the count is text. */
  readonly href: string | null;
  /** The toggle's text where a panel is possible; null: no toggle. */
  readonly toggleText: string | null;
}

/** Creates the counter's root, `div.sf-favourites-counter`, to render into. */
export function createCounterRoot(document: Document): HTMLDivElement {
  const root = document.createElement('div');
  root.className = CLASS;
  return root;
}

export function renderCounter(root: HTMLElement, view: CounterView): void {
  const document = root.ownerDocument;
  root.setAttribute('data-count', String(view.count));
  const tag = view.href === null ? 'span' : 'a';
  let link = root.querySelector<HTMLElement>(`:scope > .${CLASS}__link`);
  if (link?.localName !== tag) {
    const next = document.createElement(tag);
    next.className = `${CLASS}__link`;
    if (link) link.replaceWith(next);
    else root.prepend(next);
    link = next;
  }
  if (view.href !== null) {
    link.setAttribute('href', view.href);
    // SPEC 2.4: with nothing flagged the link is there but goes nowhere (see mount-counter.ts).
    if (view.count === 0) link.setAttribute('aria-disabled', 'true');
    else link.removeAttribute('aria-disabled');
  }
  link.replaceChildren(...countNodes(document, view));

  let toggle = root.querySelector<HTMLButtonElement>(`:scope > .${CLASS}__toggle`);
  if (view.toggleText === null) {
    toggle?.remove();
    return;
  }
  if (!toggle) {
    toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = `${CLASS}__toggle`;
    toggle.setAttribute('aria-expanded', 'false');
    link.after(toggle);
  }
  toggle.textContent = view.toggleText;
}

/** The number and the label in the message's order, a space between (as CountText renders). */
function countNodes(document: Document, view: CounterView): Node[] {
  const { number, label, labelFirst } = countParts(view.message, view.count, view.locale);
  const span = (part: string, text: string) => {
    const element = document.createElement('span');
    element.className = `${CLASS}__${part}`;
    element.textContent = text;
    return element;
  };
  const digits = span('count', number);
  const words = label ? [span('label', label)] : [];
  const space = document.createTextNode(' ');
  return labelFirst ? [...words, space, digits] : [digits, space, ...words];
}

import type { Directive } from './directive.js';

/** Events that wake an `interaction` widget: pointer, focus or key, on the element. */
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * `interaction`: on the first pointer, focus or key event on the element. That first
 * interaction is not lost: while the widget loads, a click on it is held back and replayed on
 * the same place once it is mounted (or on the server markup if it failed), and the focus is
 * restored. Places are found again by child-index path, as an island may replace the nodes.
 */
export const interaction: Directive = (element, _value, wake) => {
  const each = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type of INTERACTION_EVENTS) element[method](type, first, true);
  };
  function first(event: Event) {
    each('removeEventListener');
    let clicked: number[] | undefined;
    const hold = (click: Event) => {
      click.preventDefault();
      click.stopImmediatePropagation();
      clicked = pathTo(element, click.target as Node);
    };
    element.addEventListener('click', hold, true);
    const focused = event.type === 'focusin' ? pathTo(element, event.target as Node) : undefined;
    wake(() => {
      element.removeEventListener('click', hold, true);
      if (focused) nodeAt(element, focused)?.focus?.();
      if (clicked) nodeAt(element, clicked)?.click?.();
    });
  }
  each('addEventListener');
  return () => each('removeEventListener');
};

/** Child indexes from `root` down to `node`. */
function pathTo(root: Node, node: Node): number[] {
  const path: number[] = [];
  for (let current = node; current !== root && current.parentNode; current = current.parentNode) {
    path.unshift([...current.parentNode.childNodes].indexOf(current as ChildNode));
  }
  return path;
}

function nodeAt(root: Node, path: readonly number[]): HTMLElement | undefined {
  let node: Node | undefined = root;
  for (const index of path) node = node?.childNodes[index];
  return node as HTMLElement | undefined;
}

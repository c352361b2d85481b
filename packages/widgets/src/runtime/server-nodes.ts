/**
 * Server markup an island keeps on screen (until the first answer, or for good): React renders an
 * empty element for it and never renders into that element, and this ref puts the server's nodes
 * in once, so they stay exactly as the server made them.
 */
export const keepNodes = (nodes: readonly Node[]) => (target: Element | null) => {
  if (target && !target.hasChildNodes()) target.append(...nodes);
};

/**
 * An island's server markup as nodes to keep: its element's children without the JSON config
 * blocks (`<script type="application/json">`) the page may have put there.
 */
export const serverNodes = (element: Element): Node[] =>
  [...element.childNodes].filter(
    (node) => !(node instanceof HTMLScriptElement && node.type === 'application/json'),
  );

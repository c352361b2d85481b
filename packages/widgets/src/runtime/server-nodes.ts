/**
 * Server markup an island keeps on screen (until the first answer, or for good): React renders an
 * empty element for it and never renders into that element, and this ref puts the server's nodes
 * in once, so they stay exactly as the server made them.
 */
export const keepNodes = (nodes: readonly Node[]) => (target: Element | null) => {
  if (target && !target.hasChildNodes()) target.append(...nodes);
};

/**
 * Server nodes around the autocomplete input (the submit button, an icon) kept as the themer
 * wrote them: React renders an element of the same tag, and the server node's attributes and
 * children are copied into it once; React sets no props on it, so it never touches them again.
 */
import { createElement, type ReactNode, useCallback } from 'react';

const ELEMENT = 1;
const TEXT = 3;
const adopted = new WeakSet<Element>();

export function adoptNodes(nodes: readonly Node[], keyPrefix: string): ReactNode[] {
  return nodes.flatMap((node, index): ReactNode[] => {
    if (node.nodeType === TEXT) return [node.textContent ?? ''];
    if (node.nodeType !== ELEMENT) return [];
    // biome-ignore lint/suspicious/noArrayIndexKey: the server's nodes are fixed, never reordered.
    return [<Adopted key={`${keyPrefix}${index}`} node={node as Element} />];
  });
}

function Adopted({ node }: { node: Element }) {
  const ref = useCallback(
    (target: Element | null) => {
      if (!target || adopted.has(target)) return;
      adopted.add(target);
      for (const { name, value } of node.attributes) target.setAttribute(name, value);
      target.append(...[...node.childNodes].map((child) => child.cloneNode(true)));
    },
    [node],
  );
  return createElement(node.localName, { ref });
}

/**
 * Server nodes around the autocomplete input (the submit button, an icon) kept as the themer
 * wrote them: React renders an element of the same tag, and the server node's attributes and
 * children are copied into it once; React sets no props on it, so it never touches them again.
 */
import { createElement, type ReactNode } from 'react';

const ELEMENT = 1;
const TEXT = 3;

export function adoptNodes(nodes: readonly Node[], keyPrefix: string): ReactNode[] {
  return nodes.flatMap((node, index): ReactNode[] => {
    if (node.nodeType === TEXT) return [node.textContent ?? ''];
    if (node.nodeType !== ELEMENT) return [];
    const server = node as Element;
    // The element React made is still bare the first time only.
    const copy = (target: Element | null) => {
      if (!target || target.hasAttributes() || target.hasChildNodes()) return;
      for (const { name, value } of server.attributes) target.setAttribute(name, value);
      target.append(...[...server.childNodes].map((child) => child.cloneNode(true)));
    };
    // Keyed by position: the server's nodes are fixed, never reordered.
    return [createElement(server.localName, { key: `${keyPrefix}${index}`, ref: copy })];
  });
}

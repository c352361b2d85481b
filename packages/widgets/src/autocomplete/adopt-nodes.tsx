/**
 * Server nodes around the autocomplete input (the submit button, an icon) kept as the themer
 * wrote them: React renders an element of the same tag, and the server node's attributes and
 * children are copied into it once; React sets no props on it, so it never touches them again.
 * A server node that has the focus as React renders (a visitor who tabbed on to Search while the
 * code loaded) hands it to its copy: the swap would drop it to <body> (WCAG 2.4.3).
 */
import { createElement, type ReactNode } from 'react';

const ELEMENT = 1;
const TEXT = 3;

export function adoptNodes(nodes: readonly Node[], keyPrefix: string): ReactNode[] {
  return nodes.flatMap((node, index): ReactNode[] => {
    if (node.nodeType === TEXT) return [node.textContent ?? ''];
    if (node.nodeType !== ELEMENT) return [];
    const server = node as Element;
    const document = server.ownerDocument;
    const focused = document.activeElement === server;
    // The element React made is still bare the first time only.
    const copy = (target: Element | null) => {
      if (!target || target.hasAttributes() || target.hasChildNodes()) return;
      for (const { name, value } of server.attributes) target.setAttribute(name, value);
      target.append(...[...server.childNodes].map((child) => child.cloneNode(true)));
      // Ref callbacks run after the commit's removals: the server node has gone by now.
      if (focused && (document.activeElement ?? document.body) === document.body)
        (target as HTMLElement).focus();
    };
    // Keyed by position: the server's nodes are fixed, never reordered.
    return [createElement(server.localName, { key: `${keyPrefix}${index}`, ref: copy })];
  });
}

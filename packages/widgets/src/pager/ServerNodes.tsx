/**
 * The server's markup of an island, kept on screen until the first answer arrives: React empties
 * the element on its first commit, so the nodes read before it are put back, unchanged.
 */
import { useState } from 'react';

/** The element's children as the server rendered them (JSON config blocks left out). */
export function useServerNodes(element: HTMLElement): readonly Node[] {
  const [nodes] = useState(() =>
    [...element.childNodes].filter((node) => !(node instanceof HTMLScriptElement)),
  );
  return nodes;
}

export function ServerNodes({ nodes }: { nodes: readonly Node[] }) {
  return (
    <div
      className="sf-server"
      style={{ display: 'contents' }}
      ref={(node) => {
        if (node && !node.hasChildNodes()) node.append(...nodes);
      }}
    />
  );
}

/**
 * One result: a list item React owns, whose content is the server's node for this document (the
 * adopted first page), the sanitized item HTML, or the filled template. React never renders the
 * content itself, so the themer's markup is exactly what the page shows.
 */
import { createElement, useLayoutEffect, useRef } from 'react';

interface ResultItemProps {
  readonly tag: 'li' | 'div';
  readonly className: string;
  readonly id: string;
  /** The node to show; the same node means the same content, and no DOM change. */
  readonly content: Node | null;
  readonly onFilled: (item: HTMLElement) => void;
  /** Set on the last shown item, for progressive reveal. */
  readonly lastRef?: ((node: HTMLElement | null) => void) | undefined;
}

export function ResultItem({ tag, className, id, content, onFilled, lastRef }: ResultItemProps) {
  const item = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const node = item.current;
    if (!node || !content) return;
    if (node.firstChild !== content || node.childNodes.length !== 1) node.replaceChildren(content);
    onFilled(node);
  }, [content, onFilled]);
  return createElement(tag, {
    className: className || undefined,
    'data-result-id': id,
    ref: (node: HTMLElement | null) => {
      item.current = node;
      lastRef?.(node);
    },
  });
}

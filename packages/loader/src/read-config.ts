import { CONFIG } from './attributes.js';

/**
 * The element's JSON config: `data-widget-config`, or a child
 * `<script type="application/json">` when it is large. Absent means `{}`; invalid JSON throws.
 */
export function readConfig(element: HTMLElement): unknown {
  const inline = element.getAttribute(CONFIG);
  const block =
    inline === null ? element.querySelector(':scope > script[type="application/json"]') : null;
  const text = inline ?? block?.textContent ?? '';
  if (!text.trim()) return {};
  return JSON.parse(text);
}

/**
 * The theming story's canvas: the widgets as the page has them, and beside them the class names
 * and state attribute values found on them right now, updated as the widgets change (click a
 * facet, open the panel: new states appear).
 */
import { useEffect, useRef, useState } from 'react';
import { WidgetCanvas } from '../harness/WidgetCanvas.js';
import type { WidgetPage } from '../harness/widget-page.js';
import { hooksIn, type ThemeHook } from './hooks-in.js';

export function ThemeHooks({ page }: { readonly page: WidgetPage }) {
  const frame = useRef<HTMLDivElement>(null);
  const [hooks, setHooks] = useState<ThemeHook[]>([]);

  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Batched: a search changes hundreds of nodes at once.
    const read = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setHooks(hooksIn(root)), 100);
    };
    const observer = new MutationObserver(read);
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    read();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  return (
    <div className="sb-theming">
      <div ref={frame} className="sb-theming__widgets">
        <WidgetCanvas page={page} />
      </div>
      {/* It scrolls on its own: focusable, so keyboards can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1). */}
      <section className="sb-theming__hooks" aria-labelledby="sb-theming-heading" tabIndex={0}>
        <h2 id="sb-theming-heading">What a theme can target here</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Selector</th>
              <th scope="col">States seen</th>
            </tr>
          </thead>
          <tbody>
            {hooks.map(({ selector, states }) => (
              <tr key={selector}>
                <td>
                  <code>{selector}</code>
                </td>
                <td>
                  {[...states].map(([name, values]) => (
                    <div key={name}>
                      <code>{`[${name}]`}</code>{' '}
                      {[...values].map((value) => `"${value}"`).join(', ')}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

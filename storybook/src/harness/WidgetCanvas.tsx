/**
 * The story canvas: an element React owns but never renders into, so the page's markup and the
 * widgets the loader mounts in it are left alone by Storybook's React root.
 */
import { useLayoutEffect, useRef } from 'react';
import { type MountedPage, mountPage } from './mount-page.js';
import type { WidgetPage } from './widget-page.js';

const mounted = new WeakMap<Element, MountedPage>();

/** The page mounted in a story's canvas, for play functions that look at its requests. */
export function mountedPageIn(canvas: Element): MountedPage {
  const host = canvas.querySelector('.sb-page');
  const page = host && mounted.get(host);
  if (!page) throw new Error('No Stayfront page is mounted in this canvas.');
  return page;
}

export function WidgetCanvas({ page }: { readonly page: WidgetPage }) {
  const host = useRef<HTMLDivElement>(null);
  // A layout effect: the widgets wake before the first paint, and are torn down before React
  // takes the element out of the page.
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const mountedPage = mountPage(element, page);
    mounted.set(element, mountedPage);
    return () => {
      mounted.delete(element);
      mountedPage.unmount();
    };
  }, [page]);
  return <div ref={host} className="sb-page" />;
}

/**
 * How a result click can wait for analytics before the browser leaves the page (SPEC 9.5: the
 * product click is sent first, with a 2,000 ms fallback). An analytics adapter registers a hook
 * for a search instance; the results widget asks it, on a plain click of a result link, whether it
 * takes over the navigation.
 */
import type { SearchInstance, SolrDoc } from '@stayfront/search-core';

/** Returns true when it will navigate to `href` itself (the click's default is then prevented). */
export type NavigationHook = (doc: SolrDoc, href: string) => boolean;

const hooks = new WeakMap<SearchInstance, NavigationHook>();

export function setNavigationHook(search: SearchInstance, hook: NavigationHook | null): void {
  if (hook) hooks.set(search, hook);
  else hooks.delete(search);
}

export function navigationHook(search: SearchInstance): NavigationHook | undefined {
  return hooks.get(search);
}

/** A click that opens a link in this tab: no modifier keys, the main button, no target. */
export function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

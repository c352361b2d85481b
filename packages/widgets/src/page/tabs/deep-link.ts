/**
 * The tabs' deep-link snippet: a tiny inline script for the <head> of a page with tabs (built as
 * `dist/classic/tabs-deep-link.js`, see README). Until the tabs wake, every panel shows, one after
 * another (the page without JavaScript); a deep link (`/rentals/<slug>#location`) scrolls to its
 * panel among the others, and waking hides them and pulls what follows into view (layout shift
 * 0.18-0.52 on the demo's rental page). CSS `:target` cannot help: Chromium marks the target only
 * once the document is parsed, after the deferred loader has run. So from the first paint the
 * snippet shows, in each tabs widget not yet woken, only the panel the hash names or holds (a
 * heading inside it: `#location-heading`), the one the woken tabs select (`hashId` is their reading
 * of the hash too).
 *
 * One stylesheet rule, added before the body is parsed, so it needs no element to exist yet. The
 * loader's `data-widget-state` (`ready`, or `error`: every panel again) ends it, and so does the
 * tabs' `data-tabs-woken` (`WOKEN`), set as they mount and kept after their cleanup: the loader
 * removes its state when it tears the widget down (`Stayfront.unmount`), and without the mark the
 * rule would hide the other panels again with no tab working. A `hashchange` (a tab link followed
 * while the loader never arrives) removes it. Panels must be `<section>`s
 * directly inside the widget. The rule is for the screen: printed, the page has every panel. Runs
 * before anything else on the page: no imports, no console output, never throws; the hash is
 * untrusted and only ever reaches CSS as an escaped identifier.
 */

/**
 * The id a location hash (`#caf%C3%A9`) names, as the browser finds its target: percent-decoded
 * (`café`), or as written when it does not decode (`#100%`). Empty for no hash.
 */
export function hashId(hash: string): string {
  const id = hash.slice(1);
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** Set on a tabs element as it mounts and left there: the rule below never applies to it again. */
export const WOKEN = 'data-tabs-woken';

/**
 * The rule hiding, in each tabs widget never woken and not failed, every panel but the one
 * that is or holds the element `id`; empty without an id. Widgets without such a panel (the hash
 * names something else, their nav, or nothing) are left alone. happy-dom cannot evaluate it (it
 * reads no `:has()` list, and nothing after a descendant combinator in `:has()`): what it shows is
 * tested in Chromium (examples/cms-host rental-shift e2e).
 */
export function tabTargetRule(id: string): string {
  const target = `#${CSS.escape(id)}`;
  return (
    id &&
    `[data-widget=tabs]:not([data-widget-state=ready],[data-widget-state=error],[${WOKEN}]):has(>section${target},>section ${target})>section:not(${target},:has(${target})){display:none}`
  );
}

/** Adds the rule for this page's hash to <head>, until the first `hashchange`. Never throws. */
export function showTabTarget(): void {
  try {
    const rule = tabTargetRule(hashId(location.hash));
    if (rule) {
      const style = document.createElement('style');
      // On screen only: a page printed before the tabs wake (or without them) has every panel.
      style.media = 'screen';
      style.textContent = rule;
      document.head.append(style);
      // Not `once`: removing it again is a no-op, and the option costs bytes on every page.
      addEventListener('hashchange', () => style.remove());
    }
  } catch {
    // A browser without CSS.escape or :has() keeps every panel until the tabs wake, as before.
  }
}

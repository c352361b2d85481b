/*
 * The demo's Trusted Types default policy (TRUSTED_TYPES=1; packages/loader/README.md, "Under a
 * strict Content-Security-Policy"). Leaflet (its controls, the info window's close button, a
 * feature test as it loads) and flatpickr (its month arrows and weekday names) write HTML strings
 * with innerHTML themselves; under `require-trusted-types-for 'script'` only a default policy can
 * let those through. This one passes every such string through DOMPurify (loaded just before,
 * with its own policy named dompurify#site), so what reaches the page has no script in it. It
 * creates no script and no script URL: those stay refused.
 */
if (window.trustedTypes && window.DOMPurify) {
  window.trustedTypes.createPolicy('default', {
    createHTML: (html) => window.DOMPurify.sanitize(html),
  });
}

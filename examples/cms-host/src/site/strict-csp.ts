/**
 * The demo as an enterprise CMS serves it: a strict Content-Security-Policy on every page (opt-in,
 * `createServer({ strictCsp: true })`, `STRICT_CSP=1`; Trusted Types too with `trustedTypes`). No 'unsafe-inline' anywhere and no
 * 'unsafe-eval': the page's own inline scripts (the hash-pending and tabs snippets, the search
 * view switch) carry a per-response nonce, as a CMS's CSP module adds to the scripts it prints;
 * Stayfront's files come from this site ('self'); its styles are all in stylesheets it links or
 * adopts (constructed stylesheets, which CSP does not govern). Images may come from https: (map
 * tiles a site configures), frames from https: (the video tour).
 */
import { randomBytes } from 'node:crypto';

/**
 * Trusted Types on top (opt-in, `createServer({ trustedTypes: true })`, `TRUSTED_TYPES=1`): every
 * HTML, script and script-URL sink refuses a plain string. The policies the page may create:
 * Stayfront's own (`stayfront`: a toast's escaped text, a captcha's script URL), DOMPurify's in
 * Stayfront's chunks (`dompurify`: it parses the untrusted HTML it sanitizes), and the site's
 * default policy (public/trusted-types-default.js) with its own DOMPurify's (`dompurify#site`),
 * for what Leaflet and flatpickr write with innerHTML themselves.
 */
export const TRUSTED_TYPES_DIRECTIVES = [
  "require-trusted-types-for 'script'",
  'trusted-types stayfront dompurify dompurify#site default',
];

/** Where the page loads DOMPurify and the default policy: before loader.js, both deferred. */
export const TRUSTED_TYPES_SCRIPTS =
  '<script src="/vendor/purify.min.js" data-tt-policy-suffix="site" defer></script>\n' +
  '  <script src="/assets/trusted-types-default.js" defer></script>\n  ';

export function strictCspHeader(nonce: string, trustedTypes = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // The nonce for browsers without constructable stylesheets (Safari before 16.4): there the
    // stylesheets Stayfront adopts come as <style> elements carrying the scripts' nonce
    // (adoptStyleSheet, @stayfront/loader), as the loader README asks of a site.
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "connect-src 'self'",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    ...(trustedTypes ? TRUSTED_TYPES_DIRECTIVES : []),
  ].join('; ');
}

/**
 * A page with its nonce on every `<script>` element (data blocks included: harmless), and its
 * policy; with Trusted Types, DOMPurify and the default policy before loader.js.
 */
export function withScriptNonce(
  page: string,
  trustedTypes = false,
): { html: string; policy: string } {
  const nonce = randomBytes(16).toString('base64');
  const html = trustedTypes
    ? page.replace('<script src="/stayfront/loader.js"', `${TRUSTED_TYPES_SCRIPTS}$&`)
    : page;
  return {
    html: html.replace(/<script\b/g, `<script nonce="${nonce}"`),
    policy: strictCspHeader(nonce, trustedTypes),
  };
}

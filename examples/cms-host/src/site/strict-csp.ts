/**
 * The demo as an enterprise CMS serves it: a strict Content-Security-Policy on every page (opt-in,
 * `createServer({ strictCsp: true })`, `STRICT_CSP=1`). No 'unsafe-inline' anywhere and no
 * 'unsafe-eval': the page's own inline scripts (the hash-pending and tabs snippets, the search
 * view switch) carry a per-response nonce, as a CMS's CSP module adds to the scripts it prints;
 * Stayfront's files come from this site ('self'); its styles are all in stylesheets it links or
 * adopts (constructed stylesheets, which CSP does not govern). Images may come from https: (map
 * tiles a site configures), frames from https: (the video tour).
 */
import { randomBytes } from 'node:crypto';

export function strictCspHeader(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** A page with its nonce on every `<script>` element (data blocks included: harmless), and its policy. */
export function withScriptNonce(html: string): { html: string; policy: string } {
  const nonce = randomBytes(16).toString('base64');
  return {
    html: html.replace(/<script\b/g, `<script nonce="${nonce}"`),
    policy: strictCspHeader(nonce),
  };
}

import { describe, expect, it } from 'vitest';
import { withScriptNonce } from '../src/site/strict-csp.js';

const PAGE = `<head><script src="/stayfront/loader.js" defer></script></head><body></body>`;

describe('the demo’s strict policy', () => {
  it('with Trusted Types: the directives, and DOMPurify and the default policy before loader.js', () => {
    const { html, policy } = withScriptNonce(PAGE, true);
    expect(policy).toContain(
      "require-trusted-types-for 'script'; trusted-types stayfront dompurify dompurify#site default",
    );
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const sources = [...html.matchAll(/<script nonce="([^"]+)" src="([^"]+)"/g)];
    expect(sources.map(([, used, src]) => [used === nonce, src])).toEqual([
      [true, '/vendor/purify.min.js'],
      [true, '/assets/trusted-types-default.js'],
      [true, '/stayfront/loader.js'],
    ]);
  });

  it('without: no Trusted Types, the page’s scripts as they were', () => {
    const { html, policy } = withScriptNonce(PAGE);
    expect(policy).not.toContain('trusted-types');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

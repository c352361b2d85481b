import { describe, expect, it } from 'vitest';
import { isSolrErrorBody, looksLikeHtml } from './error-flags.js';

describe('isSolrErrorBody', () => {
  it('is true for an error object or a non-zero header status, whatever else the body holds', () => {
    expect(isSolrErrorBody({ error: { msg: 'undefined field foo', code: 400 } })).toBe(true);
    expect(isSolrErrorBody({ responseHeader: { status: 500 } })).toBe(true);
    expect(isSolrErrorBody({ responseHeader: { status: '400' }, response: { docs: [] } })).toBe(
      true,
    );
  });

  it('is false for results, and for what is not an object', () => {
    expect(isSolrErrorBody({ responseHeader: { status: 0 }, response: { docs: [] } })).toBe(false);
    expect(isSolrErrorBody({ response: { numFound: 0 } })).toBe(false);
    for (const body of [null, undefined, 0, 'error', [], true])
      expect(isSolrErrorBody(body)).toBe(false);
  });
});

describe('looksLikeHtml', () => {
  it('sees markup after leading white space only', () => {
    expect(looksLikeHtml('\n <html>')).toBe(true);
    expect(looksLikeHtml('{"a":"<b>"}')).toBe(false);
  });
});

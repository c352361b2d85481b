import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readHtmlError, readJsonError } from './error-body.js';
import { looksLikeHtml } from './error-flags.js';
import { parseJsonLossless } from './lossless-json.js';

const FIXTURES = new URL('../../test/fixtures/solr/', import.meta.url);
const readFixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');

const SOLR9_400 = 'solr9-error-400-metadata-error-class.ocrhighlighting-issue396.fragment.json';
const SOLR9_404 = 'solr9-error-404-schema-api-no-such-path.solr-for-newbies.fragment.json';
const RSOLR_400 = 'solr-2015-error-400-undefined-field-no-metadata.wt-ruby.rsolr-issue115.json';
const HTML_400 =
  'solr-2012-jetty7-error-400-undefined-field-html-body-despite-wt-json.node-solr-client.html';
const ERROR_FIXTURES = new Set([SOLR9_400, SOLR9_404, RSOLR_400]);

describe('readJsonError', () => {
  it('reads the Solr 9 error with metadata, including the error class', () => {
    expect(readJsonError(parseJsonLossless(readFixture(SOLR9_400)), 400)).toEqual({
      status: 400,
      message: 'undefined field null',
      errorClass: 'org.apache.solr.common.SolrException',
    });
  });

  it('reads the 404 of the Schema API', () => {
    expect(readJsonError(parseJsonLossless(readFixture(SOLR9_404)), 404)).toEqual({
      status: 404,
      message: 'No such path /schema/fields/title_txt_en',
      errorClass: 'org.apache.solr.common.SolrException',
    });
  });

  it('reads an error without metadata (rsolr, 2015)', () => {
    const info = readJsonError(parseJsonLossless(readFixture(RSOLR_400)), 400);
    expect(info).toEqual({ status: 400, message: 'undefined field text' });
    expect(info && 'errorClass' in info).toBe(false);
  });

  it('prefers the code in the body over the HTTP status', () => {
    expect(readJsonError(parseJsonLossless(readFixture(SOLR9_404)), 400)?.status).toBe(404);
  });

  it('falls back to the header status, the trace and the HTTP status', () => {
    expect(readJsonError({ responseHeader: { status: 500 } }, 502)).toEqual({
      status: 500,
      message: 'Solr error',
    });
    expect(
      readJsonError({ error: { trace: 'java.lang.NullPointerException\n\tat org.apache' } }, 500),
    ).toEqual({ status: 500, message: 'java.lang.NullPointerException' });
    expect(readJsonError({ error: { msg: 'boom', code: 'x' } }, 503)).toEqual({
      status: 503,
      message: 'boom',
    });
  });

  it.each(
    readdirSync(FIXTURES).filter((name) => name.endsWith('.json') && !ERROR_FIXTURES.has(name)),
  )('finds no error in %s', (name) => {
    expect(readJsonError(parseJsonLossless(readFixture(name)), 200)).toBeNull();
  });

  it('finds no error in non-objects', () => {
    for (const body of [null, undefined, 'error', 400, [], true]) {
      expect(readJsonError(body, 400)).toBeNull();
    }
  });
});

describe('readHtmlError', () => {
  const html = readFixture(HTML_400);

  it('reads the reason of the Jetty 7 error page without markup', () => {
    const info = readHtmlError(html, 400);
    expect(info).toEqual({ status: 400, message: 'undefined field titl' });
    expect(info.message).not.toMatch(/[<>]/);
  });

  it('reads the status from the title when the HTTP status is unknown', () => {
    expect(readHtmlError(html, 0)).toEqual({ status: 400, message: 'undefined field titl' });
  });

  it('falls back to the title, stripping tags and decoding entities', () => {
    expect(
      readHtmlError(
        '<html><head><title>Apache Tomcat/7.0.52 - Error report</title></head><body></body></html>',
        500,
      ),
    ).toEqual({ status: 500, message: 'Apache Tomcat/7.0.52 - Error report' });
    expect(
      readHtmlError('<pre>  field <b>x</b> &quot;a&quot; &amp;lt; &#39;b&#39;\n\n end </pre>', 400),
    ).toEqual({ status: 400, message: 'field x "a" &lt; \'b\' end' });
    expect(readHtmlError('<html><body>nothing</body></html>', 502)).toEqual({
      status: 502,
      message: 'Unreadable error page',
    });
  });

  it('caps the message at 500 characters', () => {
    expect(readHtmlError(`<pre>${'x'.repeat(2000)}</pre>`, 500).message).toHaveLength(500);
  });
});

describe('looksLikeHtml', () => {
  it('tells the HTML page from JSON bodies', () => {
    expect(looksLikeHtml(readFixture(HTML_400))).toBe(true);
    expect(looksLikeHtml('\n  <!DOCTYPE html>')).toBe(true);
    expect(looksLikeHtml(readFixture(SOLR9_400))).toBe(false);
    expect(looksLikeHtml(readFixture(RSOLR_400))).toBe(false);
    expect(looksLikeHtml('')).toBe(false);
  });
});

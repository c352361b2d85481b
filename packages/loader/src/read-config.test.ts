import { afterEach, describe, expect, it } from 'vitest';
import { readBlock } from './read-block.js';
import { readConfig } from './read-config.js';
import { $, page } from './test-support/dom.js';

afterEach(() => {
  document.body.replaceChildren();
});

describe('readConfig', () => {
  it('parses data-widget-config', () => {
    page(
      `<div data-widget="facet" data-widget-config='{"field":"sm_amenities","label":"Amenities"}'></div>`,
    );

    expect(readConfig($('div'))).toEqual({ field: 'sm_amenities', label: 'Amenities' });
  });

  it('parses a child <script type="application/json"> when there is no attribute', () => {
    page(`<div data-widget="results"><script type="application/json">
      {"rows": 20, "fields": ["title", "url"]}
    </script><ol><li>first page</li></ol></div>`);

    expect(readConfig($('div'))).toEqual({ rows: 20, fields: ['title', 'url'] });
  });

  it('prefers the attribute over a child script', () => {
    page(
      `<div data-widget-config='{"from":"attribute"}'><script type="application/json">{"from":"script"}</script></div>`,
    );

    expect(readConfig($('div'))).toEqual({ from: 'attribute' });
  });

  it('ignores scripts of nested elements and scripts of other types', () => {
    page(`<div id="w">
      <script type="text/javascript">var x = 1;</script>
      <section><script type="application/json">{"nested":true}</script></section>
    </div>`);

    expect(readConfig($('#w'))).toEqual({});
  });

  it('is {} without config, or with an empty one', () => {
    page(`
      <div id="none"></div>
      <div id="blank" data-widget-config="  "></div>
      <div id="empty-script"><script type="application/json">
      </script></div>`);

    expect(readConfig($('#none'))).toEqual({});
    expect(readConfig($('#blank'))).toEqual({});
    expect(readConfig($('#empty-script'))).toEqual({});
  });

  it('throws a SyntaxError on invalid JSON', () => {
    page(`
      <div id="attr" data-widget-config="{field: 'x'}"></div>
      <div id="script"><script type="application/json">{"a":</script></div>`);

    expect(() => readConfig($('#attr'))).toThrow(SyntaxError);
    expect(() => readConfig($('#script'))).toThrow(SyntaxError);
  });

  it('keeps any JSON value, not only objects', () => {
    page(
      `<div id="list" data-widget-config='[1,2]'></div><div id="text" data-widget-config='"x"'></div>`,
    );

    expect(readConfig($('#list'))).toEqual([1, 2]);
    expect(readConfig($('#text'))).toBe('x');
  });
});

describe('readBlock', () => {
  it('reads the named page-level block', () => {
    page(`
      <script type="application/json" data-search-config="other">{"solr":{"url":"/other"}}</script>
      <script type="application/json" data-search-config="main">{"solr":{"url":"/search/proxy"}}</script>`);

    expect(readBlock(document, 'search', 'main')).toEqual({ solr: { url: '/search/proxy' } });
    expect(readBlock(document, 'search', 'other')).toEqual({ solr: { url: '/other' } });
  });

  it('names the missing block in its error', () => {
    page('<script type="application/json" data-search-config="main">{}</script>');

    expect(() => readBlock(document, 'search', 'missing')).toThrow(
      'No <script type="application/json" data-search-config="missing"> on the page.',
    );
  });

  it('throws on invalid JSON, naming the block', () => {
    // A trailing comma, the commonest slip in hand-written JSON.
    page(
      '<script type="application/json" data-search-config="main">{"solr":{"url":"/p",}}</script>',
    );

    expect(() => readBlock(document, 'search', 'main')).toThrow(
      /^<script type="application\/json" data-search-config="main">: SyntaxError: .+/,
    );
  });
});

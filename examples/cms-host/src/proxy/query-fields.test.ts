import { describe, expect, it } from 'vitest';
import { queryFieldNames } from './query-fields.js';

describe('queryFieldNames', () => {
  it.each([
    ['*:*', ['*']],
    ['ss_town:Fowey', ['ss_town']],
    ['ss_town:"St Ives" AND its_bedrooms:[2 TO *]', ['ss_town', 'its_bedrooms']],
    ['id:("a" OR "b")', ['id']],
    ['(a:x OR (b:y)) -c:z +d:w !e:v', ['a', 'b', 'c', 'd', 'e']],
    // Escapes are dropped from the name, as Solr's parser drops them.
    ['ss\\_secret:x', ['ss_secret']],
    ['secret\\ field:x', ['secret field']],
    // \uXXXX is one character to Solr (QueryParserBase.discardEscapeChar), in field names too.
    ['\\u0073ecret:x', ['secret']],
    ['ss\\u005Ftown:x OR \\u0073\\u0065cret:y', ['ss_town', 'secret']],
    // A space before the colon still makes a field clause.
    ['secret : x', ['secret']],
    // Lucene's whitespace only (QueryParser.jj's _WHITESPACE): a no-break space is a term
    // character, so Solr reads one field here, named with it; an ideographic space separates.
    ['a\u00A0secret:x', ['a\u00A0secret']],
    ['a\u3000secret\u3000:x', ['secret']],
    ['wi-fi:x', ['wi-fi']],
    ['sec*ret:x', ['sec*ret']],
    ['a&&secret:x', ['a&&secret']],
    ['tm_title:sea^2 secret:x~1', ['tm_title', 'secret']],
    ['ts:{* TO 5] secret:1', ['ts', 'secret']],
  ])('%s names %j', (body, fields) => {
    expect(queryFieldNames(body)).toEqual(fields);
  });

  it.each([
    'sea view',
    // search-core's escaped words and phrases: colons inside them are text.
    'ss_town\\:Fowey',
    '"secret:x"',
    '"a \\" secret:x"',
    // Range bounds hold colons (dates) without naming fields.
    '[2020-01-01T00:00:00Z TO *]',
    '["a:b" TO "c]d"]',
    'x\\',
  ])('%s names none', (body) => {
    expect(queryFieldNames(body).filter((field) => field !== '*')).toEqual([]);
  });
});

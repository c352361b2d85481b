import { describe, expect, it } from 'vitest';
import { isFieldName } from './field-name.js';

describe('isFieldName', () => {
  it('accepts Solr field names', () => {
    for (const name of ['id', 'ss_type', '_x', 'fts_price', 'A1', 'x'.repeat(128)]) {
      expect(isFieldName(name), name).toBe(true);
    }
  });

  it('rejects anything else', () => {
    for (const name of ['', '1a', 'a b', 'a:b', 'a-b', 'a.b', '*', 'é', 'x'.repeat(129), 'a\n']) {
      expect(isFieldName(name), name).toBe(false);
    }
    for (const value of [null, undefined, 3, {}, ['id']]) expect(isFieldName(value)).toBe(false);
  });

  it("rejects Solr's magic fields, which nest a query parser or a function query", () => {
    // `_query_:"{!join …}…"` and `_val_:"…"` are parsed as queries, not values, by Solr.
    expect(isFieldName('_query_')).toBe(false);
    expect(isFieldName('_val_')).toBe(false);
  });

  it('rejects Object.prototype names, which field-keyed records would misread', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(isFieldName(name), name).toBe(false);
    }
  });
});

/**
 * The head snippet (@stayfront/loader hash-pending.ts) must see search state wherever search-core
 * reads some (SPEC 2.1): a miss would show the server's page as current, which is the bug it
 * exists for. Checked here, the one package that depends on both.
 */
import { hasHashState, readHashPendingOptions } from '@stayfront/loader';
import {
  DEFAULT_EXPOSED_PARAMS,
  decodeHash,
  EMPTY_QUERY,
  type ExposedParam,
  queriesEqual,
} from '@stayfront/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const PARAMS: ExposedParam[] = ['q', 'fq', 'sort', 'start', 'rows'];
const name = fc.oneof(
  fc.constantFrom(...PARAMS, 'main.fq', 'main.q', 'main.rows', 'f%71', '%66q', 'FQ', 'fq+'),
  fc.constantFrom('', '%', '%E0', 'x', 'main', '__proto__', 'main.', '?fq', '#q'),
  fc.string({ maxLength: 6 }),
);
const value = fc.oneof(
  fc.constantFrom('bs_pets:true', 'ss_town:%22Fowey%22', 'fts_price+asc', '12', '0', '*:*'),
  fc.constantFrom(
    'id:(a OR b)',
    '%E0',
    '+',
    '%20',
    '',
    '-1',
    '99999999999',
    'fts_price:[10 TO 20]',
  ),
  fc.string({ maxLength: 12 }),
);
const part = fc.oneof(
  fc.tuple(name, value).map(([n, v]) => `${n}=${v}`),
  name,
  fc.string({ maxLength: 8 }),
);
const hash = fc.array(part, { maxLength: 5 }).map((parts) => `#${parts.join('&')}`);

describe('the hash-pending snippet against search-core’s hash codec', () => {
  it('marks every hash search-core reads state from (no false negatives)', () => {
    fc.assert(
      fc.property(
        hash,
        fc.subarray(PARAMS),
        fc.constantFrom('', 'main.'),
        (hash, exposed, prefix) => {
          const query = decodeHash(hash, {
            exposed,
            maxRows: 48,
            prefix,
            operatorOf: () => 'OR',
          });
          if (!queriesEqual(query, EMPTY_QUERY))
            expect(hasHashState(hash, { prefix, exposed, timeout: 1 })).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('defaults to search-core’s exposed parameters when the snippet is given none', () => {
    // The snippet cannot import search-core (it runs before anything): its copy must match.
    expect(readHashPendingOptions(null).exposed).toEqual([...DEFAULT_EXPOSED_PARAMS]);
  });

  it('does not mark the hashes search-core ignores that a page commonly has', () => {
    for (const hash of ['', '#', '#main', '#results-heading', '#rows=24'])
      expect(hasHashState(hash, { prefix: '', exposed: DEFAULT_EXPOSED_PARAMS, timeout: 1 })).toBe(
        false,
      );
  });
});

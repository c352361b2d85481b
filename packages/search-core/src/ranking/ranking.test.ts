import { describe, expect, it } from 'vitest';
import { applyRanking, TIE_BREAK_MAX, TIE_BREAK_MIN, UNRANKED_POSITION } from './ranking.js';

const FIELD = 'ss_vrfusion_site_property_code';
const doc = (id: string, code?: string) => (code === undefined ? { id } : { id, [FIELD]: code });

describe('applyRanking: the constants of SPEC 7.5 and 9.2', () => {
  it('sorts the unranked at 9999 and draws tie-breaks from 1 to 9998', () => {
    expect([UNRANKED_POSITION, TIE_BREAK_MIN, TIE_BREAK_MAX]).toEqual([9999, 1, 9998]);
    for (const [random, expected] of [
      [0, 1],
      [0.5, 5000],
      [1 - Number.EPSILON, 9998],
    ] as const) {
      const tieBreaks = new Map<string, number>();
      applyRanking([doc('a'), doc('b', 'P1')], ['P1'], FIELD, () => random, tieBreaks);
      expect([...tieBreaks.values()]).toEqual([expected, expected]);
    }
  });

  it('puts every ranked result before the unranked, even past the 9,999th entity', () => {
    const ranked = Array.from({ length: 10_001 }, (_, index) => `P${index}`);
    // The unranked drew the lowest tie-break, the far-ranked one the highest: position still wins.
    const draws = [0, 1 - Number.EPSILON, 0.5];
    let draw = 0;
    const random = () => draws[draw++ % draws.length] as number;
    const order = applyRanking(
      [doc('unranked'), doc('far', 'P10000'), doc('first', 'P0')],
      ranked,
      FIELD,
      random,
    ).map((result) => result.id);
    expect(order).toEqual(['first', 'far', 'unranked']);
  });

  it('breaks ties among the unranked by the random draw, not the engine order', () => {
    // One draw per document, in the engine's order: a 0.9, b 0.1, c 0.5.
    const draws = [0.9, 0.1, 0.5];
    let draw = 0;
    const order = applyRanking([doc('a'), doc('b'), doc('c')], [], FIELD, () => draws[draw++] ?? 0);
    expect(order.map((result) => result.id)).toEqual(['b', 'c', 'a']);
  });
});

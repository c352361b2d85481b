import { describe, expect, it } from 'vitest';
import { shortfall } from './focus-pan.js';

const box = (left: number, top: number, right: number, bottom: number) => ({
  left,
  top,
  right,
  bottom,
});
/** A 400 × 300 map with the zoom buttons (top left) and an attribution (bottom right). */
const MAP = box(0, 0, 400, 300);
const ZOOM = box(10, 10, 44, 74);
const ATTRIBUTION = box(250, 284, 400, 300);

describe('shortfall: how far a focused icon pans', () => {
  it('is nothing for an icon with room for its ring, clear of the controls', () => {
    expect(shortfall(box(200, 100, 225, 141), MAP, [ZOOM, ATTRIBUTION])).toEqual([0, 0]);
  });

  it('brings an icon at an edge in with 6 px for its ring', () => {
    expect(shortfall(box(-10, 100, 15, 141), MAP)).toEqual([-16, 0]);
    expect(shortfall(box(390, 100, 415, 141), MAP)).toEqual([21, 0]);
    expect(shortfall(box(200, -20, 225, 21), MAP)).toEqual([0, -26]);
  });

  it('clears a control that covers the ring, the shorter way towards the middle', () => {
    // Under the zoom buttons' right edge: 4 px more to the right beats 50 px down.
    expect(shortfall(box(30, 30, 55, 71), MAP, [ZOOM])).toEqual([-20, 0]);
    // Just under their bottom edge: down is shorter.
    expect(shortfall(box(20, 70, 45, 111), MAP, [ZOOM])).toEqual([0, -10]);
    // Under the attribution (bottom right): up.
    expect(shortfall(box(300, 270, 325, 290), MAP, [ATTRIBUTION])).toEqual([0, 12]);
  });

  it('clears a second control the first move brought the ring under', () => {
    // Zoom buttons with a pan key beside them, level: 20 px right, off the zoom buttons, lands
    // under the key; then 26 px down clears it (the ring's left edge now on the zoom's right).
    const key = box(48, 10, 78, 40);
    expect(shortfall(box(30, 20, 45, 40), MAP, [ZOOM, key])).toEqual([-20, -26]);
  });

  it('moves nothing for a ring that only touches a control', () => {
    expect(shortfall(box(50, 20, 75, 61), MAP, [ZOOM])).toEqual([0, 0]);
  });
});

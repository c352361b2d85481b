import { describe, expect, it } from 'vitest';
import {
  CLUSTER_GRID_PX,
  CLUSTER_ICON_SIZES,
  CLUSTER_MIN_SIZE,
  clusterIconSize,
} from './cluster-icon.js';

describe('clusterIconSize (SPEC 9.6)', () => {
  it.each([
    [2, 53],
    [9, 53],
    [10, 56],
    [99, 56],
    [100, 66],
    [999, 66],
    [1000, 78],
    [9999, 78],
    [10000, 90],
    [123456, 90],
  ])('a cluster of %i markers is drawn at %i px', (count, size) => {
    expect(clusterIconSize(count)).toBe(size);
  });

  it('has the sizes, grid and minimum cluster size of SPEC 9.6', () => {
    expect(CLUSTER_ICON_SIZES).toEqual([53, 56, 66, 78, 90]);
    expect(CLUSTER_GRID_PX).toBe(60);
    expect(CLUSTER_MIN_SIZE).toBe(2);
  });
});

/**
 * SPEC 9.6: clusters of a grid of 60 px, from 2 markers, drawn at 53, 56, 66, 78 or 90 px: one
 * size per digit of the count (2–9: 53, 10–99: 56, …, 10,000 and more: 90), as the legacy
 * clusterer chose them.
 */
export const CLUSTER_GRID_PX = 60;
export const CLUSTER_MIN_SIZE = 2;
export const CLUSTER_ICON_SIZES = [53, 56, 66, 78, 90] as const;

/** The icon size for a cluster of `count` markers. */
export function clusterIconSize(count: number): number {
  const digits = String(Math.max(1, Math.floor(count))).length;
  return CLUSTER_ICON_SIZES[Math.min(digits, CLUSTER_ICON_SIZES.length) - 1] as number;
}

/**
 * SPEC 9.6: clusters of a grid of 60 px, from 2 markers, drawn at 53, 56, 66, 78 or 90 px: one
 * size per digit of the count (2–9: 53, 10–99: 56, …, 10,000 and more: 90), as the legacy
 * clusterer chose them.
 */
/**
 * leaflet.markercluster has no grid: a marker joins a cluster within this radius of it, the part
 * the legacy clusterer's 60 px grid played (create-map.ts passes it as `maxClusterRadius`).
 */
export const CLUSTER_GRID_PX = 60;
/**
 * What leaflet.markercluster always does, with no option for it: two markers make a cluster, one
 * stays a marker. Kept as the SPEC's figure for integrators reading it (create-map.test.ts pins
 * the behaviour).
 */
export const CLUSTER_MIN_SIZE = 2;
export const CLUSTER_ICON_SIZES = [53, 56, 66, 78, 90] as const;

/** The icon size for a cluster of `count` markers. */
export function clusterIconSize(count: number): number {
  const digits = String(Math.max(1, Math.floor(count))).length;
  return CLUSTER_ICON_SIZES[Math.min(digits, CLUSTER_ICON_SIZES.length) - 1] as number;
}

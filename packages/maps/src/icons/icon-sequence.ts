import { iconOptions } from './icon-options.js';
import type { MarkerFile, MarkerIconDefinition, MarkerIconOptions, MarkerSets } from './types.js';

/**
 * The icon for a marker of set `setName`: the image at `index`, or, when no index is given
 * (undefined, null or not a finite number), the set's next one. Null for no set or an unknown one.
 */
export type IconFor = (setName: string, index?: number | null) => MarkerIconOptions | null;

/**
 * SPEC 4.13 / 9.6: per set a counter starts at -1 and goes up by one on each request without an
 * index, so the first such request gets image 0; an index (given or counted) picks the image at
 * index modulo the set's image count, so icons cycle, and each image brings its own definition's
 * shadow, so shadows cycle with them. A set's images are those of all its definitions, in order.
 * An explicit index leaves the counter alone (the legacy map also moved it for index 0, which it
 * read as "none"; SPEC 4.13 counts only requests without an index).
 *
 * SPEC 5.4: an empty name gives null; an unknown name (or a set without images) gives null and
 * reports `Request for invalid marker set {name}!`, once per name: the legacy site raised an
 * alert() here, which visitors must not see, so `report` defaults to the console.
 */
export function createIconSequence(
  sets: MarkerSets,
  report: (message: string) => void = (message) => console.warn(message),
): IconFor {
  const counters = new Map<string, number>();
  const reported = new Set<string>();
  const flattened = new Map<string, [MarkerIconDefinition, MarkerFile][]>();
  const imagesOf = (setName: string) => {
    let images = flattened.get(setName);
    if (!images) {
      images = [];
      for (const icon of sets.get(setName)?.icons ?? []) {
        for (const image of icon.sequence) images.push([icon, image]);
      }
      flattened.set(setName, images);
    }
    return images;
  };
  return (setName, index) => {
    if (setName === '') return null;
    const images = imagesOf(setName);
    if (images.length === 0) {
      if (!reported.has(setName)) report(`Request for invalid marker set ${setName}!`);
      reported.add(setName);
      return null;
    }
    let position: number;
    if (typeof index === 'number' && Number.isFinite(index)) position = Math.trunc(index);
    else {
      position = (counters.get(setName) ?? -1) + 1;
      counters.set(setName, position);
    }
    const count = images.length;
    // Double modulo: a negative index counts back from the end instead of giving undefined.
    const [icon, image] = images[((position % count) + count) % count] as [
      MarkerIconDefinition,
      MarkerFile,
    ];
    return iconOptions(icon, image);
  };
}

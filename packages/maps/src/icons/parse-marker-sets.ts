import { MARKER_ICON_DEFAULTS } from './defaults.js';
import { isSafeBasePath, isSafePathPiece, joinImagePath } from './image-path.js';
import { parseIcon } from './parse-icon.js';
import { isRecord, readString, show, type Warn } from './read-value.js';
import type { MarkerIconDefinition, MarkerSetDefinition } from './types.js';

/**
 * Validates the integrator's marker sets (untrusted JSON) into typed definitions (SPEC 3.20):
 *
 * ```json
 * { "blue": { "path": "markers/blue/", "icons": [
 *   { "key": "blue", "name": "Blue", "sequence": { "f": ["1.png", "2.png"], "w": [20], "h": [34] },
 *     "anchorX": 10, "anchorY": 34, "infoX": 10, "infoY": 2,
 *     "shadow": { "f": "shadow.png", "w": 37, "h": 34 } },
 *   { "sequence": [{ "f": "3.png", "w": 24, "h": 40 }] } ] } }
 * ```
 *
 * Every field is optional: a set's first icon takes the SPEC 3.20 defaults for what it leaves
 * empty, a later icon takes the first icon's value. Image URLs are `basePath` + the set's `path` +
 * the file name. A bad entry is skipped (or a bad value counts as left empty) with a warning that
 * names its key path; nothing throws. Sets left without any image are skipped.
 */
export function parseMarkerSets(
  raw: unknown,
  basePath: string,
  warn: Warn,
): Map<string, MarkerSetDefinition> {
  const sets = new Map<string, MarkerSetDefinition>();
  let base = basePath;
  if (!isSafeBasePath(base)) {
    warn(`basePath: refused ${show(base)}; images are looked up from the site root`);
    base = '/';
  }
  if (!isRecord(raw)) {
    if (raw !== undefined && raw !== null) {
      warn(`markerSets: expected sets by name, got ${show(raw)}`);
    }
    return sets;
  }
  for (const [name, value] of Object.entries(raw)) {
    const at = `markerSets[${JSON.stringify(name)}]`;
    if (name === '') {
      // SPEC 5.4: an empty set name asks for no set, so such a set could never be shown.
      warn(`${at}: a set needs a name; skipped`);
      continue;
    }
    if (!isRecord(value)) {
      warn(`${at}: expected { path, icons }, got ${show(value)}; skipped`);
      continue;
    }
    const path = readString(value.path, `${at}.path`, warn) ?? '';
    if (!isSafePathPiece(path)) {
      warn(`${at}.path: refused ${show(path)} (must stay on this site); set skipped`);
      continue;
    }
    if (!Array.isArray(value.icons) || value.icons.length === 0) {
      warn(`${at}.icons: expected a list of icons, got ${show(value.icons)}; set skipped`);
      continue;
    }
    const resolveFile = (file: string, fileAt: string): string | undefined => {
      if (isSafePathPiece(file)) return joinImagePath(base, path, file);
      warn(`${fileAt}: refused ${show(file)} (must be a file name on this site)`);
      return undefined;
    };
    const icons: MarkerIconDefinition[] = [];
    value.icons.forEach((entry: unknown, i: number) => {
      const iconAt = `${at}.icons[${i}]`;
      if (!isRecord(entry)) {
        warn(`${iconAt}: expected an icon definition, got ${show(entry)}; skipped`);
        return;
      }
      // SPEC 3.20: what a later icon leaves empty, it takes from the first icon.
      icons.push({
        ...(icons[0] ?? MARKER_ICON_DEFAULTS),
        ...parseIcon(entry, iconAt, resolveFile, warn),
      });
    });
    if (icons.some((icon) => icon.sequence.length > 0)) sets.set(name, { icons });
    else warn(`${at}: no usable image; set skipped`);
  }
  return sets;
}

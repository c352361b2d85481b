/**
 * The widget definition table of the classic `loader.js`: each Stayfront widget's name, default
 * trigger and chunk, imported relative to the loader's own URL. Widget packages add their rows
 * as they land; until then the table is empty and sites register their own with
 * `Stayfront.register`.
 */
import type { WidgetDefinition } from './types.js';

/** Imports `path` relative to `base` (the directory the loader was served from). */
export type ChunkImporter = (path: string) => WidgetDefinition['import'];

export function definitionTable(_chunk: ChunkImporter): WidgetDefinition[] {
  return [];
}

/**
 * The recorded fixtures (fixtures/*.json, made by scripts/record-fixtures.ts). Read through
 * import.meta.glob so TypeScript does not infer a type from half a megabyte of JSON.
 */
import type { FixtureFile, RecordedResponse } from './transport/fixture-file.js';

const files = import.meta.glob<unknown>('../fixtures/*.json', { eager: true, import: 'default' });

function fixture<T>(name: string): T {
  const file = files[`../fixtures/${name}.json`];
  if (!file) throw new Error(`fixtures/${name}.json is missing: run the record-fixtures script.`);
  return file as T;
}

export const main = fixture<FixtureFile>('main');
export const favourites = fixture<FixtureFile>('favourites');
export const bigFacet = fixture<FixtureFile>('big-facet');
export const longLabels = fixture<FixtureFile>('long-labels');
export const missingImage = fixture<FixtureFile>('missing-image');

export interface PageFixtures {
  readonly fragments: Readonly<Record<'terms' | 'nearby' | 'status', string>>;
  readonly progress: readonly unknown[];
  readonly failing: readonly unknown[];
  readonly gallery: readonly { readonly src: string; readonly alt: string }[];
  readonly title: string;
}

export const page = fixture<PageFixtures>('page');

/** A place on the page maps, as the demo's data has it (scripts/record-fixtures.ts, recordMap). */
export interface RecordedPlace {
  readonly title: string;
  readonly latitude: number;
  readonly longitude: number;
  /** The place's page on the site. */
  readonly url: string;
}

export interface MapFixtures extends FixtureFile {
  /** Homes in St Ives, with their remote marker id (`/fragments/map-marker/{id}`). */
  readonly homes: readonly (RecordedPlace & { readonly id: string; readonly type: string })[];
  /** Things to do in St Ives. */
  readonly things: readonly (RecordedPlace & { readonly category: string })[];
  /** The remote info window of the first home, as the demo serves it. */
  readonly fragment: string;
}

/** The results map's search (with `locs_location`) and the page maps' places. */
export const map = fixture<MapFixtures>('map');

/** Responses of several files, later ones winning (a derived response over the recorded one). */
export function responses(
  ...sources: readonly FixtureFile[]
): Readonly<Record<string, RecordedResponse>> {
  return Object.assign({}, ...sources.map((source) => source.responses));
}

/** A value list the recording saved (favourite ids, suggestions), which must be there. */
export function values(source: FixtureFile, name: string): readonly string[] {
  const list = source.values[name];
  if (!list?.length) throw new Error(`The fixtures have no "${name}": record them again.`);
  return list;
}

export function state(source: FixtureFile, name: string): string {
  const hash = source.states[name];
  if (hash === undefined)
    throw new Error(`The fixtures have no state "${name}": record them again.`);
  return hash;
}

/** The documents of the search page's first page, as recorded (for server-rendered cards). */
export function firstPageDocs(): readonly Record<string, unknown>[] {
  const ids = values(main, 'firstPageIds');
  for (const recorded of Object.values(main.responses)) {
    const docs = (recorded.body as { response?: { docs?: Record<string, unknown>[] } }).response
      ?.docs;
    if (docs?.length === ids.length && docs.every((doc, index) => doc.id === ids[index]))
      return docs;
  }
  throw new Error('The fixtures have no first page: record them again.');
}

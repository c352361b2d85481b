import { parseSequence, type ResolveFile } from './parse-sequence.js';
import { isEmpty, isRecord, readNumber, readString, show, type Warn } from './read-value.js';
import type { MarkerFile, MarkerIconDefinition } from './types.js';

/** The fields an icon gave (not empty, valid); the rest come from the first icon or defaults. */
export type GivenIconFields = {
  -readonly [K in keyof MarkerIconDefinition]?: MarkerIconDefinition[K];
};

const POINT_FIELDS = ['anchorX', 'anchorY', 'infoX', 'infoY'] as const;
const PRINT_FIELDS = ['printImage', 'mozPrintImage', 'printShadow', 'transparent'] as const;

/** `shadow: { f, w, h }`; a shadow file without both sizes could not be drawn, so it is dropped. */
function parseShadow(
  raw: unknown,
  at: string,
  resolveFile: ResolveFile,
  warn: Warn,
): MarkerFile | undefined {
  if (isEmpty(raw)) return undefined;
  if (!isRecord(raw)) {
    warn(`${at}: expected { f, w, h }, got ${show(raw)}`);
    return undefined;
  }
  const file = readString(raw.f, `${at}.f`, warn);
  const f = file === undefined ? undefined : resolveFile(file, `${at}.f`);
  const w = readNumber(raw.w, `${at}.w`, warn, 1);
  const h = readNumber(raw.h, `${at}.h`, warn, 1);
  if (f === undefined) return undefined;
  if (w === undefined || h === undefined) {
    warn(`${at}: shadow ${show(file)} needs a width and a height; ignored`);
    return undefined;
  }
  return { f, w, h };
}

/** Reads one icon definition of the integrator's JSON (field names of SPEC 3.20). */
export function parseIcon(
  raw: Record<string, unknown>,
  at: string,
  resolveFile: ResolveFile,
  warn: Warn,
): GivenIconFields {
  const given: GivenIconFields = {};
  const put = <K extends keyof MarkerIconDefinition>(
    key: K,
    value: MarkerIconDefinition[K] | undefined,
  ) => {
    if (value !== undefined) given[key] = value;
  };
  put('key', readString(raw.key, `${at}.key`, warn));
  put('name', readString(raw.name, `${at}.name`, warn));
  put('sequence', parseSequence(raw.sequence, `${at}.sequence`, resolveFile, warn));
  for (const field of POINT_FIELDS) put(field, readNumber(raw[field], `${at}.${field}`, warn));
  put('shadow', parseShadow(raw.shadow, `${at}.shadow`, resolveFile, warn));
  for (const field of PRINT_FIELDS) {
    const file = readString(raw[field], `${at}.${field}`, warn);
    put(field, file === undefined ? undefined : resolveFile(file, `${at}.${field}`));
  }
  return given;
}

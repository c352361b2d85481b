/**
 * `markers` (SPEC 3.19): each a place and what it shows when activated, one of
 * `text`, `element` (`{ "selector": "#office", "offset": 0 }`: content copied from the page),
 * `rmt` (`{ "id": "42", "params": { "lang": "en" } }`: remote content from `rmtcallback`),
 * `tabs` (`[{ "title": "About", "text": "…" }]`) or `link` (a path of this site: activating the
 * marker goes there, SPEC 4.12); plus `title` (its name for screen readers and its tooltip),
 * `autoclick`, `markername` (an icon set, SPEC 3.20) and `offset` (an icon of the set).
 * A bad marker is warned about at its own path and left out; the others still show (a CMS
 * listing without coordinates must not take the whole map down).
 */
import type { ConfigIssue } from '@stayfront/loader';
import { isRecord, type Reader } from '@stayfront/widgets';
import { readLatLon } from './lat-lon.js';
import type { MarkerContent, MarkerSettings } from './types.js';

/** A sanity bound on one page's markers (a search's results map takes its own from the search). */
export const MAX_MARKERS = 5000;
const MAX_TEXT = 5000;

const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length <= max;

/** A link must stay on this site (checked again against the page's origin when it is followed). */
const isSitePath = (value: unknown): value is string =>
  isText(value, 2000) && /^\/(?!\/)/.test(value) && !/[\\\s]/.test(value);

function readContent(
  marker: Record<string, unknown>,
  path: string,
  issues: ConfigIssue[],
): MarkerContent {
  const given = (['text', 'element', 'rmt', 'tabs', 'link'] as const).filter(
    (key) => marker[key] !== undefined && marker[key] !== null,
  );
  if (given.length > 1)
    issues.push({ path, message: `expected one content of ${given.join(', ')}, not several` });
  const [kind] = given;
  const at = `${path}.${kind}`;
  const { [kind ?? '']: value } = marker;
  switch (kind) {
    case undefined:
      return { kind: 'none' };
    case 'text':
      if (isText(value)) return { kind: 'text', text: value };
      break;
    case 'link':
      if (isSitePath(value)) return { kind: 'link', href: value };
      issues.push({ path: at, message: 'expected a path on this site, such as "/rentals/42"' });
      return { kind: 'none' };
    case 'element': {
      const { selector, offset = 0 } = isRecord(value) ? value : {};
      if (isText(selector, 500) && Number.isInteger(offset) && (offset as number) >= 0)
        return { kind: 'element', selector, offset: offset as number };
      issues.push({ path: at, message: 'expected { "selector": "…", "offset": 0 }' });
      return { kind: 'none' };
    }
    case 'rmt': {
      const { id, params = {} } = isRecord(value) ? value : { id: value };
      const paramsOk =
        isRecord(params) && Object.values(params).every((param) => isText(param, 500));
      if ((isText(id, 200) || Number.isInteger(id)) && String(id) !== '' && paramsOk)
        return { kind: 'remote', id: String(id), params: params as Record<string, string> };
      issues.push({ path: at, message: 'expected an id, or { "id": "…", "params": { … } }' });
      return { kind: 'none' };
    }
    case 'tabs':
      if (
        Array.isArray(value) &&
        value.length > 0 &&
        value.length <= 10 &&
        value.every((tab) => isRecord(tab) && isText(tab.title, 200) && isText(tab.text))
      )
        return { kind: 'tabs', tabs: value as { title: string; text: string }[] };
      issues.push({
        path: at,
        message: 'expected 1 to 10 tabs, each { "title": "…", "text": "…" }',
      });
      return { kind: 'none' };
  }
  issues.push({ path: at, message: `expected a text of at most ${MAX_TEXT} characters` });
  return { kind: 'none' };
}

function readMarker(value: unknown, path: string, issues: ConfigIssue[]): MarkerSettings | null {
  if (!isRecord(value)) {
    issues.push({ path, message: 'expected a marker object' });
    return null;
  }
  const place = readLatLon(value, path, issues);
  if (!place) {
    if (value.latitude === undefined && value.latlong === undefined)
      issues.push({ path: `${path}.latitude`, message: 'expected a number' });
    return null;
  }
  const { title = '', autoclick = false, markername = '', offset = null } = value;
  const content = readContent(value, path, issues);
  if (!isText(title, 300)) issues.push({ path: `${path}.title`, message: 'expected a text' });
  if (typeof autoclick !== 'boolean')
    issues.push({ path: `${path}.autoclick`, message: 'expected true or false' });
  if (!isText(markername, 100))
    issues.push({ path: `${path}.markername`, message: 'expected an icon set name' });
  if (offset !== null && !(Number.isInteger(offset) && (offset as number) >= 0))
    issues.push({ path: `${path}.offset`, message: 'expected a whole number from 0' });
  return {
    latitude: place[0],
    longitude: place[1],
    title: typeof title === 'string' ? title.trim() : '',
    content,
    autoclick: autoclick === true,
    markername: typeof markername === 'string' ? markername : '',
    offset: typeof offset === 'number' ? offset : null,
  };
}

export const readMarkers: Reader<readonly MarkerSettings[]> = (value, path, issues, element) => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_MARKERS) {
    issues.push({ path, message: `expected a list of at most ${MAX_MARKERS} markers` });
    return [];
  }
  return value.flatMap((marker, index) => {
    const problems: ConfigIssue[] = [];
    const read = readMarker(marker, `${path}[${index}]`, problems);
    for (const problem of problems)
      console.warn(`Stayfront map: ${problem.path} ${problem.message}; marker left out.`, element);
    return read && !problems.length ? [read] : [];
  });
};

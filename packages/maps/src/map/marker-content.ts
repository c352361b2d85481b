/**
 * What a marker shows when activated (SPEC 3.19, 4.12), built as DOM for its info window:
 * text (as text, never markup), a copy of a page element, remote content (a same-site GET,
 * sanitized), or tabs. Links are not content: the marker navigates instead (see create-map).
 */
import { fetchFragment, sameOriginUrl } from '@stayfront/widgets';
import type { MapTexts, MarkerContent } from '../settings/types.js';
import { popupTabs } from './popup-tabs.js';

/** The texts remote content shows while it loads and when it failed. */
export type ContentTexts = Pick<MapTexts, 'loading' | 'failed'>;

export interface ContentContext {
  readonly document: Document;
  /** Where remote content comes from: `{rmtcallback}/{id}?{params}`. */
  readonly rmtcallback: string | null;
  readonly texts: ContentTexts;
  readonly signal: AbortSignal;
  /** The map's element: page content copied into a window must not be (or hold) the map. */
  readonly mapElement?: Element;
  /** Remote content came (or failed): the info window lays itself out again around it. */
  readonly onChange?: (failed: boolean) => void;
}

function paragraphs(text: string, document: Document): HTMLElement {
  const box = document.createElement('div');
  // CMS textareas post CRLF, and texts often end with a line end: blank lines make no paragraph.
  for (const line of text.split(/\r\n?|\n/)) {
    if (!line.trim()) continue;
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    box.append(paragraph);
  }
  return box;
}

/** A copy of the `offset`th element matching `selector`, without ids (no duplicates on the page), shown. */
function copyOf(
  selector: string,
  offset: number,
  document: Document,
  mapElement: Element | undefined,
): HTMLElement | null {
  let source: Element | undefined;
  try {
    source = document.querySelectorAll(selector)[offset];
  } catch {
    // Not a valid selector: the marker would be a button that does nothing, without a word.
  }
  // The map itself, or what holds it, would copy the live map into its own window.
  if (!source || (mapElement && (source.contains(mapElement) || mapElement.contains(source)))) {
    console.warn(
      `Stayfront map: a marker's element ${JSON.stringify(selector)} (offset ${offset}) matches no element outside the map; its window stays shut.`,
      mapElement,
    );
    return null;
  }
  const copy = source.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...copy.querySelectorAll('[id]')]) element.removeAttribute('id');
  // A widget in the copy is content here: the loader must not wake a second one.
  for (const element of [copy, ...copy.querySelectorAll('[data-widget]')])
    for (const name of [
      'data-widget',
      'data-widget-state',
      'data-widget-config',
      'data-widget-load',
    ])
      element.removeAttribute(name);
  // The page hid it until a marker shows it: with `hidden`, or the legacy site's way, an inline
  // `display: none` (and often `aria-hidden`). The copy is shown, to screen readers too.
  copy.hidden = false;
  if (copy.style.display === 'none') copy.style.removeProperty('display');
  copy.removeAttribute('aria-hidden');
  return copy;
}

export function remoteContentUrl(
  rmtcallback: string,
  id: string,
  params: Readonly<Record<string, string>>,
  document: Document,
): URL | null {
  // `.` and `..` are path segments, not names: `{rmtcallback}/..` would be another page.
  if (id === '.' || id === '..') return null;
  const url = sameOriginUrl(
    `${rmtcallback.replace(/\/+$/, '')}/${encodeURIComponent(id)}`,
    document,
  );
  for (const [name, value] of Object.entries(params)) url?.searchParams.set(name, value);
  return url;
}

/** The info window's content; remote content fills in when it comes (the box is live). */
export function markerContent(content: MarkerContent, context: ContentContext): HTMLElement | null {
  const { document } = context;
  switch (content.kind) {
    case 'text':
      return paragraphs(content.text, document);
    case 'element':
      return copyOf(content.selector, content.offset, document, context.mapElement);
    case 'tabs':
      return popupTabs(content.tabs, document);
    case 'remote': {
      const box = document.createElement('div');
      box.setAttribute('aria-live', 'polite');
      box.setAttribute('aria-busy', 'true');
      box.textContent = context.texts.loading;
      const url =
        context.rmtcallback &&
        remoteContentUrl(context.rmtcallback, content.id, content.params, document);
      const done = (fragment: DocumentFragment | null) => {
        box.removeAttribute('aria-busy');
        if (fragment) box.replaceChildren(fragment);
        else box.textContent = context.texts.failed;
        context.onChange?.(!fragment);
      };
      if (!url) done(null);
      else
        fetchFragment(url, document, context.signal).then(done, () => {
          if (!context.signal.aborted) done(null);
        });
      return box;
    }
    default:
      return null;
  }
}

/**
 * The inquiry form's searchable property select (SPEC 2.6, 3.16, 7.8), an enhancer of the server's
 * `<select name="field_inquiry_properties">`. Without JavaScript, or until it is upgraded, the
 * native select is the form's field and the form posts it. react-select (about 30 KB gzip, with
 * React) is not loaded with the page: the first hover or focus of the select loads it, as the
 * drop-down facet does (packages/widgets/src/facets/FacetSelect.tsx), and the combobox takes the
 * select's place; the select stays, hidden, and keeps the chosen value for the form's post.
 * Choosing a property navigates to its page (property-options.ts: same site only), keeping what the
 * visitor typed in the form and the focus on the property for the next page (carried-fields.ts).
 *
 * If the chunk fails to load, the native select goes on working and the next hover or focus tries
 * again. A press (pointerdown, click) is noted so that the combobox opens at once when a tap or a
 * click caused the upgrade: the tapped select is replaced under the finger. Woken by the loader's
 * `interaction` trigger, the focus that woke it is already on the select at mount: it loads then.
 */

import { carryFields, restoreCarriedFields } from './carried-fields.js';
import type { InquirySelectConfig } from './inquiry-select-config.js';
import type { PropertyComboboxProps } from './PropertyCombobox.js';
import { propertyDestination } from './property-options.js';
import { standIn } from './stand-in.js';

type RenderCombobox = (container: HTMLElement, props: PropertyComboboxProps) => () => void;

/** The combobox chunk, imported once per page and kept; forgotten when the import failed. */
let loaded: RenderCombobox | null = null;
let loading: Promise<RenderCombobox> | null = null;
function loadCombobox(): Promise<RenderCombobox> {
  loading ??= import('./PropertyCombobox.js').then(
    (module) => (loaded = module.renderPropertyCombobox),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface InquirySelectPlatform {
  /** Navigates. @default (url) => window.location.assign(url) */
  readonly assign?: (url: string) => void;
}

/** Ids for selects the server gave none, so the label and the combobox can be tied. */
let anonymous = 0;

export function startInquirySelect(
  element: HTMLElement,
  config: InquirySelectConfig,
  platform: InquirySelectPlatform = {},
): () => void {
  const select =
    element instanceof HTMLSelectElement
      ? element
      : element.querySelector<HTMLSelectElement>(`select[name="${config.field}"]`);
  if (!select) {
    console.warn(
      `Stayfront inquiry-select: no <select name="${config.field}"> found; nothing to enhance.`,
      element,
    );
    return () => {};
  }
  const document = select.ownerDocument;
  const view = document.defaultView;
  const assign = platform.assign ?? ((url: string) => view?.location.assign(url));
  const inputId = `${select.id || `sf-inquiry-select-${++anonymous}`}-combobox`;
  let pressed = false;
  let stopped = false;
  let unmount: (() => void) | null = null;
  // Back from choosing a property: put back what was typed, if the lead form has not already.
  if (select.form) restoreCarriedFields(select.form);

  const choose = (value: string) => {
    const url = propertyDestination(value, document);
    if (url) {
      // SPEC 7.8 wants the navigation; WCAG 3.3.7 wants the visitor's typing kept across it.
      if (select.form) carryFields(select.form, url, select.name);
      assign(url.href);
    } else
      console.warn(
        `Stayfront inquiry-select: refused to navigate to "${value}" (only this site's pages).`,
      );
  };

  const upgrade = (render: RenderCombobox) => {
    if (stopped || unmount) return;
    const focused = document.activeElement === select;
    const place = standIn(select, inputId);
    const remove = render(place.container, {
      select,
      inputId,
      standIn: place,
      start: { focused, open: focused && pressed },
      onChoose: choose,
    });
    unmount = () => {
      remove();
      place.restore();
    };
  };
  const load = () => {
    // The native select keeps working if the chunk does not come; the next hover or focus retries.
    if (!unmount) loadCombobox().then(upgrade, () => {});
  };
  // A press asks for the choices. A click counts too: the loader's `interaction` trigger holds the
  // tap that woke the widget and replays it as a click once mounted.
  const onPress = () => {
    pressed = true;
    load();
  };

  select.addEventListener('pointerenter', load);
  select.addEventListener('focus', load);
  select.addEventListener('pointerdown', onPress);
  select.addEventListener('click', onPress);
  // Loaded already (another inquiry select on the page): no wait, the combobox comes at once.
  if (loaded) upgrade(loaded);
  // Woken by the visitor's focus (the `interaction` trigger): that focus came before these listeners.
  else if (document.activeElement === select) load();

  return () => {
    stopped = true;
    select.removeEventListener('pointerenter', load);
    select.removeEventListener('focus', load);
    select.removeEventListener('pointerdown', onPress);
    select.removeEventListener('click', onPress);
    unmount?.();
  };
}

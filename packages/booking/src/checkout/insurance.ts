/**
 * SPEC 3.17, 4.9: the travel-insurance options. Each option is a pair of radios valued 1 (accept)
 * and -1 (decline) under one name starting with the configured prefix; the decline field
 * (`charges[decline_insurance]`, a checkbox) declines them all.
 * - Choosing an accept radio unchecks the decline field and declines every other option.
 * - Checking the decline field declines every option.
 * Each field changed gets `input` and `change` (bubbling), as a visitor's click would fire, so a
 * site's price-update scripts recalculate; what changed away from the visitor's focus is announced
 * politely. The fields are looked up at each change: a site that redraws its charges keeps working.
 */
import { announce, prepareAnnouncer } from '@stayfront/widgets';

export interface InsuranceSettings {
  /** Option radios' names start with this. */
  readonly prefix: string;
  /** The decline field's name. */
  readonly declineField: string;
  /** Announced when the decline field declined options. */
  readonly declinedText: string;
  /** Announced when choosing one option declined others. */
  readonly othersDeclinedText: string;
  /** Announced when choosing an option unchecked the decline field. */
  readonly declineClearedText: string;
}

export const ACCEPT = '1';
export const DECLINE = '-1';

function fire(field: HTMLInputElement) {
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function startInsurance(root: HTMLElement, settings: InsuranceSettings): () => void {
  const inputs = () => [...root.querySelectorAll('input')];
  const isOption = (field: HTMLInputElement) =>
    field.type === 'radio' &&
    field.name !== settings.declineField &&
    field.name.startsWith(settings.prefix) &&
    (field.value === ACCEPT || field.value === DECLINE);
  const isDecline = (field: HTMLInputElement) =>
    field.name === settings.declineField && (field.type === 'checkbox' || field.type === 'radio');

  /** Every option's radios, by option (radio name). */
  const options = () => {
    const byName = new Map<string, HTMLInputElement[]>();
    for (const field of inputs().filter(isOption))
      byName.set(field.name, [...(byName.get(field.name) ?? []), field]);
    return byName;
  };

  /** Declines the options not named `except`; returns the fields it changed. */
  const declineOptions = (except: string | null): HTMLInputElement[] => {
    const changed: HTMLInputElement[] = [];
    for (const [name, radios] of options()) {
      if (name === except) continue;
      const decline = radios.find((radio) => radio.value === DECLINE);
      if (decline) {
        if (decline.checked) continue;
        decline.checked = true;
        changed.push(decline);
      }
      // An option offered without a decline radio: unchosen is as close to declined as it gets.
      else
        for (const accept of radios.filter((radio) => radio.checked)) {
          accept.checked = false;
          changed.push(accept);
        }
    }
    return changed;
  };

  if (inputs().some((field) => isOption(field) || isDecline(field)))
    prepareAnnouncer(root.ownerDocument);

  let applying = false;
  const onChange = (event: Event) => {
    const field = event.target;
    if (applying || !(field instanceof HTMLInputElement) || !field.checked) return;
    let changed: HTMLInputElement[] = [];
    let message: string;
    if (isOption(field) && field.value === ACCEPT) {
      const declines = inputs().filter((input) => isDecline(input) && input.checked);
      for (const decline of declines) decline.checked = false;
      const others = declineOptions(field.name);
      changed = [...declines, ...others];
      // The decline field unchecked is a change away from the focus too (SPEC 4.9's first rule):
      // after "decline all" every option is declined already, so it is often the only change.
      message = [
        declines.length ? settings.declineClearedText : '',
        others.length ? settings.othersDeclinedText : '',
      ]
        .filter(Boolean)
        .join(' ');
    } else if (isDecline(field)) {
      changed = declineOptions(null);
      message = changed.length ? settings.declinedText : '';
    } else return;
    // Our own events would come back here; each is already what the rules want.
    applying = true;
    try {
      for (const input of changed) fire(input);
    } finally {
      applying = false;
    }
    if (message) announce(root.ownerDocument, message);
  };

  const controller = new AbortController();
  root.addEventListener('change', onChange, { signal: controller.signal });
  return () => controller.abort();
}

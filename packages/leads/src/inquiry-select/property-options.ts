/**
 * The inquiry form's property select (SPEC 3.16, 7.8): its options as the combobox offers them,
 * and where choosing one goes. An option's value may be `value::url`; the destination is the url
 * part, else the value itself, as for jump menus (their `resolveDestination`). Unlike a jump menu,
 * which may lead to a partner's site, a property is one of the site's own pages: a destination on
 * another site, or not http(s) at all (`javascript:`, `data:`), is refused.
 */
import { resolveDestination, sameOriginUrl } from '@stayfront/widgets';

export interface PropertyOption {
  readonly value: string;
  readonly label: string;
  readonly isDisabled: boolean;
}

export interface PropertyGroup {
  readonly label: string;
  readonly options: readonly PropertyOption[];
}

export interface PropertyOptions {
  /** The text of the empty "choose one" option; '' when there is none. */
  readonly placeholder: string;
  readonly options: readonly (PropertyOption | PropertyGroup)[];
  /** Every option, out of its group, to find the chosen one. */
  readonly flat: readonly PropertyOption[];
}

/** What an option shows: its `label`, else its text (as `option.label` reads in browsers). */
const optionLabel = (option: HTMLOptionElement) =>
  option.label || option.text.replace(/\s+/g, ' ').trim();

const toOption = (option: HTMLOptionElement): PropertyOption => ({
  value: option.value,
  label: optionLabel(option),
  isDisabled: option.disabled,
});

/** The options of the native `select`, its groups kept; the empty option is the placeholder. */
export function readPropertyOptions(select: HTMLSelectElement): PropertyOptions {
  const empty = [...select.options].find((option) => option.value === '');
  const placeholder = empty ? optionLabel(empty) : '';
  const flat: PropertyOption[] = [];
  const options: (PropertyOption | PropertyGroup)[] = [];
  const take = (option: HTMLOptionElement) => {
    if (option.value === '') return [];
    const read = toOption(option);
    flat.push(read);
    return [read];
  };
  for (const child of select.children) {
    if (child instanceof HTMLOptGroupElement) {
      const grouped = [...child.querySelectorAll('option')].flatMap(take);
      if (grouped.length) options.push({ label: child.label, options: grouped });
    } else if (child instanceof HTMLOptionElement) options.push(...take(child));
  }
  return { placeholder, options, flat };
}

/** Where choosing the option `value` goes: a page of this site, else null. */
export function propertyDestination(value: string, document: Document): URL | null {
  const url = resolveDestination(value, document.baseURI);
  return url && sameOriginUrl(url.href, document);
}

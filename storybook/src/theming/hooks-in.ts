/**
 * What a theme can target in a piece of mounted markup: every `sf-` class, and the values of the
 * state attributes seen on its elements, read from the live DOM so the list cannot go stale.
 */

/** Attributes whose values are states a theme styles (`[data-state="open"]`, `[aria-pressed]`). */
export const STATE_ATTRIBUTES = [
  'data-state',
  'data-widget-state',
  'data-layout',
  'aria-busy',
  'aria-expanded',
  'aria-pressed',
  'aria-checked',
  'aria-current',
  'aria-disabled',
] as const;

export interface ThemeHook {
  /** `.sf-facet__item` */
  readonly selector: string;
  /** `data-state`: `active`, `inactive` */
  readonly states: ReadonlyMap<string, ReadonlySet<string>>;
}

export function hooksIn(root: Element): ThemeHook[] {
  const hooks = new Map<string, Map<string, Set<string>>>();
  const note = (selector: string, element: Element) => {
    let states = hooks.get(selector);
    if (!states) {
      states = new Map();
      hooks.set(selector, states);
    }
    for (const name of STATE_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const values = states.get(name) ?? new Set<string>();
      values.add(value);
      states.set(name, values);
    }
  };
  for (const element of root.querySelectorAll('[class*="sf-"], [data-widget]')) {
    for (const name of element.classList) if (name.startsWith('sf-')) note(`.${name}`, element);
    const widget = element.getAttribute('data-widget');
    if (widget) note(`[data-widget="${widget}"]`, element);
  }
  return [...hooks]
    .map(([selector, states]) => ({ selector, states }))
    .sort((a, b) => a.selector.localeCompare(b.selector));
}

/** `--sf-accent: #0b6e7f` pairs declared in a stylesheet's text. */
export function customProperties(css: string): [name: string, value: string][] {
  return [...css.matchAll(/(--sf-[\w-]+)\s*:\s*([^;]+);/g)].map(
    (match) => [match[1] as string, (match[2] as string).trim()] as [string, string],
  );
}

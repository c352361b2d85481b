/** The results' item `<template>`: the one `selector` names on the page, else the element's own. */
export function findTemplate(
  element: HTMLElement,
  selector: string | null,
): HTMLTemplateElement | null {
  const found = selector
    ? element.ownerDocument.querySelector(selector)
    : element.querySelector(':scope > template');
  return found instanceof HTMLTemplateElement ? found : null;
}

/**
 * What the counter takes from the server's markup before replacing it: the panel's item template
 * (a themer's `<template>` inside the element, or the configured selector's) and the fallback
 * link's href, used when no `path` is configured.
 */
import type { CounterConfig } from '../widgets/counter-config.js';
import { defaultItemTemplate, findItemTemplate } from '../widgets/item-template.js';

export interface ServerParts {
  readonly itemTemplate: HTMLTemplateElement;
  readonly serverHref: string | null;
}

export function readServerParts(element: HTMLElement, config: CounterConfig): ServerParts {
  return {
    itemTemplate:
      findItemTemplate(element, config.template) ??
      defaultItemTemplate(element.ownerDocument, config.more_text),
    serverHref: element.querySelector('a[href]')?.getAttribute('href') ?? null,
  };
}

/**
 * Markup as data: the elements a themer writes in a template, built with `el` and `widget`, and
 * printed by `toHtml`. A story's canvas and its docs page's "markup to paste" are both that one
 * printout, so what a designer sees and what a themer copies cannot drift apart.
 */

export type Attributes = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface MarkupElement {
  readonly tag: string;
  readonly attributes: Attributes;
  readonly children: readonly MarkupNode[];
}

export type MarkupNode = MarkupElement | string;

const VOID = new Set(['img', 'input', 'br', 'hr', 'meta', 'link', 'source', 'col', 'wbr']);

export function el(
  tag: string,
  attributes: Attributes = {},
  ...children: readonly (MarkupNode | readonly MarkupNode[] | false | null | undefined)[]
): MarkupElement {
  const flat: MarkupNode[] = [];
  for (const child of children) {
    if (child === false || child === null || child === undefined) continue;
    if (typeof child === 'string' || !Array.isArray(child)) flat.push(child as MarkupNode);
    else flat.push(...child);
  }
  return { tag, attributes, children: flat };
}

export interface WidgetOptions {
  /** `data-widget-config`, printed as JSON in single quotes as the READMEs write it. */
  readonly config?: object;
  /** `data-search`, the search instance the widget works with. */
  readonly search?: string;
  /** `data-widget-load`, when it wakes. */
  readonly load?: string;
  readonly attributes?: Attributes;
}

/** An element with `data-widget="name"` and its config; the children are the server markup. */
export function widget(
  tag: string,
  name: string,
  options: WidgetOptions,
  ...children: readonly (MarkupNode | readonly MarkupNode[] | false | null | undefined)[]
): MarkupElement {
  const { config, search, load, attributes = {} } = options;
  return el(
    tag,
    {
      ...attributes,
      'data-widget': name,
      'data-search': search,
      'data-widget-load': load,
      'data-widget-config': config === undefined ? undefined : JSON.stringify(config),
    },
    ...children,
  );
}

/** `<script type="application/json" data-…="name">` holding `value` (search config, messages). */
export function jsonBlock(attribute: string, name: string, value: unknown): MarkupElement {
  return el(
    'script',
    { type: 'application/json', [attribute]: name },
    JSON.stringify(value, null, 2),
  );
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON is easiest to read in single quotes: only `'` and `&` need escaping then. */
function attribute(name: string, value: string | number | true): string {
  if (value === true) return name;
  const text = String(value);
  if (!text.includes("'")) return `${name}='${text.replace(/&/g, '&amp;')}'`;
  return `${name}="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

function openTag(node: MarkupElement): string {
  const attributes = Object.entries(node.attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ` ${attribute(name, value as string | number | true)}`)
    .join('');
  return `<${node.tag}${attributes}>`;
}

/** Script contents are raw text: only a closing tag could end them early, so that is escaped. */
function scriptText(node: MarkupElement, pad: string): string {
  const text = node.children.join('').replace(/<\//g, '<\\/');
  return text.includes('\n') ? `\n${text.replace(/^/gm, `${pad}  `)}\n${pad}` : text;
}

/** On one line: white space between inline parts is content (`$<span>90</span> / night`). */
function inline(node: MarkupNode): string {
  if (typeof node === 'string') return escapeText(node);
  const open = openTag(node);
  if (VOID.has(node.tag)) return open;
  return `${open}${node.children.map(inline).join('')}</${node.tag}>`;
}

function print(node: MarkupNode, depth: number): string {
  const pad = '  '.repeat(depth);
  if (typeof node === 'string') return `${pad}${escapeText(node)}`;
  const open = openTag(node);
  if (VOID.has(node.tag)) return `${pad}${open}`;
  const close = `</${node.tag}>`;
  if (node.tag === 'script') return `${pad}${open}${scriptText(node, pad)}${close}`;
  // Text among the children: the whole element stays on its line, as written. Only elements
  // made of elements are spread out one child per line, where added white space is harmless.
  if (node.children.length === 0 || node.children.some((child) => typeof child === 'string'))
    return `${pad}${inline(node)}`;
  const inner = node.children.map((child) => print(child, depth + 1)).join('\n');
  return `${pad}${open}\n${inner}\n${pad}${close}`;
}

export function toHtml(nodes: readonly MarkupNode[]): string {
  return nodes.map((node) => print(node, 0)).join('\n');
}

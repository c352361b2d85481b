#!/usr/bin/env node
/**
 * The oldest browsers the built classic files can run in (run `pnpm build` first): parses
 * loader.js, the inline snippets and every widget chunk (Vite's own parser, oxc), finds the
 * syntax and the built-ins that set a floor, and prints each with the first Safari, Chrome and
 * Firefox versions that have it and the files that use it, then the floor per file group.
 * A documented tool, not part of `pnpm test`: a built-in is found by its name (`.at(`, `.hasOwn`),
 * so a use behind a check (`typeof requestIdleCallback`) counts as much as a bare one; read the
 * `guarded` column and the README's "Browser support" before moving the floor.
 * Versions: @mdn/browser-compat-data 8.1.9 (2026-11), Safari = Safari on iOS.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DIRS = ['loader/dist/classic', 'widgets/dist/classic'].map((dir) => join(root, dir));

/** [name, safari, chrome, firefox, guarded where used (README)] */
const SYNTAX = {
  'optional chaining ?.': ['13.1', '80', '74'],
  'nullish ??': ['13.1', '80', '72'],
  'logical assignment ??= ||= &&=': ['14', '85', '79'],
  'class fields': ['14.1', '74', '90'],
  'private methods #x()': ['15', '84', '90'],
  '#x in obj': ['15', '91', '90'],
  'static blocks': ['16.4', '94', '93'],
  'top-level await': ['15', '89', '89'],
  'regex lookbehind': ['16.4', '62', '78'],
  'regex flag d': ['15', '90', '88'],
  'regex flag v': ['17', '112', '116'],
};
const MEMBERS = {
  hasOwn: ['15.4', '93', '92'],
  at: ['15.4', '92', '90'],
  findLast: ['15.4', '97', '104'],
  findLastIndex: ['15.4', '97', '104'],
  replaceAll: ['13.1', '85', '77'],
  withResolvers: ['17.4', '119', '121'],
  toSorted: ['16', '110', '115'],
  toReversed: ['16', '110', '115'],
  toSpliced: ['16', '110', '115'],
  groupBy: ['17.4', '117', '119'],
  requestSubmit: ['16', '76', '75', 'yes'],
  adoptedStyleSheets: ['16.4', '73', '101', 'yes'],
  replaceSync: ['16.4', '73', '101', 'yes'],
  showModal: ['15.4', '37', '98', 'yes'],
  replaceChildren: ['14', '86', '78'],
  randomUUID: ['15.4', '92', '95'],
  throwIfAborted: ['15.4', '100', '97'],
  startViewTransition: ['18', '111', '144', 'yes (React)'],
  canParse: ['17', '120', '115'],
};
const GLOBALS = {
  structuredClone: ['15.4', '98', '94'],
  BroadcastChannel: ['15.4', '54', '38', 'yes'],
  requestIdleCallback: ['none', '47', '55', 'yes'],
  WeakRef: ['14.1', '84', '79'],
  AggregateError: ['14', '85', '79'],
};
const STATIC = {
  'AbortSignal.timeout': ['16', '124', '100'],
  'AbortSignal.any': ['17.4', '116', '124'],
};

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.js')) files.push(path);
  }
};
for (const dir of DIRS) walk(dir);
if (!files.length) {
  console.error(
    'Build first: `pnpm build` (dist/classic of @stayfront/loader and @stayfront/widgets).',
  );
  process.exit(1);
}

/** feature -> Set of files */
const found = new Map();
const note = (feature, file) => {
  if (!found.has(feature)) found.set(feature, new Set());
  found.get(feature).add(relative(join(root), file));
};

for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const ast = parseAst(source, { sourceType: 'module' });
  const visit = (node, inFunction) => {
    if (!node || typeof node.type !== 'string') return;
    const syntax = (name) => note(`syntax: ${name}`, file);
    switch (node.type) {
      case 'ChainExpression':
        syntax('optional chaining ?.');
        break;
      case 'LogicalExpression':
        if (node.operator === '??') syntax('nullish ??');
        break;
      case 'AssignmentExpression':
        if (['??=', '||=', '&&='].includes(node.operator)) syntax('logical assignment ??= ||= &&=');
        break;
      case 'PropertyDefinition':
        syntax('class fields');
        break;
      case 'MethodDefinition':
        if (node.key?.type === 'PrivateIdentifier') syntax('private methods #x()');
        break;
      case 'BinaryExpression':
        if (node.left?.type === 'PrivateIdentifier') syntax('#x in obj');
        break;
      case 'StaticBlock':
        syntax('static blocks');
        break;
      case 'AwaitExpression':
        if (!inFunction) syntax('top-level await');
        break;
      case 'Literal':
        if (node.regex) {
          if (/\(\?<[=!]/.test(node.regex.pattern)) syntax('regex lookbehind');
          if (node.regex.flags.includes('d')) syntax('regex flag d');
          if (node.regex.flags.includes('v')) syntax('regex flag v');
        }
        break;
      case 'MemberExpression': {
        const name = !node.computed && node.property?.name;
        const owner = node.object?.type === 'Identifier' && node.object.name;
        if (owner && STATIC[`${owner}.${name}`]) note(`${owner}.${name}`, file);
        else if (name && Object.hasOwn(MEMBERS, name)) note(`.${name}`, file);
        break;
      }
      case 'Identifier':
        if (Object.hasOwn(GLOBALS, node.name)) note(node.name, file);
        break;
    }
    const inside = inFunction || /Function/.test(node.type);
    for (const key in node) {
      const value = node[key];
      if (Array.isArray(value)) for (const child of value) visit(child, inside);
      else if (value && typeof value === 'object' && typeof value.type === 'string')
        visit(value, inside);
    }
  };
  visit(ast, false);
}

const versionsOf = (feature) =>
  SYNTAX[feature.replace('syntax: ', '')] ??
  STATIC[feature] ??
  MEMBERS[feature.replace(/^\./, '')] ??
  GLOBALS[feature];
const newer = (a, b) => (a === 'none' || Number.parseFloat(a) > Number.parseFloat(b) ? a : b);
const floors = new Map();
const rows = [...found].map(([feature, where]) => {
  const [safari, chrome, firefox, guarded = ''] = versionsOf(feature);
  if (!guarded)
    for (const file of where) {
      const group = file.includes('loader/') ? 'loader' : 'widgets';
      const floor = floors.get(group) ?? ['0', '0', '0'];
      floors.set(group, [
        newer(safari, floor[0]),
        newer(chrome, floor[1]),
        newer(firefox, floor[2]),
      ]);
    }
  const names = [...where].map((file) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''));
  return {
    feature,
    safari,
    chrome,
    firefox,
    guarded,
    files: names.length,
    in: names.join(' ').slice(0, 70),
  };
});
rows.sort(
  (a, b) =>
    Number.parseFloat(b.safari === 'none' ? 99 : b.safari) -
    Number.parseFloat(a.safari === 'none' ? 99 : a.safari),
);
console.table(rows);
for (const [group, [safari, chrome, firefox]] of floors)
  console.log(
    `${group}: Safari/iOS ${safari}, Chrome ${chrome}, Firefox ${firefox} (unguarded uses)`,
  );

/**
 * `loader.js`: the classic script themers put on every page (`<script src=… defer>`). Widget
 * chunks are imported relative to this script's own URL, so it works from any base path or CDN.
 */
import { definitionTable } from './definitions.js';
import { allDirectives } from './directives/index.js';
import { startStayfront } from './start.js';

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || document.baseURI).href;

const chunk = (path: string) => () => import(/* @vite-ignore */ new URL(path, base).href);

startStayfront({
  definitions: definitionTable(chunk),
  directives: allDirectives,
  nonce: script?.nonce,
  importScriptLoader: chunk('script-loader.js') as () => Promise<
    typeof import('./script-loader.js')
  >,
});

/**
 * `loader.js`: the classic script themers put on every page (`<script src=… defer>`). Widget
 * chunks, and the directive code for triggers other than `eager`, are imported relative to this
 * script's own URL, so it works from any base path or CDN.
 */
import { definitionTable } from './definitions.js';
import { TRIGGERS } from './directives/directive.js';
import { lazyDirectives } from './directives/lazy.js';
import { startStayfront } from './start.js';

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || document.baseURI).href;

/** A module next to loader.js; a retry asks for a fresh URL, past any cached failure. */
const chunk = (path: string) => {
  let attempt = 0;
  return () =>
    import(/* @vite-ignore */ new URL(`${path}${attempt++ ? `?retry=${attempt}` : ''}`, base).href);
};

startStayfront({
  definitions: definitionTable(chunk),
  // Each trigger's code is a chunk of its own, `directives/<name>.js`.
  directives: lazyDirectives((name) => chunk(`directives/${name}.js`), TRIGGERS),
  deferred: script?.defer,
});

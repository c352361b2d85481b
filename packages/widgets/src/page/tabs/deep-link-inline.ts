/**
 * `dist/classic/tabs-deep-link.js`: the tabs' deep-link snippet as themers inline it in <head>
 * (an inline script, so it runs before the first paint). See deep-link.ts.
 */
import { showTabTarget } from './deep-link.js';

showTabTarget();

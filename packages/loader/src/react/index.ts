/** @stayfront/loader/react: mounting React islands with the loader's contract. */
export { type IslandComponentProps, island } from './island.js';

/**
 * Reading a text query back from its escaped form, so visitor words survive a trip through the URL
 * hash: `buildTextQuery(parseTextQuery(q)) === q` for every `q` that `buildTextQuery` produced.
 */
import { unescapeTerm } from '../solr/escape.js';

export function parseTextQuery(query: string): string {
  const words: string[] = [];
  let i = 0;
  while (i < query.length) {
    const char = query[i] as string;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === '"') {
      let phrase = '';
      i++;
      while (i < query.length && query[i] !== '"') {
        if (query[i] === '\\' && i + 1 < query.length) i++;
        phrase += query[i];
        i++;
      }
      i++;
      words.push(`"${phrase}"`);
      continue;
    }
    let raw = '';
    while (i < query.length && !/\s/.test(query[i] as string)) {
      if (query[i] === '\\' && i + 1 < query.length) {
        raw += `\\${query[i + 1]}`;
        i += 2;
      } else {
        raw += query[i];
        i++;
      }
    }
    words.push(unescapeTerm(raw));
  }
  return words.join(' ');
}

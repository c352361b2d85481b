/** Small text helpers shared by the generators and the importer. */

/** Lower-case ASCII slug: "Harbour View Cottage" → "harbour-view-cottage" ("item" when empty). */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug === '' ? 'item' : slug;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * Plain text from a little HTML: `<br />` becomes a line break (two make a paragraph break),
 * other tags are dropped, common entities decoded, zero-width spaces removed and runs of spaces
 * collapsed.
 */
export function stripHtml(html: string): string {
  const text = decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  );
  return text
    .replace(/\u200b/g, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The first sentence of a text, at most `maxLength` characters (cut at a word, with "…"). */
export function firstSentence(text: string, maxLength = 200): string {
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const end = /[.!?](\s|$)/.exec(firstLine.slice(15));
  const sentence = end ? firstLine.slice(0, 15 + end.index + 1) : firstLine;
  if (sentence.length <= maxLength) return sentence.trim();
  const cut = sentence.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

/** "THIRD WARD" → "Third Ward"; mixed-case text is left alone. */
export function titleCaseIfShouting(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s\-/(])([a-z])/g, (_, before: string, letter: string) => {
    return `${before}${letter.toUpperCase()}`;
  });
}

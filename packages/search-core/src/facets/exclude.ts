/** The exclude pattern of a facet (SPEC 3.4 `exclude`, SPEC 5.2). */

const REGEX_SPECIALS = /[\\^$.*+?()[\]{}|/]/g;

/**
 * SPEC 5.2: regex specials are stripped from the exclude pattern before matching, which leaves
 * plain text matched as a substring (no regex, so nothing to backtrack). They are stripped from
 * the value too, so a pattern written exactly like a value (`Pool (heated)`) hides that value.
 * Null for an empty pattern.
 */
export function compileExclude(pattern: string): ((value: string) => boolean) | null {
  const stripped = pattern.replace(REGEX_SPECIALS, '');
  if (!stripped) return null;
  return (value) => value.replace(REGEX_SPECIALS, '').includes(stripped);
}

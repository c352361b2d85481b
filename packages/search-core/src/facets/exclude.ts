/** The exclude pattern of a facet (SPEC 3.4 `exclude`, SPEC 5.2). */

const REGEX_SPECIALS = /[\\^$.*+?()[\]{}|/]/g;

/**
 * SPEC 5.2: regex specials are stripped from the exclude pattern before matching, so a pattern
 * can never backtrack catastrophically. They are stripped from the value too, so a pattern
 * written exactly like a value (`Pool (heated)`) hides that value. Null for an empty pattern.
 */
export function compileExclude(pattern: string): ((value: string) => boolean) | null {
  const stripped = pattern.replace(REGEX_SPECIALS, '');
  if (!stripped) return null;
  const matcher = new RegExp(stripped);
  return (value) => matcher.test(value.replace(REGEX_SPECIALS, ''));
}

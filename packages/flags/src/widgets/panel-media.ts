/**
 * Where the counter's panel can exist (SPEC 9.4): not on screens of 64em or less, where there is
 * no panel and no query at all. Plain, so the counter's always-loaded part can tell whether to
 * offer the panel (and load its code) without React.
 */
export const PANEL_HIDDEN_MEDIA = '(max-width: 64em)';

/**
 * The exact message of SPEC 8 for an autocomplete without a field. Apart from the rest of the
 * autocomplete code because the main entry exports it too, for widgets that check their config.
 */
export const AUTOCOMPLETE_FIELD_REQUIRED = '"field" must be set on AutocompleteTermWidget.';

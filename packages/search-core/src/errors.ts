/** Errors search-core raises, each with enough detail for a widget or an integrator to act on. */

/** A configuration value is missing or has the wrong shape. `path` names the bad key. */
export class SearchConfigError extends Error {
  override readonly name = 'SearchConfigError';
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`Invalid search config at "${path}": ${problem}`);
  }
}

/** What kind of failure a request met: the network (status 0), an HTTP or Solr error, or an unreadable body. */
export type RequestFailureKind = 'network' | 'http' | 'solr' | 'parse';

/** A failed request to the proxy or a service. `status` is the HTTP status, 0 without one. */
export class SearchRequestError extends Error {
  override readonly name = 'SearchRequestError';
  constructor(
    readonly kind: RequestFailureKind,
    readonly status: number,
    message: string,
    readonly errorClass?: string,
  ) {
    super(message);
  }
}

/** The exact message of SPEC 8 for an autocomplete without a field. */
export const AUTOCOMPLETE_FIELD_REQUIRED = '"field" must be set on AutocompleteTermWidget.';

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

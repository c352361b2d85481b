/** Errors search-core raises, each with enough detail for a widget or an integrator to act on. */

// Fields are `declare`d and set in the constructors: parameter properties would also emit
// a class field definition per property.

/** A configuration value is missing or has the wrong shape. `path` names the bad key. */
export class SearchConfigError extends Error {
  declare readonly path: string;
  declare readonly problem: string;
  override readonly name = 'SearchConfigError';
  constructor(path: string, problem: string) {
    super(`Invalid search config at "${path}": ${problem}`);
    this.path = path;
    this.problem = problem;
  }
}

/** What kind of failure a request met: the network (status 0), an HTTP or Solr error, or an unreadable body. */
export type RequestFailureKind = 'network' | 'http' | 'solr' | 'parse';

/** A failed request to the proxy or a service. `status` is the HTTP status, 0 without one. */
export class SearchRequestError extends Error {
  declare readonly kind: RequestFailureKind;
  declare readonly status: number;
  declare readonly errorClass?: string | undefined;
  override readonly name = 'SearchRequestError';
  constructor(
    kind: RequestFailureKind,
    status: number,
    message: string,
    errorClass?: string | undefined,
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.errorClass = errorClass;
  }
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && (error as { name?: unknown } | null)?.name === 'AbortError';
}

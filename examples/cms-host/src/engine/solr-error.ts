/** Errors the engine answers in Solr's JSON error shape (never a crash, never a wrong answer). */

export class SolrError extends Error {
  override readonly name = 'SolrError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new SolrError(400, message);

/** Solr 9's error body. */
export function errorBody(error: SolrError, params: Record<string, string | string[]>, qtime = 0) {
  return {
    responseHeader: { status: error.code, QTime: qtime, params },
    error: {
      metadata: [
        'error-class',
        'org.apache.solr.common.SolrException',
        'root-error-class',
        'org.apache.solr.common.SolrException',
      ],
      msg: error.message,
      code: error.code,
    },
  };
}

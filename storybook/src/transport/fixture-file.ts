/**
 * The shape of a committed fixture file (fixtures/<name>.json), written by
 * scripts/record-fixtures.ts and read by the stories.
 */
export interface RecordedResponse {
  readonly status: number;
  /** The JSON body as the demo engine answered it (image URLs made relative, see the script). */
  readonly body: unknown;
  /** Set when the response was derived from a recorded one rather than recorded as is, and why. */
  readonly derived?: string;
}

export interface FixtureFile {
  /** How the fixtures were made: the demo's listing count and the command to make them again. */
  readonly source: string;
  /** Search states the recording reached, in search-core's hash format, by name. */
  readonly states: Readonly<Record<string, string>>;
  /** Data the stories need to match the recording (favourite ids, suggestion words), by name. */
  readonly values: Readonly<Record<string, readonly string[]>>;
  /** Responses by request key (see request-key.ts). */
  readonly responses: Readonly<Record<string, RecordedResponse>>;
}

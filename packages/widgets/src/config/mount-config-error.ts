import type { ConfigIssue } from '@stayfront/loader';

/**
 * A widget config that parsed but is wrong for the page, found only at mount (a facet the search
 * lacks, a results template that is not there), with the JSON path of its issue: `issues`, a list
 * as the loader's config issues are. The mount fails and the server's markup stays in place.
 */
export class MountConfigError extends Error {
  override readonly name = 'MountConfigError';
  readonly issues: readonly ConfigIssue[];
  constructor(widget: string, issue: ConfigIssue) {
    super(`Stayfront ${widget}: ${issue.path}: ${issue.message}`);
    this.issues = [issue];
  }
}

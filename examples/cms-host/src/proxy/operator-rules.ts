/**
 * The proxy's operator options beyond the parameter allowlist: which fields visitors may name or
 * read (`fields`), and which search indexes they may reach (`indexIds`). Both are enforced here,
 * server side, whatever the widgets send: a visitor can edit a request, not this config.
 */
import { isFieldName } from '@stayfront/search-core';
import { splitIdList } from './param-rules.js';

export interface OperatorOptions {
  /**
   * The fields visitors may name anywhere (fl, sort, qf, boost, facet.*, f.<field>.*, the
   * `field:` clauses of q and fq) and read: `fl` is set to this list when a request has none, and
   * `*` in it stands for this list, so stored fields outside it are never returned.
   */
  fields?: ReadonlySet<string>;
  /**
   * The search indexes (Search API index ids) visitors may reach: every search gets
   * `fq=index_id:…` of these, and every `ids=` lookup (which Solr answers without filters) must
   * name documents of these, by the id's form `{siteHash}-{indexId}-{entityKey}` (SPEC 3.1).
   */
  indexIds?: readonly string[];
  /** The site hash that starts document ids; without it any first segment is accepted. */
  siteHash?: string;
}

/** The field the index filter is on (Drupal Search API Solr's). */
export const INDEX_FIELD = 'index_id';

/** The first field in `named` outside `allowed`, or undefined. `*` is checked by its caller. */
export function fieldOutside(
  named: readonly string[],
  allowed: ReadonlySet<string> | undefined,
): string | undefined {
  return allowed && named.find((field) => !allowed.has(field));
}

/**
 * `fl` as sent on: the allowed list for none, for `*` and beside a lone `score`, so every field
 * returned is listed.
 */
export function readableFields(fl: string | undefined, allowed: ReadonlySet<string>): string {
  // Names `fl` could not carry (operatorOptionsProblem refuses them) are never sent.
  const listed = [...allowed].filter(isFieldName);
  if (fl === undefined) return listed.join(',');
  const items = fl.split(',').flatMap((item) => (item === '*' ? listed : [item]));
  // Solr reads `score` as the only field as `*,score` (SolrReturnFields' legacy rule): every
  // stored field would come back with it.
  if (!items.some((item) => item !== 'score')) items.unshift(...listed);
  return [...new Set(items)].join(',');
}

/** `index_id:default_index`, or `index_id:("a" OR "b")`: the filter every search gets. */
export function indexFilter(indexIds: readonly string[]): string {
  const terms = indexIds.map((id) =>
    /^[A-Za-z0-9_]+$/.test(id) ? id : `"${id.replace(/[\\"]/g, '\\$&')}"`,
  );
  return terms.length === 1
    ? `${INDEX_FIELD}:${terms[0]}`
    : `${INDEX_FIELD}:(${terms.join(' OR ')})`;
}

/**
 * The first id of an `ids=` value (as the allowlist re-serialised it: `\,` and `\\` escaped)
 * that is not a document of `indexIds`, or undefined.
 */
export function idOutsideIndexes(
  ids: string,
  indexIds: readonly string[],
  siteHash: string | undefined,
): string | undefined {
  const list = splitIdList(ids);
  // Not a list the allowlist wrote (it refuses other escapes): refused whole.
  if (list === null) return ids;
  return list.find(
    (id) =>
      !indexIds.some((index) =>
        siteHash === undefined
          ? id.startsWith(`${index}-`) || id.slice(id.indexOf('-') + 1).startsWith(`${index}-`)
          : id.startsWith(`${siteHash}-${index}-`),
      ),
  );
}

/** Options a server should refuse to start with: they would let everything through or nothing. */
export function operatorOptionsProblem(options: OperatorOptions): string | null {
  if (options.fields && options.fields.size === 0) return 'fields: the list is empty';
  const odd = options.fields && [...options.fields].find((field) => !isFieldName(field));
  if (odd !== undefined) return `fields: "${odd}" is not a field name`;
  if (options.indexIds && options.indexIds.length === 0) return 'indexIds: the list is empty';
  if (options.indexIds?.some((id) => id === '' || id.includes('-')))
    return 'indexIds: an index id is empty or has a "-" (ids are {siteHash}-{indexId}-{key})';
  if (options.siteHash !== undefined && !/^[A-Za-z0-9]+$/.test(options.siteHash))
    return 'siteHash: letters and digits only';
  return null;
}

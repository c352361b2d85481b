/**
 * Solr error bodies (SPEC 8): the JSON `error` object with or without `metadata`
 * (`["error-class", "…", "root-error-class", "…"]`), and the HTML page old Solr/Jetty sends even
 * when `wt=json` was asked for.
 */
import { isSolrErrorBody } from './error-flags.js';
import { readNamedList } from './named-list.js';

export interface SolrErrorInfo {
  readonly status: number;
  readonly message: string;
  readonly errorClass?: string;
}

export function readJsonError(body: unknown, httpStatus: number): SolrErrorInfo | null {
  if (!isSolrErrorBody(body)) return null;
  const { error, responseHeader } = body as {
    error?: unknown;
    responseHeader?: { status?: unknown };
  };
  const headerStatus = Number(responseHeader?.status ?? 0);
  const { msg, code, metadata, trace } = (error ?? {}) as {
    msg?: unknown;
    code?: unknown;
    metadata?: unknown;
    trace?: unknown;
  };
  const errorClass = new Map(readNamedList(metadata)).get('error-class');
  const status = Number(code ?? headerStatus);
  const info: SolrErrorInfo = {
    status: Number.isFinite(status) && status > 0 ? status : httpStatus,
    message:
      typeof msg === 'string'
        ? msg
        : typeof trace === 'string'
          ? (trace.split('\n', 1)[0] ?? '')
          : 'Solr error',
  };
  return typeof errorClass === 'string' ? { ...info, errorClass } : info;
}

const ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  amp: '&',
};

/** The content of the first `<tag>…</tag>` in the page. */
const tagContent = (html: string, tag: string): string | undefined =>
  new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'i').exec(html)?.[1];

/** Reads the reason from a Jetty/Tomcat HTML error page; never returns markup. */
export function readHtmlError(html: string, httpStatus: number): SolrErrorInfo {
  const title = tagContent(html, 'title');
  const text = (tagContent(html, 'pre') ?? title ?? 'Unreadable error page')
    .replace(/<[^>]*>/g, '')
    // One pass, so an escaped entity (`&amp;lt;`) is not decoded twice.
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity, name: string) => ENTITIES[name] ?? entity);
  const statusInTitle = /\b(?:Error|ERROR) (\d{3})\b/.exec(title ?? '')?.[1];
  return {
    status: httpStatus || Number(statusInTitle ?? 0),
    message: text.replace(/\s+/g, ' ').trim().slice(0, 500),
  };
}

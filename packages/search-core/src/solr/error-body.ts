/**
 * Solr error bodies (SPEC 8): the JSON `error` object with or without `metadata`
 * (`["error-class", "…", "root-error-class", "…"]`), and the HTML page old Solr/Jetty sends even
 * when `wt=json` was asked for.
 */
import { readNamedList } from './named-list.js';

export interface SolrErrorInfo {
  readonly status: number;
  readonly message: string;
  readonly errorClass?: string;
}

export function readJsonError(body: unknown, httpStatus: number): SolrErrorInfo | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as { error?: unknown; responseHeader?: { status?: unknown } };
  const headerStatus = Number(record.responseHeader?.status ?? 0);
  if (!record.error && !(headerStatus > 0)) return null;
  const error = (record.error ?? {}) as {
    msg?: unknown;
    code?: unknown;
    metadata?: unknown;
    trace?: unknown;
  };
  const metadata = new Map(readNamedList(error.metadata));
  const errorClass = metadata.get('error-class');
  const code = Number(error.code ?? headerStatus ?? httpStatus);
  const info: SolrErrorInfo = {
    status: Number.isFinite(code) && code > 0 ? code : httpStatus,
    message: typeof error.msg === 'string' ? error.msg : (firstLine(error.trace) ?? 'Solr error'),
  };
  return typeof errorClass === 'string' ? { ...info, errorClass } : info;
}

function firstLine(value: unknown): string | undefined {
  return typeof value === 'string' ? value.split('\n', 1)[0] : undefined;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Reads the reason from a Jetty/Tomcat HTML error page; never returns markup. */
export function readHtmlError(html: string, httpStatus: number): SolrErrorInfo {
  const pre = /<pre>([\s\S]*?)<\/pre>/i.exec(html)?.[1];
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const raw = (pre ?? title ?? 'Unreadable error page').replace(/<[^>]*>/g, '');
  const statusInTitle = /\b(?:Error|ERROR) (\d{3})\b/.exec(title ?? '')?.[1];
  return {
    status: httpStatus || Number(statusInTitle ?? 0),
    message: decodeEntities(raw).replace(/\s+/g, ' ').trim().slice(0, 500),
  };
}

export function looksLikeHtml(text: string): boolean {
  return /^\s*</.test(text);
}

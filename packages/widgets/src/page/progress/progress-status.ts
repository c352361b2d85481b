/**
 * Reading one progress answer (SPEC 3.22): `status`, `percentage`, `message`, `data`. Status 0
 * (or false) is an error carrying `data` (SPEC 7.9); 100 % or a "finished" status ends polling.
 */
import { isRecord } from '../../config/widget-config.js';

export type ProgressState =
  | { kind: 'running' | 'finished'; percentage: number; message: string }
  | { kind: 'error'; message: string };

const FINISHED = new Set(['finished', 'done', 'complete', 'completed']);

/** The text of an error answer's `data`: a string, or its `error`/`message` string. */
function errorText(data: unknown): string | null {
  if (typeof data === 'string' && data.trim()) return data.trim();
  if (isRecord(data))
    for (const key of ['error', 'message'])
      if (typeof data[key] === 'string' && (data[key] as string).trim())
        return (data[key] as string).trim();
  return null;
}

/** The state an answer says; null when it is no progress answer at all. */
export function readProgress(body: unknown): ProgressState | null {
  if (!isRecord(body)) return null;
  const { status, percentage, message, data } = body;
  const text = typeof message === 'string' ? message : '';
  if (status === 0 || status === false || status === '0') {
    const detail = errorText(data);
    return { kind: 'error', message: [text, detail].filter(Boolean).join(' ') };
  }
  const value = typeof percentage === 'string' ? Number.parseFloat(percentage) : percentage;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  const finished =
    clamped >= 100 || (typeof status === 'string' && FINISHED.has(status.toLowerCase()));
  return { kind: finished ? 'finished' : 'running', percentage: clamped, message: text };
}

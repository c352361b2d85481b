/**
 * The demo's progress endpoint (SPEC 3.22, 7.9), as a CMS batch job reports it: `status`,
 * `percentage`, `message`, `data`. A job advances with time since its first poll; `fail` makes it
 * answer status 0 with data, which the progress widget must show as an error.
 */
export interface Progress {
  status: 0 | 1;
  percentage: number;
  message: string;
  data?: unknown;
}

const JOB_MS = 3000;
const MAX_JOBS = 1000;

export function createProgressJobs(now: () => number = Date.now) {
  const started = new Map<string, number>();
  return (id: string, fail: boolean): Progress => {
    if (!started.has(id)) {
      if (started.size >= MAX_JOBS) started.delete(started.keys().next().value as string);
      started.set(id, now());
    }
    const percentage = Math.min(
      100,
      Math.floor(((now() - (started.get(id) ?? now())) / JOB_MS) * 100),
    );
    if (fail && percentage >= 50)
      return {
        status: 0,
        percentage,
        message: 'The import stopped.',
        data: { error: 'Listing 42 has no coordinates.' },
      };
    return {
      status: 1,
      percentage,
      message: percentage >= 100 ? 'Finished.' : `Importing listings (${percentage}%)`,
    };
  };
}

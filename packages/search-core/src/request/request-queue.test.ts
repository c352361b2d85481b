import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type QueueOutcome, QueueSet, RequestQueue } from './request-queue.js';

/** A promise settled from the outside. */
interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise reaction run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A task whose start is recorded and whose answer the test gives. It ignores its signal. */
function controlledTask<T>() {
  const answer = deferred<T>();
  const task = {
    started: 0,
    signal: null as AbortSignal | null,
    resolve: answer.resolve,
    reject: answer.reject,
    run: (signal: AbortSignal) => {
      task.started++;
      task.signal = signal;
      return answer.promise;
    },
  };
  return task;
}

/** Records the outcome of a run as soon as it is known. */
function track<T>(promise: Promise<QueueOutcome<T>>) {
  const state: {
    settled: boolean;
    outcome: QueueOutcome<T> | undefined;
    error: unknown;
    rejected: boolean;
  } = { settled: false, outcome: undefined, error: undefined, rejected: false };
  promise.then(
    (outcome) => {
      state.settled = true;
      state.outcome = outcome;
    },
    (error: unknown) => {
      state.settled = true;
      state.rejected = true;
      state.error = error;
    },
  );
  return state;
}

function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

describe('RequestQueue', () => {
  it('runs a task and delivers its value as a done outcome', async () => {
    const queue = new RequestQueue('search');
    await expect(queue.run(async () => 42)).resolves.toEqual({ status: 'done', value: 42 });
    expect(queue.name).toBe('search');
  });

  it('passes a fresh, not yet aborted signal to each task', async () => {
    const queue = new RequestQueue('search');
    const signals: AbortSignal[] = [];
    await queue.run(async (signal) => {
      signals.push(signal);
      expect(signal.aborted).toBe(false);
    });
    await queue.run(async (signal) => {
      signals.push(signal);
      expect(signal.aborted).toBe(false);
    });
    expect(signals[0]).not.toBe(signals[1]);
  });

  it('never runs two tasks at the same time', async () => {
    const queue = new RequestQueue('search');
    const tasks = Array.from({ length: 5 }, () => controlledTask<string>());
    let running = 0;
    let maxRunning = 0;
    const runs = tasks.map((task) =>
      queue.run(async (signal) => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        try {
          return await task.run(signal);
        } finally {
          running--;
        }
      }),
    );
    await flush();
    expect(running).toBe(1);
    // Only the first and the last ever start: the ones in between were superseded while waiting.
    tasks[0]?.resolve('first');
    await flush();
    expect(running).toBe(1);
    tasks[4]?.resolve('last');
    await Promise.all(runs);
    expect(maxRunning).toBe(1);
    expect(tasks.map((task) => task.started)).toEqual([1, 0, 0, 0, 1]);
  });

  it('supersedes a waiting task at once; its task never starts', async () => {
    const queue = new RequestQueue('search');
    const first = controlledTask<string>();
    const second = controlledTask<string>();
    const third = controlledTask<string>();

    const a = track(queue.run(first.run));
    const b = track(queue.run(second.run));
    await flush();
    expect(b.settled).toBe(false); // waiting for the aborted first task to settle
    const c = track(queue.run(third.run));
    await flush();

    // The waiting one is superseded immediately, although the first task has not settled yet.
    expect(b.outcome).toEqual({ status: 'superseded' });
    expect(a.outcome).toEqual({ status: 'superseded' });
    expect(c.settled).toBe(false);

    first.resolve('stale');
    await flush();
    expect(second.started).toBe(0);
    expect(third.started).toBe(1);

    third.resolve('fresh');
    await flush();
    expect(c.outcome).toEqual({ status: 'done', value: 'fresh' });
    expect(second.started).toBe(0);
  });

  it('aborts the task in flight and never delivers its late answer', async () => {
    const queue = new RequestQueue('search');
    const first = controlledTask<string>();
    const second = controlledTask<string>();

    const a = track(queue.run(first.run));
    await flush();
    expect(first.started).toBe(1);
    expect(first.signal?.aborted).toBe(false);

    const b = track(queue.run(second.run));
    expect(first.signal?.aborted).toBe(true);
    await flush();
    expect(a.outcome).toEqual({ status: 'superseded' });

    // The aborted task ignores its signal and answers anyway: the answer is dropped.
    first.resolve('stale answer');
    await flush();
    expect(a.outcome).toEqual({ status: 'superseded' });
    expect(b.settled).toBe(false);

    second.resolve('fresh answer');
    await flush();
    expect(b.outcome).toEqual({ status: 'done', value: 'fresh answer' });
  });

  it('reports superseded, not the late value, even when the aborted task resolves in the same tick', async () => {
    const queue = new RequestQueue('search');
    const first = controlledTask<string>();
    const outcomeOfFirst = queue.run(first.run);
    await flush();
    const outcomeOfSecond = queue.run(async () => 'second');
    first.resolve('stale');
    await expect(outcomeOfFirst).resolves.toEqual({ status: 'superseded' });
    await expect(outcomeOfSecond).resolves.toEqual({ status: 'done', value: 'second' });
  });

  it('starts the newer task only after the aborted one settled', async () => {
    const queue = new RequestQueue('search');
    const first = controlledTask<string>();
    const second = controlledTask<string>();
    const events: string[] = [];

    void queue.run(async (signal) => {
      events.push('first start');
      try {
        return await first.run(signal);
      } finally {
        events.push('first settled');
      }
    });
    await flush();
    const b = track(
      queue.run(async (signal) => {
        events.push('second start');
        return second.run(signal);
      }),
    );
    await flush();
    await flush();
    expect(events).toEqual(['first start']);

    first.reject(abortError());
    await flush();
    expect(events).toEqual(['first start', 'first settled', 'second start']);
    second.resolve('ok');
    await flush();
    expect(b.outcome).toEqual({ status: 'done', value: 'ok' });
  });

  it('treats a task that rejects after its abort as superseded, not failed', async () => {
    const queue = new RequestQueue('search');
    const first = controlledTask<string>();
    const a = track(queue.run(first.run));
    await flush();
    void queue.run(async () => 'next');
    first.reject(new Error('network went away after abort'));
    await flush();
    expect(a.rejected).toBe(false);
    expect(a.outcome).toEqual({ status: 'superseded' });
  });

  it('rejects the caller with the error a task throws, and keeps working afterwards', async () => {
    const queue = new RequestQueue('search');
    const error = new Error('HTTP 500');
    await expect(queue.run(() => Promise.reject(error))).rejects.toBe(error);

    const syncError = new TypeError('thrown before any await');
    await expect(
      queue.run(() => {
        throw syncError;
      }),
    ).rejects.toBe(syncError);

    await expect(queue.run(async () => 'still works')).resolves.toEqual({
      status: 'done',
      value: 'still works',
    });
    await flush();
    expect(queue.busy).toBe(false);
  });

  it('starts the waiting task after a failing task', async () => {
    const queue = new RequestQueue('search');
    const first = controlledTask<string>();
    const a = track(queue.run(first.run));
    await flush();
    // A later run supersedes the failing one: its failure is not reported, the newer one runs.
    const b = track(queue.run(async () => 'after failure'));
    first.reject(new Error('boom'));
    await flush();
    expect(a.outcome).toEqual({ status: 'superseded' });
    expect(b.outcome).toEqual({ status: 'done', value: 'after failure' });
  });

  it('reports busy true/false transitions exactly once each', async () => {
    const queue = new RequestQueue('search');
    const seen: boolean[] = [];
    queue.subscribe((busy) => seen.push(busy));
    expect(queue.busy).toBe(false);

    const first = controlledTask<string>();
    const second = controlledTask<string>();
    const third = controlledTask<string>();
    void queue.run(first.run);
    expect(queue.busy).toBe(true);
    expect(seen).toEqual([true]);

    void queue.run(second.run); // still busy: no new notification
    void queue.run(third.run);
    expect(seen).toEqual([true]);
    expect(queue.busy).toBe(true);

    first.resolve('stale');
    await flush();
    // The third task took over without the queue going idle in between.
    expect(third.started).toBe(1);
    expect(queue.busy).toBe(true);
    expect(seen).toEqual([true]);

    third.resolve('done');
    await flush();
    expect(queue.busy).toBe(false);
    expect(seen).toEqual([true, false]);

    await queue.run(async () => 'again');
    await flush();
    expect(seen).toEqual([true, false, true, false]);
  });

  it('reports idle after a failed task', async () => {
    const queue = new RequestQueue('search');
    const seen: boolean[] = [];
    queue.subscribe((busy) => seen.push(busy));
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await flush();
    expect(seen).toEqual([true, false]);
    expect(queue.busy).toBe(false);
  });

  it('stops notifying after unsubscribe', async () => {
    const queue = new RequestQueue('search');
    const kept: boolean[] = [];
    const dropped: boolean[] = [];
    queue.subscribe((busy) => kept.push(busy));
    const unsubscribe = queue.subscribe((busy) => dropped.push(busy));
    unsubscribe();
    await queue.run(async () => 1);
    await flush();
    expect(kept).toEqual([true, false]);
    expect(dropped).toEqual([]);
  });

  it('cancel() supersedes the waiting and the in-flight task', async () => {
    const queue = new RequestQueue('search');
    const seen: boolean[] = [];
    queue.subscribe((busy) => seen.push(busy));
    const first = controlledTask<string>();
    const second = controlledTask<string>();
    const a = track(queue.run(first.run));
    const b = track(queue.run(second.run));
    await flush();

    queue.cancel();
    await flush();
    expect(first.signal?.aborted).toBe(true);
    expect(a.outcome).toEqual({ status: 'superseded' });
    expect(b.outcome).toEqual({ status: 'superseded' });
    // Still busy until the in-flight task actually settles.
    expect(queue.busy).toBe(true);

    first.resolve('late');
    await flush();
    expect(a.outcome).toEqual({ status: 'superseded' });
    expect(second.started).toBe(0);
    expect(queue.busy).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('cancel() on an idle queue does nothing and the queue stays usable', async () => {
    const queue = new RequestQueue('search');
    const seen: boolean[] = [];
    queue.subscribe((busy) => seen.push(busy));
    queue.cancel();
    expect(seen).toEqual([]);
    expect(queue.busy).toBe(false);
    await expect(queue.run(async () => 'x')).resolves.toEqual({ status: 'done', value: 'x' });
  });

  it('property: one task at a time; a run overtaken before it settled never delivers an answer', async () => {
    type Op = { type: 'run' } | { type: 'settle'; ok: boolean } | { type: 'cancel' };
    const op = fc.oneof(
      fc.constant<Op>({ type: 'run' }),
      fc.boolean().map<Op>((ok) => ({ type: 'settle', ok })),
      fc.constant<Op>({ type: 'cancel' }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        const queue = new RequestQueue('property');
        const tasks: ReturnType<typeof controlledTask<number>>[] = [];
        const states: ReturnType<typeof track<number>>[] = [];
        /** Runs that were still unsettled when a newer run or a cancel() came. */
        const overtaken = new Set<number>();
        let running = 0;
        let maxRunning = 0;
        let current: ReturnType<typeof controlledTask<number>> | null = null;
        const settleCurrent = (ok: boolean) => {
          const task = current;
          if (!task) return;
          const index = tasks.indexOf(task);
          if (ok) task.resolve(index);
          else task.reject(new Error(`failure ${index}`));
        };
        const markUnsettledAsOvertaken = () => {
          for (const [index, state] of states.entries()) if (!state.settled) overtaken.add(index);
        };
        for (const item of ops) {
          if (item.type === 'run') {
            markUnsettledAsOvertaken();
            const task = controlledTask<number>();
            tasks.push(task);
            states.push(
              track(
                queue.run(async (signal) => {
                  running++;
                  maxRunning = Math.max(maxRunning, running);
                  current = task;
                  try {
                    return await task.run(signal);
                  } finally {
                    running--;
                    current = null;
                  }
                }),
              ),
            );
          } else if (item.type === 'settle') settleCurrent(item.ok);
          else {
            markUnsettledAsOvertaken();
            queue.cancel();
          }
          await flush();
        }
        // Drain: settle whatever is still running until the queue is idle.
        for (let guard = 0; guard < 50 && (queue.busy || running > 0); guard++) {
          settleCurrent(true);
          await flush();
        }
        expect(maxRunning).toBeLessThanOrEqual(1);
        expect(queue.busy).toBe(false);
        for (const [index, state] of states.entries()) {
          expect(state.settled).toBe(true);
          if (overtaken.has(index)) {
            expect(state.rejected).toBe(false);
            expect(state.outcome).toEqual({ status: 'superseded' });
          } else if (state.rejected) {
            expect((state.error as Error).message).toBe(`failure ${index}`);
          } else {
            expect(state.outcome).toEqual({ status: 'done', value: index });
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('QueueSet', () => {
  it('hands out one queue per name', () => {
    const set = new QueueSet();
    const search = set.get('search');
    expect(set.get('search')).toBe(search);
    expect(search.name).toBe('search');
    const fullDocs = set.get('fullDocs');
    expect(fullDocs).not.toBe(search);
    expect(fullDocs.name).toBe('fullDocs');
  });

  it('keeps queues independent: a run on one never supersedes another', async () => {
    const set = new QueueSet();
    const search = controlledTask<string>();
    const docs = controlledTask<string>();
    const a = track(set.get('search').run(search.run));
    const b = track(set.get('fullDocs').run(docs.run));
    await flush();
    expect(search.started).toBe(1);
    expect(docs.started).toBe(1);
    expect(search.signal?.aborted).toBe(false);
    expect(set.get('search').busy).toBe(true);
    expect(set.get('fullDocs').busy).toBe(true);

    docs.resolve('docs');
    await flush();
    expect(b.outcome).toEqual({ status: 'done', value: 'docs' });
    expect(set.get('fullDocs').busy).toBe(false);
    expect(set.get('search').busy).toBe(true);
    search.resolve('search');
    await flush();
    expect(a.outcome).toEqual({ status: 'done', value: 'search' });
  });

  it('cancelAll() supersedes the work of every queue', async () => {
    const set = new QueueSet();
    const search = controlledTask<string>();
    const docs = controlledTask<string>();
    const a = track(set.get('search').run(search.run));
    const b = track(set.get('fullDocs').run(docs.run));
    await flush();
    set.cancelAll();
    await flush();
    expect(search.signal?.aborted).toBe(true);
    expect(docs.signal?.aborted).toBe(true);
    expect(a.outcome).toEqual({ status: 'superseded' });
    expect(b.outcome).toEqual({ status: 'superseded' });
  });
});

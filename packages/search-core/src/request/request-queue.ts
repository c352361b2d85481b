/**
 * Named sequential request queues (SPEC 7.1). One request runs at a time; a newer request
 * supersedes any that are still waiting and aborts the one in flight, so a stale answer is never
 * applied. Callers learn the outcome as a value, not an exception, because being superseded is
 * normal.
 */
import { isAbortError } from '../errors.js';

export type QueueOutcome<T> =
  | { readonly status: 'done'; readonly value: T }
  | { readonly status: 'superseded' };

export type QueueTask<T> = (signal: AbortSignal) => Promise<T>;

interface Job {
  run: (signal: AbortSignal) => Promise<unknown>;
  controller: AbortController;
  settle: (outcome: QueueOutcome<unknown> | { status: 'failed'; error: unknown }) => void;
  settled: boolean;
}

const SUPERSEDED = Object.freeze({ status: 'superseded' as const });

export class RequestQueue {
  private waiting: Job | null = null;
  private active: Job | null = null;
  private readonly listeners = new Set<(busy: boolean) => void>();

  constructor(readonly name: string) {}

  /** True while a request of this queue is in flight or waiting. */
  get busy(): boolean {
    return this.active !== null || this.waiting !== null;
  }

  subscribe(listener: (busy: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  run<T>(task: QueueTask<T>): Promise<QueueOutcome<T>> {
    const wasBusy = this.busy;
    return new Promise<QueueOutcome<T>>((resolve, reject) => {
      const job: Job = {
        run: task,
        controller: new AbortController(),
        settled: false,
        settle: (outcome) => {
          if (job.settled) return;
          job.settled = true;
          if (outcome.status === 'failed') reject(outcome.error);
          else resolve(outcome as QueueOutcome<T>);
        },
      };
      this.supersede(this.waiting);
      this.waiting = job;
      if (this.active) this.supersede(this.active);
      else this.startNext();
      if (!wasBusy) this.notify();
    });
  }

  /** Supersedes everything: the waiting request and the one in flight. */
  cancel(): void {
    this.supersede(this.waiting);
    this.waiting = null;
    if (this.active) this.supersede(this.active);
  }

  private supersede(job: Job | null): void {
    if (!job) return;
    job.controller.abort();
    job.settle(SUPERSEDED);
  }

  private startNext(): void {
    const job = this.waiting;
    this.waiting = null;
    this.active = job;
    if (!job) {
      this.notify();
      return;
    }
    let promise: Promise<unknown>;
    try {
      promise = job.run(job.controller.signal);
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise
      .then(
        (value) =>
          job.settle(job.controller.signal.aborted ? SUPERSEDED : { status: 'done', value }),
        (error) =>
          job.settle(
            job.controller.signal.aborted || isAbortError(error)
              ? SUPERSEDED
              : { status: 'failed', error },
          ),
      )
      .finally(() => {
        this.active = null;
        this.startNext();
      });
  }

  private notify(): void {
    const busy = this.busy;
    for (const listener of this.listeners) listener(busy);
  }
}

/** The queues of one connection, created on first use (`search`, `fullDocs`, `favourites`, …). */
export class QueueSet {
  private readonly queues = new Map<string, RequestQueue>();

  get(name: string): RequestQueue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new RequestQueue(name);
      this.queues.set(name, queue);
    }
    return queue;
  }

  cancelAll(): void {
    for (const queue of this.queues.values()) queue.cancel();
  }
}

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

/** One `run` call: its task, the controller that aborts it, and the caller's promise. */
interface Job {
  task: QueueTask<unknown>;
  controller: AbortController;
  // Settling a promise twice is a no-op, so whichever comes first, being superseded or the
  // task's own outcome, is what the caller gets.
  resolve: (outcome: QueueOutcome<unknown>) => void;
  reject: (error: unknown) => void;
}

const SUPERSEDED = Object.freeze({ status: 'superseded' as const });

function supersede(job: Job | null): void {
  job?.controller.abort();
  job?.resolve(SUPERSEDED);
}

// Private members use `#` names, which minify, unlike TypeScript's `private` properties.
export class RequestQueue {
  #waiting: Job | null = null;
  #active: Job | null = null;
  readonly #listeners = new Set<(busy: boolean) => void>();

  constructor(readonly name: string) {}

  /** True while a request of this queue is in flight or waiting. */
  get busy(): boolean {
    return this.#active !== null || this.#waiting !== null;
  }

  subscribe(listener: (busy: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  run<T>(task: QueueTask<T>): Promise<QueueOutcome<T>> {
    const wasBusy = this.busy;
    return new Promise<QueueOutcome<T>>((resolve, reject) => {
      supersede(this.#waiting);
      this.#waiting = { task, controller: new AbortController(), resolve, reject } as Job;
      if (this.#active) supersede(this.#active);
      else this.#startNext();
      if (!wasBusy) this.#notify();
    });
  }

  /** Supersedes everything: the waiting request and the one in flight. */
  cancel(): void {
    supersede(this.#waiting);
    this.#waiting = null;
    supersede(this.#active);
  }

  #startNext(): void {
    const job = this.#waiting;
    this.#waiting = null;
    this.#active = job;
    if (!job) {
      this.#notify();
      return;
    }
    const { signal } = job.controller;
    // The executor turns a task that throws instead of rejecting into a rejection.
    new Promise((resolve) => resolve(job.task(signal)))
      .then(
        (value) => job.resolve(signal.aborted ? SUPERSEDED : { status: 'done', value }),
        (error) =>
          signal.aborted || isAbortError(error) ? job.resolve(SUPERSEDED) : job.reject(error),
      )
      .finally(() => {
        this.#active = null;
        this.#startNext();
      });
  }

  #notify(): void {
    const busy = this.busy;
    for (const listener of this.#listeners) listener(busy);
  }
}

/** The queues of one search instance, created on first use (`search`, `fullDocs`, `favourites`, …). */
export class QueueSet {
  readonly #queues = new Map<string, RequestQueue>();

  get(name: string): RequestQueue {
    let queue = this.#queues.get(name);
    if (!queue) {
      queue = new RequestQueue(name);
      this.#queues.set(name, queue);
    }
    return queue;
  }

  cancelAll(): void {
    for (const queue of this.#queues.values()) queue.cancel();
  }
}

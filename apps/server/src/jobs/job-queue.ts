import type { Executor } from '../db/client';
import { jobs } from '../db/schema';
import { insertRows, statement } from '../db/statements';
import type { JobKind, JobPayloads } from './job-kinds';

export interface EnqueueOptions {
  /** Not before this time. */
  runAt?: Date;
  /** At most one job with this key waits or runs at a time: a second one is not added. */
  key?: string;
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction: it exists only if that transaction commits, and then it runs even if this
 * process dies right after. The runner picks it up on its next look (call `nudge` after the commit for "at once").
 * Answers the statement unstarted (it runs when awaited), so it can go out with others in `inOrder`.
 */
export function enqueue<Kind extends JobKind>(
  executor: Executor,
  kind: Kind,
  payload: JobPayloads[Kind],
  { runAt, key, maxAttempts }: EnqueueOptions = {},
) {
  return enqueueAll(executor, [{ kind, payload, key, runAt, maxAttempts } as NewJob]);
}

/** A job to add, as `enqueueAll` takes it. */
export type NewJob = { [Kind in JobKind]: { kind: Kind; payload: JobPayloads[Kind] } & EnqueueOptions }[JobKind];

// At most one job with a key waits or runs: a second one is not added.
const ONE_PER_KEY = `on conflict ("key") where "state" in ('queued', 'running') do nothing`;

/** The statement adding `added`, its parameters numbered from `first` (for a larger statement to hold it). */
export function insertJobs(added: readonly NewJob[], first = 1): { text: string; params: unknown[] } {
  const rows = added.map(({ kind, payload, key, runAt, maxAttempts }) => ({
    kind,
    payload,
    key: key ?? null,
    // Left out, they take the column's default.
    runAt: runAt || undefined,
    maxAttempts: maxAttempts || undefined,
  }));
  const { text, params } = insertRows(jobs, rows, first);
  return { text: `${text} ${ONE_PER_KEY}`, params };
}

/** Adds several jobs in the caller's transaction, in one statement (as `enqueue` adds one). */
export function enqueueAll(executor: Executor, added: readonly NewJob[]) {
  const { text, params } = insertJobs(added);
  return statement(executor, text, params);
}

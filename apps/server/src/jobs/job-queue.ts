import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema';
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

/** Adds several jobs in the caller's transaction, in one statement (as `enqueue` adds one). */
export function enqueueAll(executor: Executor, added: readonly NewJob[]) {
  return executor
    .insert(jobs)
    .values(
      added.map(({ kind, payload, key, runAt, maxAttempts }) => ({
        kind,
        payload,
        key: key ?? null,
        ...(runAt ? { runAt } : {}),
        ...(maxAttempts ? { maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.key, where: sql`${jobs.state} in ('queued', 'running')` });
}

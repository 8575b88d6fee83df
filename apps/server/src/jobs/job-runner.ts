import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { JOB_KINDS, type JobHandlers, type JobKind, type JobRun } from './job-kinds';

type JobRow = typeof jobs.$inferSelect;

/** How long a taken job is its process's: one whose process died is taken again after this. */
const LEASE_MS = 5 * 60_000;
/** How often an idle runner looks for due jobs (a nudge after a commit wakes it at once). */
const POLL_MS = 1_000;
/** Jobs taken at once: in a busy shop one look takes many, and the ones done are marked done together. */
const BATCH = 10;

/** Waits between tries: 20 s, 40 s, 80 s … at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** attempts, 60 * 60_000);
}

interface RunnerOptions {
  handlers: JobHandlers;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  pollMs?: number;
  /** How long a taken job is its runner's before another may take it (its runner died); five minutes by default. */
  leaseMs?: number;
  /**
   * How often a runner looks for jobs whose process died (on its first take, then at most this often): a tenth of the
   * lease by default, so such a job waits at most a tenth longer than its lease.
   */
  abandonedLookMs?: number;
  /** Told each run's outcome (for the metrics). */
  observe?: (kind: string, outcome: 'done' | 'retry' | 'failed') => void;
}

/**
 * Takes due jobs (up to ten at a time, and as many abandoned ones) and runs their handlers one after another, oldest
 * first (so a customer's emails arrive in the order they were written). On PostgreSQL several processes share the
 * table: a job is taken with `FOR UPDATE SKIP LOCKED`, so each runs in one process only. A job that throws is tried
 * again later; after its last try it is left `failed`, for staff to see and retry.
 */
export function createJobRunner(
  db: Database,
  {
    handlers,
    log,
    pollMs = POLL_MS,
    leaseMs = LEASE_MS,
    abandonedLookMs = leaseMs / 10,
    observe = () => {},
  }: RunnerOptions,
) {
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | null = null;
  let wakeUp = false;
  let lastLookForAbandoned = -Infinity;

  /**
   * Takes due jobs, and those whose process died while running them when it is time to look for those too. Each look
   * is a walk along its own index in the order jobs are taken.
   */
  async function take(): Promise<JobRow[]> {
    const due = db.$with('due').as(
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)))
        .orderBy(asc(jobs.runAt))
        .limit(BATCH)
        .for('update', { skipLocked: true }),
    );
    const abandoned = db.$with('abandoned').as(
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`)))
        .orderBy(asc(jobs.lockedUntil))
        .limit(BATCH)
        .for('update', { skipLocked: true }),
    );
    // The look for abandoned jobs doubles what the database plans and runs for each take, and a busy shop takes jobs
    // after every few orders: it looks for them a few times a lease only.
    const lookForAbandoned = Date.now() - lastLookForAbandoned >= abandonedLookMs;
    if (lookForAbandoned) lastLookForAbandoned = Date.now();
    const taking = lookForAbandoned ? db.with(due, abandoned).update(jobs) : db.with(due).update(jobs);
    const ids = lookForAbandoned
      ? sql`(select id from ${due} union all select id from ${abandoned})`
      : sql`(select id from ${due})`;
    return taking
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(Date.now() + leaseMs),
        updatedAt: new Date(),
      })
      .where(inArray(jobs.id, ids))
      .returning();
  }

  /** One-off jobs that succeeded: done, all in one statement. */
  async function finishDone(done: JobRow[]): Promise<void> {
    if (done.length === 0) return;
    await db
      .update(jobs)
      .set({ state: 'done', lockedUntil: null, updatedAt: new Date() })
      .where(
        inArray(
          jobs.id,
          done.map((job) => job.id),
        ),
      );
  }

  async function finish(job: JobRow, error: unknown): Promise<void> {
    const now = Date.now();
    if (error === undefined) {
      await db
        .update(jobs)
        .set(
          job.everySeconds
            ? {
                state: 'queued',
                runAt: new Date(now + job.everySeconds * 1000),
                attempts: 0,
                lockedUntil: null,
                lastError: null,
                updatedAt: new Date(),
              }
            : { state: 'done', lockedUntil: null, updatedAt: new Date() },
        )
        .where(eq(jobs.id, job.id));
      return;
    }
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    // A recurring job is never given up: it comes back at its next time.
    const givenUp = !job.everySeconds && job.attempts >= job.maxAttempts;
    const retryIn = job.everySeconds ? job.everySeconds * 1000 : backoffMs(job.attempts);
    await db
      .update(jobs)
      .set({
        state: givenUp ? 'failed' : 'queued',
        runAt: new Date(now + retryIn),
        lockedUntil: null,
        lastError: message.slice(0, 1000),
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, job.id));
    observe(job.kind, givenUp ? 'failed' : 'retry');
    const details = { err: error, job: job.id, kind: job.kind, attempts: job.attempts };
    if (givenUp) log.error(details, 'job failed for good');
    else log.warn(details, 'job failed; it will be tried again');
  }

  /** Runs one job's handler; answers what it threw, or undefined. */
  async function run(job: JobRow): Promise<unknown> {
    const handler = handlers[job.kind as JobKind] as ((payload: unknown, run: JobRun) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(job.payload, { id: job.id });
      return undefined;
    } catch (caught) {
      return caught ?? new Error('the job failed');
    }
  }

  /** Runs the jobs due now, if any; answers how many there were. */
  async function runDue(): Promise<number> {
    const taken = (await take()).sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
    const errors: unknown[] = [];
    for (const job of taken) errors.push(await run(job));
    const done = taken.filter((job, index) => errors[index] === undefined && !job.everySeconds);
    await finishDone(done);
    for (const [index, job] of taken.entries()) if (errors[index] === undefined) observe(job.kind, 'done');
    for (const [index, job] of taken.entries()) if (!done.includes(job)) await finish(job, errors[index]);
    return taken.length;
  }

  /**
   * Runs due jobs while a look finds a full batch (more may be waiting). A look that finds fewer took every job due
   * then (but those another process holds), so the runner need not look again until a nudge for jobs committed
   * meanwhile, or the next poll for jobs that fell due.
   */
  async function runWhileFull(): Promise<void> {
    while ((await runDue()) >= BATCH);
  }

  /** Runs due jobs until none is left. */
  async function drain(): Promise<number> {
    let ran = 0;
    for (let count = await runDue(); count > 0; count = await runDue()) ran += count;
    return ran;
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(() => void loop(), delay);
    timer.unref();
  }

  async function loop() {
    if (!running || current) {
      wakeUp = true;
      return;
    }
    wakeUp = false;
    current = runWhileFull()
      .catch((error: unknown) => log.error({ err: error }, 'the job runner could not take jobs'))
      .finally(() => {
        current = null;
      });
    await current;
    schedule(wakeUp ? 0 : pollMs);
  }

  return {
    /** Starts looking for due jobs. */
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    /** Stops taking jobs and waits for the one running, if any, to finish. */
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
    /** A job was just committed: look now rather than at the next poll. */
    nudge() {
      if (running) schedule(0);
    },
    drain,
    /**
     * Makes sure a recurring job of this kind exists (one for every process sharing the database), first due now.
     */
    async every(kind: JobKind, seconds: number): Promise<void> {
      await db
        .insert(jobs)
        .values({ kind, key: `every:${kind}`, everySeconds: seconds })
        .onConflictDoNothing({ target: jobs.key, where: sql`${jobs.state} in ('queued', 'running')` });
      await db
        .update(jobs)
        .set({ everySeconds: seconds })
        .where(and(eq(jobs.key, `every:${kind}`), inArray(jobs.state, ['queued', 'running'])));
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/** Kinds the dashboard may retry: every kind the shop knows. */
export const isJobKind = (kind: string): kind is JobKind => (JOB_KINDS as readonly string[]).includes(kind);

import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import type { FailedJobs } from '@alankar/shared/dashboard-schemas';
import { isUuid } from '@alankar/shared/ids';
import { may } from '@alankar/shared/policy';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/constraint-violation';
import { jobs } from '../db/schema';
import { AppError } from '../errors';
import { describeJob } from './job-kinds';
import type { JobsBell } from './jobs-bell';

/** Finished jobs are kept this long, for looking into what happened. */
const KEEP_DONE_DAYS = 7;
const LIST_LIMIT = 20;

/** Jobs as staff see them: the ones that failed for good, and a retry. */
export function createJobService(db: Database, bell: JobsBell) {
  return {
    async failed(): Promise<FailedJobs> {
      const [rows, [total]] = await Promise.all([
        db.select().from(jobs).where(eq(jobs.state, 'failed')).orderBy(desc(jobs.updatedAt)).limit(LIST_LIMIT),
        db.select({ value: count() }).from(jobs).where(eq(jobs.state, 'failed')),
      ]);
      return {
        count: total?.value ?? 0,
        jobs: rows.map((row) => ({
          _id: row.id,
          kind: row.kind,
          summary: describeJob(row.kind, row.payload),
          attempts: row.attempts,
          error: row.lastError ?? '',
          failedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    /** Staff: a failed job gets its tries back and runs at once. */
    async retry(viewer: Viewer, id: string): Promise<void> {
      if (!may(viewer, 'job.retry')) throw new AppError('forbidden', 'Only the shop’s staff can retry work.');
      if (!isUuid(id)) throw new AppError('not_found', 'This job does not exist.');
      let retried: { id: string }[];
      try {
        retried = await db
          .update(jobs)
          .set({ state: 'queued', runAt: new Date(), attempts: 0, lastError: null, updatedAt: new Date() })
          .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
          .returning({ id: jobs.id });
      } catch (error) {
        if (isUniqueViolation(error, 'jobs_key_unique')) {
          throw new AppError('conflict', 'The same work is already waiting to run.');
        }
        throw error;
      }
      if (retried.length === 0) throw new AppError('not_found', 'This job is not waiting for a retry.');
      bell.nudge();
    },

    /** Removes finished jobs older than a week. */
    async tidy(now = Date.now()): Promise<void> {
      await db
        .delete(jobs)
        .where(and(eq(jobs.state, 'done'), lt(jobs.updatedAt, new Date(now - KEEP_DONE_DAYS * 86_400_000))));
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;

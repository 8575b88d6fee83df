import { eq } from 'drizzle-orm';
import type { AuditAction, AuditSubject, AuditValues } from '@alankar/shared/audit';
import type { AuditActor } from '@alankar/shared/audit-schemas';
import type { Executor } from '../db/client';
import { auditEntries, users } from '../db/schema';
import { compacted } from './audit-values';

/** One change staff made: what was done, to what, and the fields it touched. */
export interface AuditChange {
  action: AuditAction;
  subject: { kind: AuditSubject; id: string | null; label: string };
  /** The fields before (the whole thing when it is deleted); null when there was nothing before. */
  before: AuditValues | null;
  /** The fields after (the whole thing when it is made); null when nothing is left after. */
  after: AuditValues | null;
}

/**
 * Records a staff member's change in the caller's transaction, so the change and its record commit together or not at
 * all. `actor` is who made it, as they are now (a signed-in viewer will do); long texts are kept cut short.
 */
export async function recordChange(executor: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
  await executor.insert(auditEntries).values({
    actorId: actor.id,
    actorEmail: actor.email.toLowerCase(),
    actorName: actor.name,
    action: change.action,
    subjectKind: change.subject.kind,
    subjectId: change.subject.id,
    subjectLabel: change.subject.label,
    before: compacted(change.before),
    after: compacted(change.after),
  });
}

/** A staff member known only by email (a refund keeps no more), with their account's id and name when it still exists. */
export async function actorByEmail(executor: Executor, email: string): Promise<AuditActor> {
  const [account] = await executor
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return { id: account?.id ?? null, email, name: account?.name ?? '' };
}

import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { actionsIn, AUDIT_GROUPS, type AuditAction, type AuditGroup } from '@alankar/shared/audit';
import type { AuditActor, AuditEntry, AuditList, AuditListQuery } from '@alankar/shared/audit-schemas';
import { SHOP_TIME_ZONE } from '@alankar/shared/dashboard';
import { may } from '@alankar/shared/policy';
import type { Database } from '../db/client';
import { auditEntries } from '../db/schema';
import { AppError } from '../errors';

const DEFAULT_PAGE_SIZE = 50;

/** The time zone as an SQL literal, as the dashboard's days use it. */
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
/** The first moment of a Dhaka day (`2026-04-01`), and of the day after it. */
const dayStarts = (day: string) => sql`(${day}::date)::timestamp at time zone ${zone}`;
const dayEnds = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${zone}`;

type EntryRow = typeof auditEntries.$inferSelect;

function toEntry(row: EntryRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail, name: row.actorName },
    action: row.action,
    subject: { kind: row.subjectKind, id: row.subjectId, label: row.subjectLabel },
    before: row.before,
    after: row.after,
  };
}

const isGroup = (action: string): action is AuditGroup => (AUDIT_GROUPS as readonly string[]).includes(action);

/** Who: an account's id, or the email they had then. */
function madeBy(actor: string): SQL | undefined {
  return or(eq(auditEntries.actorId, actor), eq(auditEntries.actorEmail, actor.toLowerCase()));
}

/** The record of what staff changed, for staff to read; it is written only beside each change (`audit-log.ts`). */
export function createAuditService(db: Database) {
  /** Everyone in the record, by the name they had last, for the filter by who. */
  async function actors(): Promise<AuditActor[]> {
    const rows = await db
      .selectDistinctOn([auditEntries.actorEmail], {
        id: auditEntries.actorId,
        email: auditEntries.actorEmail,
        name: auditEntries.actorName,
      })
      .from(auditEntries)
      .orderBy(auditEntries.actorEmail, desc(auditEntries.at));
    return rows.sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
  }

  return {
    async list(viewer: Viewer, query: AuditListQuery): Promise<AuditList> {
      if (!may(viewer, 'audit.view'))
        throw new AppError('forbidden', 'Only the shop’s staff can see what staff changed.');
      const actions: AuditAction[] | undefined =
        query.action === undefined ? undefined : isGroup(query.action) ? actionsIn(query.action) : [query.action];
      const where = and(
        query.actor ? madeBy(query.actor) : undefined,
        actions ? inArray(auditEntries.action, actions) : undefined,
        query.from ? gte(auditEntries.at, dayStarts(query.from)) : undefined,
        query.to ? lt(auditEntries.at, dayEnds(query.to)) : undefined,
      );
      const size = query.size ?? DEFAULT_PAGE_SIZE;
      const [rows, [total], everyone] = await Promise.all([
        db
          .select()
          .from(auditEntries)
          .where(where)
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .limit(size)
          .offset((query.page ?? 0) * size),
        db.select({ value: count() }).from(auditEntries).where(where),
        actors(),
      ]);
      return { entries: rows.map(toEntry), count: total?.value ?? 0, actors: everyone };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_GROUPS, AUDIT_SUBJECTS } from './audit';
import { pageParam, sizeParam } from './paging';
import { optionalParam, safeText } from './text';

/** A day the shop could have a record of (the database refuses year 0, and nothing here is older than 2000). */
const shopDay = (what: string) =>
  z.iso
    .date(`${what} must be a date, like 2026-04-01`)
    .refine((day) => day >= '2000-01-01' && day <= '2999-12-31', `${what} must be a date from 2000 on`);

/** GET /api/audit: one page of the record, newest first; each filter left out matches everything. */
export const auditListQuery = z.object({
  page: pageParam,
  size: sizeParam(100),
  /** Who made the changes: their account's id, or their email as it was. */
  actor: optionalParam(safeText.max(254, 'Who must be at most 254 characters')),
  /** One action (`product.stock`), or every action of a group (`product`). */
  action: optionalParam(
    z.enum([...AUDIT_ACTIONS, ...AUDIT_GROUPS], {
      message: `Action must be one of: ${[...AUDIT_GROUPS, ...AUDIT_ACTIONS].join(', ')}`,
    }),
  ),
  /** The first and last Dhaka day of the changes, both included. */
  from: optionalParam(shopDay('From')),
  to: optionalParam(shopDay('To')),
});
export type AuditListQuery = z.output<typeof auditListQuery>;

const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
const auditValues = z.record(z.string(), auditValue);

/** Someone who changed something, as they were then (the account may since have been renamed or removed). */
export const auditActor = z.object({ id: z.string().nullable(), email: z.string(), name: z.string() });
export type AuditActor = z.output<typeof auditActor>;

/** One change: who, when, what to, and the fields it touched before and after (the whole thing when made or deleted). */
export const auditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actor: auditActor,
  action: z.enum(AUDIT_ACTIONS),
  subject: z.object({ kind: z.enum(AUDIT_SUBJECTS), id: z.string().nullable(), label: z.string() }),
  before: auditValues.nullable(),
  after: auditValues.nullable(),
});
export type AuditEntry = z.output<typeof auditEntry>;

export const auditList = z.object({
  entries: z.array(auditEntry),
  /** Entries matching the filters, on every page. */
  count: z.number().int(),
  /** Everyone who appears in the record, for the filter by who. */
  actors: z.array(auditActor),
});
export type AuditList = z.output<typeof auditList>;

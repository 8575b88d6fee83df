/**
 * The record of what staff changed (money, stock, the shop): which changes there are and how they are grouped for the
 * dashboard's filter. Free of zod, so a page may import it; the schemas are in `audit-schemas.ts`.
 */

export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.price',
  'product.stock',
  'product.delete',
  'blog.create',
  'blog.update',
  'blog.delete',
  'settings.update',
  'blocklist.add',
  'blocklist.remove',
  'order.status',
  'order.refund',
  'order.cancel-refund',
  'order.received-back',
  'discount.create',
  'discount.update',
  'discount.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action is done to: its first word. */
export const AUDIT_GROUPS = ['product', 'blog', 'settings', 'blocklist', 'order', 'discount'] as const;
export type AuditGroup = (typeof AUDIT_GROUPS)[number];

/** What a change was made to; the subject's id and label say which one. */
export const AUDIT_SUBJECTS = ['product', 'blog', 'settings', 'phone', 'order', 'discount'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** One recorded value: small and flat, so an entry reads at a glance. */
export type AuditValue = string | number | boolean | null | string[];
/** The fields a change touched, each with its value before or after. */
export type AuditValues = Record<string, AuditValue>;

/** Each group as the dashboard's filter names it. */
export const AUDIT_GROUP_LABELS: Record<AuditGroup, string> = {
  product: 'Products, prices and stock',
  blog: 'Blog posts',
  settings: 'Settings',
  blocklist: 'Blocked numbers',
  order: 'Orders and refunds',
  discount: 'Discount codes',
};

export function groupOf(action: AuditAction): AuditGroup {
  return action.split('.')[0] as AuditGroup;
}

/** The actions of a group, for a filter by group. */
export function actionsIn(group: AuditGroup): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => groupOf(action) === group);
}

/** A piece's field is named `price`; a variant's is named with it, `price · Ring size 7`. */
export const VARIANT_FIELD_SEPARATOR = ' · ';

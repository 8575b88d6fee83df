import { Form } from 'react-router';
import { actionsIn, AUDIT_GROUP_LABELS, AUDIT_GROUPS, type AuditAction } from '@alankar/shared/audit';
import type { AuditActor, AuditListQuery } from '@alankar/shared/audit-schemas';
import { Link } from '~/ui/shop-links';

/** Each action as the filter names it, under its group. */
const ACTION_LABELS: Record<AuditAction, string> = {
  'product.create': 'Products added',
  'product.update': 'Products edited',
  'product.price': 'Price changes',
  'product.stock': 'Stock changes',
  'product.delete': 'Products deleted',
  'blog.create': 'Posts written',
  'blog.update': 'Posts edited',
  'blog.delete': 'Posts deleted',
  'settings.update': 'Settings changed',
  'blocklist.add': 'Numbers blocked',
  'blocklist.remove': 'Numbers unblocked',
  'order.status': 'Status changes',
  'order.refund': 'Refunds',
  'order.cancel-refund': 'Cancelled with a refund',
  'order.received-back': 'Returns back in stock',
  'discount.create': 'Codes made',
  'discount.update': 'Codes changed',
  'discount.delete': 'Codes deleted',
};

export type AuditFilterValues = Pick<AuditListQuery, 'actor' | 'action' | 'from' | 'to'>;

const LABEL = 'mb-1.5 block text-sm font-medium';

/** Who, what and when, as a plain GET form: it filters without JavaScript too. */
export function AuditFilters({ actors, filters }: { actors: AuditActor[]; filters: AuditFilterValues }) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <Form
      key={JSON.stringify(filters)}
      method="get"
      role="search"
      aria-label="Filter staff activity"
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]"
    >
      <div className="min-w-0">
        <label htmlFor="audit-actor" className={LABEL}>
          Who
        </label>
        <select id="audit-actor" name="actor" defaultValue={filters.actor ?? ''} className="field-select">
          <option value="">Everyone</option>
          {actors.map((actor) => (
            <option key={actor.email} value={actor.email}>
              {actor.name ? `${actor.name} (${actor.email})` : actor.email}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="audit-action" className={LABEL}>
          What
        </label>
        <select id="audit-action" name="action" defaultValue={filters.action ?? ''} className="field-select">
          <option value="">Every change</option>
          {AUDIT_GROUPS.map((group) => (
            <optgroup key={group} label={AUDIT_GROUP_LABELS[group]}>
              <option value={group}>All: {AUDIT_GROUP_LABELS[group].toLowerCase()}</option>
              {actionsIn(group).map((action) => (
                <option key={action} value={action}>
                  {ACTION_LABELS[action]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="audit-from" className={LABEL}>
          From
        </label>
        <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ''} className="field" />
      </div>
      <div className="min-w-0">
        <label htmlFor="audit-to" className={LABEL}>
          To
        </label>
        <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ''} className="field" />
      </div>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-1">
        <button type="submit" className="btn btn-outline">
          Filter
        </button>
        {filtered ? (
          <Link
            to="/dashboard/audit"
            className="inline-flex min-h-11 items-center text-sm text-emerald underline-offset-4 hover:underline"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

import { auditListQuery } from '@alankar/shared/audit-schemas';
import type { Route } from './+types/audit';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { AuditFilters } from '~/features/dashboard/audit/audit-filters';
import { AuditTable } from '~/features/dashboard/audit/audit-table';
import { pageCount, pageNumber } from '~/lib/paging';
import { readQuery } from '~/lib/query.server';
import { Pager } from '~/ui/pager';

const PAGE_SIZE = 30;
const FILTERS = auditListQuery.pick({ page: true, actor: true, action: true, from: true, to: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAllowed(request, context, 'audit.view');
  const { page: asked, ...filters } = readQuery(new URL(request.url).searchParams, FILTERS);
  const page = pageNumber(asked);
  const { entries, count, actors } = await context.services.audit.list(viewer, {
    ...filters,
    page: page - 1,
    size: PAGE_SIZE,
  });
  return { entries, count, actors, page, pages: pageCount(count, PAGE_SIZE), filters };
}

export function meta() {
  return [{ title: 'Staff activity · Alankar' }, { name: 'robots', content: 'noindex' }];
}

export default function StaffActivity({ loaderData }: Route.ComponentProps) {
  const { entries, count, actors, page, pages, filters } = loaderData;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <DashboardPanel title="Staff activity">
      <p className="mb-4 text-taupe">
        Every change staff made to prices, stock, products, posts, settings, orders, refunds, discount codes and blocked
        numbers. The record can’t be edited.
      </p>
      <AuditFilters actors={actors} filters={filters} />
      <p className="mb-4 text-taupe" aria-live="polite">
        {count === 1 ? '1 change found' : `${count} changes found`}
      </p>
      {entries.length === 0 ? (
        <p className="border border-dashed border-line bg-white p-8 text-center text-taupe">
          {filtered
            ? 'No changes match. Try someone else, another kind of change or other dates.'
            : 'No staff changes yet.'}
        </p>
      ) : (
        <AuditTable entries={entries} />
      )}
      <Pager page={page} pages={pages} label="Staff activity page" />
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title="Staff activity" />;
}

import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/discount-codes';
import { requireAllowed } from '~/features/auth/guard.server';
import { DashboardPanel } from '~/features/dashboard/dashboard-panel';
import { StaffOnlyBoundary } from '~/features/dashboard/staff-boundary';
import { refusedSave } from '~/features/dashboard/save-feedback';
import { createDiscountCode, updateDiscountCode, type DiscountBody } from '~/features/dashboard/discounts/discount-api';
import { DiscountForm } from '~/features/dashboard/discounts/discount-form';
import { DiscountsTable } from '~/features/dashboard/discounts/discounts-table';
import { ApiError } from '~/lib/api-client';
import { showToast } from '~/ui/toast';

const TITLE = 'Discount codes';

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAllowed(request, context, 'discount.write');
  return { codes: await context.services.discounts.list(viewer), now: Date.now() };
}

export function meta() {
  return [{ title: `${TITLE} · Alankar` }, { name: 'robots', content: 'noindex' }];
}

function Introduction() {
  return (
    <p className="mb-6 max-w-prose text-taupe">
      Codes shoppers type at checkout. Times are Dhaka time. Uses count orders that were not cancelled; revenue also leaves out orders that came back.
    </p>
  );
}

export default function DiscountCodes({ loaderData }: Route.ComponentProps) {
  const { codes, now } = loaderData;
  const { revalidate } = useRevalidator();
  const [editingId, setEditingId] = useState<string | null>(null);
  // Bumped after each new code, so the form starts empty again.
  const [added, setAdded] = useState(0);
  // The code as last loaded: a code deleted meanwhile ends its editing.
  const editing = codes.find((code) => code._id === editingId) ?? null;

  async function save(body: DiscountBody): Promise<Record<string, string> | null> {
    try {
      if (editing) await updateDiscountCode(editing._id, body);
      else await createDiscountCode(body);
    } catch (error) {
      const fields = refusedSave(error, editing ? 'The code was not saved' : 'The code was not added');
      // A code that exists already is a conflict, not a field's error, but it is the Code field that needs changing.
      return error instanceof ApiError && error.status === 409 ? { ...fields, code: error.message } : fields;
    }
    showToast(editing ? `${body.code} saved` : `${body.code} added`);
    if (editing) setEditingId(null);
    else setAdded((count) => count + 1);
    void revalidate();
    return null;
  }

  return (
    <DashboardPanel title={TITLE}>
      <Introduction />
      <DiscountForm
        key={editing ? editing._id : `new-${added}`}
        initial={editing}
        onSave={save}
        onCancel={() => setEditingId(null)}
      />
      <h2 className="mt-12 mb-4 text-3xl">All codes</h2>
      {codes.length === 0 ? (
        <p className="border border-dashed border-line bg-white p-8 text-center text-taupe">
          No discount codes yet. Make one for Eid or for first orders.
        </p>
      ) : (
        <DiscountsTable
          codes={codes}
          now={now}
          onEdit={(code) => setEditingId(code._id)}
          onChanged={() => void revalidate()}
        />
      )}
    </DashboardPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} title={TITLE} />;
}

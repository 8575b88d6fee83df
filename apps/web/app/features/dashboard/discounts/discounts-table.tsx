import { useState } from 'react';
import type { DiscountCode } from '@alankar/shared/discount-schemas';
import { formatTk } from '@alankar/shared/money';
import { ApiError } from '~/lib/api-client';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { showToast } from '~/ui/toast';
import { deleteDiscountCode, updateDiscountCode } from './discount-api';
import {
  STATUS_LABELS,
  discountAmount,
  discountInput,
  discountRules,
  discountStatus,
  discountUses,
  discountWhen,
  type DiscountStatus,
} from './discount-display';

const STATUS_TONE: Record<DiscountStatus, string> = {
  active: 'bg-emerald/10 text-success ring-success/30',
  paused: 'bg-stone-100 text-ink ring-line',
  scheduled: 'bg-sky-50 text-sky-900 ring-sky-200',
  expired: 'bg-stone-100 text-taupe ring-line',
  'used-up': 'bg-amber-50 text-amber-900 ring-amber-200',
};

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

const why = (error: unknown) =>
  error instanceof ApiError ? error.message : 'we could not reach the shop. Check your connection and try again.';

/**
 * Every code with its rules, when it runs, its uses and what it brought, and where it stands at `now`; Edit hands the
 * code to the form, Pause/Resume saves it at once, Delete asks first. `onChanged` reloads the list.
 */
export function DiscountsTable({
  codes,
  now,
  onEdit,
  onChanged,
}: {
  codes: DiscountCode[];
  /** The time the list was loaded (ms): what the statuses are worked out against. */
  now: number;
  onEdit: (code: DiscountCode) => void;
  onChanged: () => void;
}) {
  const [deleting, setDeleting] = useState<DiscountCode | null>(null);
  const [pausing, setPausing] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function togglePause(code: DiscountCode) {
    const paused = !code.paused;
    setPausing(code._id);
    try {
      await updateDiscountCode(code._id, { ...discountInput(code), paused });
      setFailed(null);
      showToast(paused ? `${code.code} paused` : `${code.code} resumed`);
      onChanged();
    } catch (error) {
      setFailed(`${code.code} was not ${paused ? 'paused' : 'resumed'}: ${why(error)}`);
    } finally {
      setPausing(null);
    }
  }

  async function remove(code: DiscountCode) {
    setDeleting(null);
    try {
      await deleteDiscountCode(code._id);
      setFailed(null);
      showToast(`${code.code} deleted`);
      onChanged();
    } catch (error) {
      setFailed(`${code.code} was not deleted: ${why(error)}`);
    }
  }

  return (
    <div>
      {failed ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {failed}
        </p>
      ) : null}
      {/* `relative`: what is only for screen readers (positioned absolutely) scrolls with the table, not the page. */}
      <div className="relative overflow-x-auto bg-white ring-1 ring-line">
        <table className="w-full min-w-[60rem] text-left text-sm">
          <thead className="border-b border-line text-xs tracking-wide text-taupe uppercase">
            <tr>
              <th className="p-3 font-medium">Code</th>
              <th className="p-3 font-medium">Discount</th>
              <th className="p-3 font-medium">Rules</th>
              <th className="p-3 font-medium">When</th>
              <th className="p-3 font-medium">Uses</th>
              <th className="p-3 font-medium">Revenue</th>
              <th className="p-3 font-medium">Status</th>
              <th className="p-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {codes.map((code) => {
              const status = discountStatus(code, now);
              const rules = discountRules(code);
              return (
                <tr key={code._id} aria-label={code.code} className="align-top">
                  <td className="p-3 font-mono font-semibold whitespace-nowrap">{code.code}</td>
                  <td className="p-3 whitespace-nowrap" data-testid="discount-amount">
                    {discountAmount(code)}
                  </td>
                  <td className="p-3 text-taupe">
                    {rules.length === 0 ? (
                      'Any order'
                    ) : (
                      <ul className="space-y-0.5">
                        {rules.map((rule) => (
                          <li key={rule}>{rule}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="max-w-56 p-3 text-taupe">{discountWhen(code)}</td>
                  <td className="p-3 whitespace-nowrap tabular-nums" data-testid="discount-uses">
                    {discountUses(code)}
                  </td>
                  <td className="p-3 whitespace-nowrap tabular-nums">
                    {formatTk(code.revenue)}
                    <span className="mt-0.5 block text-xs text-taupe">took off {formatTk(code.discounted)}</span>
                  </td>
                  <td className="p-3">
                    <span className={`${BADGE} ${STATUS_TONE[status]}`} data-testid="discount-status">
                      {STATUS_LABELS[status]}
                    </span>
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    <div className="flex gap-4">
                      <button
                        type="button"
                        className="min-h-11 font-medium text-emerald underline-offset-4 hover:underline"
                        onClick={() => onEdit(code)}
                      >
                        Edit<span className="sr-only"> {code.code}</span>
                      </button>
                      <button
                        type="button"
                        disabled={pausing === code._id}
                        className="min-h-11 font-medium text-ink underline-offset-4 hover:underline disabled:opacity-45"
                        onClick={() => void togglePause(code)}
                      >
                        {code.paused ? 'Resume' : 'Pause'}
                        <span className="sr-only"> {code.code}</span>
                      </button>
                      <button
                        type="button"
                        className="min-h-11 font-medium text-danger underline-offset-4 hover:underline"
                        onClick={() => setDeleting(code)}
                      >
                        Delete<span className="sr-only"> {code.code}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.code}?` : 'Delete the code?'}
        text="Shoppers can no longer use it. Orders that used it keep the code’s name."
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

import { useState } from 'react';
import type { FailedJobs as FailedJobList } from '@alankar/shared/dashboard-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { api, ApiError } from '~/lib/api-client';
import { showToast } from '~/ui/toast';
import { OverviewCard, ShownOf } from './overview-card';

/**
 * Work the shop does after a change (an email, a refund check) that kept failing: what it was, why it failed, and a
 * retry. Shown only when there is some.
 */
export function FailedJobs({ failed, onRetried }: { failed: FailedJobList; onRetried: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (failed.jobs.length === 0) return null;

  async function retry(id: string) {
    setBusy(id);
    try {
      await api(`/jobs/${id}/retry`, { method: 'POST' });
      showToast('Trying again now');
      onRetried();
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : 'Not retried. Try again.', 'error');
    }
    setBusy(null);
  }

  return (
    <OverviewCard
      id="failed-jobs-title"
      title="Needs a retry"
      note="Work the shop tried several times and could not finish, usually because another service was down."
      className="ring-danger/40"
    >
      <ul className="divide-y divide-line border-y border-line" aria-label="Work that failed">
        {failed.jobs.map((job) => (
          <li key={job._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{job.summary}</p>
              <p className="mt-0.5 text-xs break-words text-taupe">
                {job.attempts} tries, last <time dateTime={job.failedAt}>{formatDhakaDateTime(job.failedAt)}</time>:{' '}
                {job.error}
              </p>
            </div>
            <button
              type="button"
              onClick={() => void retry(job._id)}
              disabled={busy !== null}
              className="btn btn-outline min-h-10 shrink-0"
            >
              {busy === job._id ? 'Retrying…' : 'Retry'}
              <span className="sr-only">: {job.summary}</span>
            </button>
          </li>
        ))}
      </ul>
      <ShownOf shown={failed.jobs.length} count={failed.count} order="newest first" />
    </OverviewCard>
  );
}

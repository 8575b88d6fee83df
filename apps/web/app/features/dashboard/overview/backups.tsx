import { formatFileSize } from '@alankar/shared/dashboard';
import type { BackupSummary } from '@alankar/shared/dashboard-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { OverviewCard } from './overview-card';

const WARNING = 'mt-3 border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger';

/** The newest backup, with a warning look when the last try failed or the newest one is over two days old. */
export function Backups({ backups }: { backups: BackupSummary }) {
  const { last, failure, warning, nightlyAt } = backups;
  return (
    <OverviewCard
      id="backups-title"
      title="Backups"
      note={
        nightlyAt
          ? `The shop backs itself up every night at ${nightlyAt}, Dhaka time.`
          : 'Nightly backups are off (BACKUP_AT=off): take them with npm run backup.'
      }
      className={warning ? 'ring-danger/40' : ''}
    >
      <p data-testid="last-backup">
        {last ? (
          <>
            Last backup: <time dateTime={last.at}>{formatDhakaDateTime(last.at)}</time> · {formatFileSize(last.size)}
          </>
        ) : (
          'No backup yet.'
        )}
      </p>
      {warning === 'failed' && failure ? (
        <p className={WARNING}>
          The last backup, <time dateTime={failure.at}>{formatDhakaDateTime(failure.at)}</time>, failed: {failure.error}
        </p>
      ) : null}
      {warning === 'old' ? (
        <p className={WARNING}>
          The last backup is more than two days old. Check the shop’s log, or take one with npm run backup.
        </p>
      ) : null}
    </OverviewCard>
  );
}

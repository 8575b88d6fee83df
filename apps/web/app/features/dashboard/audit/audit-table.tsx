import type { AuditEntry } from '@alankar/shared/audit-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { auditChanges, auditSentence } from './audit-words';

const CELL = 'px-3 py-1.5 align-top break-words';

/** The fields an entry touched: before and after for a change; what it held for one made or deleted. */
function ChangeDetails({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return null;
  const sides = [
    ...(entry.before ? [{ title: entry.after ? 'Before' : 'Was', side: 'before' as const }] : []),
    ...(entry.after ? [{ title: entry.before ? 'After' : 'Now', side: 'after' as const }] : []),
  ];
  return (
    <details className="group mt-1">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-emerald underline-offset-4 hover:underline">
        <span className="group-open:hidden">Show details</span>
        <span className="hidden group-open:inline">Hide details</span>
      </summary>
      <table className="mb-2 w-full table-fixed border border-line text-xs">
        <thead className="bg-ivory text-taupe">
          <tr>
            <th scope="col" className={`${CELL} text-left font-medium`}>
              Field
            </th>
            {sides.map(({ title }) => (
              <th key={title} scope="col" className={`${CELL} text-left font-medium`}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className={`${CELL} text-left font-medium`}>
                {change.field}
              </th>
              {sides.map(({ side }) => (
                <td key={side} className={CELL}>
                  {change[side] ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** What staff changed, newest first: when (Dhaka time), who, and what in words, with the fields it touched. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    // `relative`: what is only for screen readers (positioned absolutely) scrolls with the table, not the page.
    <div className="relative overflow-x-auto bg-white ring-1 ring-line">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-line text-xs tracking-wide text-taupe uppercase">
          <tr>
            <th scope="col" className="w-40 p-3 font-medium">
              When
            </th>
            <th scope="col" className="w-44 p-3 font-medium">
              Who
            </th>
            <th scope="col" className="p-3 font-medium">
              What
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entry._id} className="align-top">
              <td className="p-3 text-taupe">
                <time dateTime={entry.at}>{formatDhakaDateTime(entry.at)}</time>
              </td>
              <td className="p-3 break-words">
                <span className="block font-medium">{entry.actor.name || entry.actor.email}</span>
                {entry.actor.name ? <span className="block text-xs text-taupe">{entry.actor.email}</span> : null}
              </td>
              <td className="p-3">
                <p>{auditSentence(entry)}</p>
                <ChangeDetails entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

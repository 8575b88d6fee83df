import type { OrderHistoryEntry } from '@alankar/shared/order-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { actorWords, eventWords } from './event-words';

/** Every change to the order: when, what happened, and by whom. */
export function StatusHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <ol className="space-y-3 border-l border-line pl-4 text-sm" aria-label="Status history">
      {history.map((entry, index) => {
        const { title, note } = eventWords(entry);
        const who = actorWords(entry);
        return (
          <li key={`${entry.at}-${index}`} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-gold-soft" />
            <p className="font-medium break-words">{title}</p>
            <p className="text-taupe">
              {formatDhakaDateTime(entry.at)}
              {who ? ` · ${who}` : ''}
              {note ? ` · ${note}` : ''}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

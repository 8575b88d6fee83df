import type { OrderHistoryEntry } from '@alankar/shared/order-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { useWords } from '~/words/use-words';
import { actorWords, eventWords } from './event-words';

/** Every change to the order: when, what happened, and by whom. */
export function StatusHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  const { t, lang } = useWords();
  if (history.length === 0) return null;
  return (
    <ol className="space-y-3 border-l border-line pl-4 text-sm" aria-label={t.orders.statusHistory}>
      {history.map((entry, index) => {
        const { title, note } = eventWords(entry, t.orders, lang);
        const who = actorWords(entry, t.orders);
        return (
          <li key={`${entry.at}-${index}`} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-gold-soft" />
            <p className="font-medium break-words">{title}</p>
            <p className="text-taupe">
              {formatDhakaDateTime(entry.at, lang)}
              {who ? ` · ${who}` : ''}
              {note ? ` · ${note}` : ''}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

import { useWords } from '~/words/use-words';
import { noticeText, type CartQuoteState } from './cart-quote';

/** What changed in the cart since its pieces went in (a price, what is left), and a quote that could not be had. */
export function QuoteNotices({ quote }: { quote: CartQuoteState }) {
  const words = useWords();
  if (quote.error) {
    return (
      <p role="alert" className="border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
        {quote.error}
      </p>
    );
  }
  if (quote.notices.length === 0) return null;
  return (
    <ul role="status" aria-label={words.t.cart.changes} className="space-y-1 border border-gold/40 bg-ivory p-3 text-sm">
      {quote.notices.map((notice, index) => (
        <li key={`${notice.kind}-${notice.title}-${index}`}>{noticeText(notice, words)}</li>
      ))}
    </ul>
  );
}

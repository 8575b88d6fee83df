import type { OrderLine } from '@alankar/shared/order-schemas';
import { categoryLabel } from '@alankar/shared/catalogue';
import { lineTotal } from '@alankar/shared/pricing';
import { thumbnailUrl } from '@alankar/shared/images';
import { useWords } from '~/words/use-words';
import { lineTitle } from './order-format';

/** What was bought, as it was at order time. */
export function OrderLines({ items }: { items: readonly OrderLine[] }) {
  const { t, lang, tk, num } = useWords();
  return (
    <ul className="divide-y divide-line" aria-label={t.orders.items}>
      {items.map((item) => {
        const title = lineTitle(item, lang);
        return (
          <li key={item._id} className="flex items-center gap-4 py-3" aria-label={title}>
            <img
              src={thumbnailUrl(item.image)}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 bg-ivory object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-serif text-lg leading-tight">{title}</p>
              <p className="text-sm text-taupe">
                {lang === 'en' ? item.category : categoryLabel(item.category, lang)} · {t.orders.quantity}{' '}
                <span data-testid="order-line-quantity">{num(item.quantity)}</span> × {tk(item.price)}
              </p>
            </div>
            <span className="font-medium text-gold tabular-nums" data-testid="order-line-total">
              {tk(lineTotal(item))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

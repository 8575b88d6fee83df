import type { OrderLine } from '@alankar/shared/order-schemas';
import { categoryLabel } from '@alankar/shared/catalogue';
import { lineTotal } from '@alankar/shared/pricing';
import { thumbnailUrl } from '@alankar/shared/images';
import { useWords } from '~/words/use-words';
import { lineTitle, lineVariant } from './order-format';

/** What was bought, as it was at order time. */
export function OrderLines({ items }: { items: readonly OrderLine[] }) {
  const { t, lang, tk, num } = useWords();
  return (
    <ul className="divide-y divide-line" aria-label={t.orders.items}>
      {items.map((item, index) => {
        const title = lineTitle(item, lang);
        const variant = num(lineVariant(item, lang));
        return (
          <li
            // An order's lines never change: their place is their key (two removed sizes of one piece look alike).
            key={index}
            className="flex items-center gap-4 py-3"
            aria-label={variant ? `${title} (${variant})` : title}
          >
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
              {variant ? (
                <p className="text-sm text-ink/80" data-testid="order-line-variant">
                  {variant}
                </p>
              ) : null}
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

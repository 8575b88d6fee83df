import type { OrderLine } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { lineTotal } from '@alankar/shared/pricing';
import { thumbnailUrl } from '@alankar/shared/images';

/** What was bought, as it was at order time. */
export function OrderLines({ items }: { items: readonly OrderLine[] }) {
  return (
    <ul className="divide-y divide-line" aria-label="Items">
      {items.map((item) => (
        <li key={item._id} className="flex items-center gap-4 py-3" aria-label={item.title}>
          <img
            src={thumbnailUrl(item.image)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 bg-ivory object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-serif text-lg leading-tight">{item.title}</p>
            <p className="text-sm text-taupe">
              {item.category} · Quantity: <span data-testid="order-line-quantity">{item.quantity}</span> ×{' '}
              {formatTk(item.price)}
            </p>
          </div>
          <span className="font-medium text-gold tabular-nums" data-testid="order-line-total">
            {formatTk(lineTotal(item))}
          </span>
        </li>
      ))}
    </ul>
  );
}

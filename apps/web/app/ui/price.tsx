import { saleNow, type SaleTerms } from '@alankar/shared/catalogue';
import { useWords } from '~/words/use-words';

/**
 * An amount in the shop's gold; with a higher `regular` price beside it, that one struck through (named for screen
 * readers, which don't read a strike).
 */
export function Price({ amount, regular, className = '' }: { amount: number; regular?: number; className?: string }) {
  const { t, tk } = useWords();
  if (regular === undefined || regular <= amount) {
    return <span className={`font-medium text-gold tabular-nums ${className}`}>{tk(amount)}</span>;
  }
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-medium text-gold tabular-nums" data-testid="sale-price">
        {tk(amount)}
      </span>
      <del className="text-[0.85em] text-taupe tabular-nums" data-testid="regular-price">
        <span className="sr-only">{t.common.wasPrice} </span>
        {tk(regular)}
      </del>
    </span>
  );
}

/** A piece's price today: while a sale is on, the sale price with the regular one struck through. */
export function PiecePrice({ piece, className = '' }: { piece: SaleTerms; className?: string }) {
  const sale = saleNow(piece);
  return <Price amount={sale?.price ?? piece.price} regular={sale?.regular} className={className} />;
}

/** "25% off" beside a piece on sale; nothing otherwise. */
export function SaleTag({ piece }: { piece: SaleTerms }) {
  const { t, fill, num } = useWords();
  const sale = saleNow(piece);
  if (!sale || sale.percent < 1) return null;
  return (
    <span
      className="inline-block rounded-full bg-gold/15 px-2 py-0.5 whitespace-nowrap text-[0.6875rem] font-semibold tracking-wide text-ink uppercase"
      data-testid="sale-tag"
    >
      {fill(t.common.percentOff, { percent: num(sale.percent) })}
    </span>
  );
}

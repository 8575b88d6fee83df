import { Link } from 'react-router';
import { LOW_STOCK_AT } from '@alankar/shared/dashboard';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';
import { AllClear, OverviewCard, ShownOf } from './overview-card';

const BADGE = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** Pieces on sale that are nearly or quite sold out, fewest first; a piece with options, per variant (“— Ring size 9”). */
export function LowStock({ low }: { low: DashboardSummary['lowStock'] }) {
  return (
    <OverviewCard id="low-stock-title" title="Low stock" note={`Pieces on sale with ${LOW_STOCK_AT} or fewer left.`}>
      {low.products.length === 0 ? (
        <AllClear>Every piece has more than {LOW_STOCK_AT} in stock.</AllClear>
      ) : (
        <>
          <ul className="divide-y divide-line border-y border-line" aria-label="Pieces low in stock">
            {low.products.map((product) => (
              <li key={product.variantId} className="flex items-center justify-between gap-4 py-3">
                <Link
                  to={`/dashboard/product-update/${product._id}`}
                  className="min-w-0 font-serif text-lg leading-snug underline-offset-4 hover:text-emerald hover:underline"
                >
                  {product.title}
                  {product.variantTitle ? <span className="text-taupe"> — {product.variantTitle}</span> : null}
                </Link>
                {product.stock === 0 ? (
                  <span className={`${BADGE} bg-danger/5 text-danger ring-danger/20`}>Sold out</span>
                ) : (
                  <span className={`${BADGE} bg-amber-50 text-amber-900 ring-amber-200`}>{product.stock} left</span>
                )}
              </li>
            ))}
          </ul>
          <ShownOf shown={low.products.length} count={low.count} order="fewest left first" />
        </>
      )}
    </OverviewCard>
  );
}

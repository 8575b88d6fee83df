import type { ProductCardData } from '@alankar/shared/catalogue';
import { useWords } from '~/words/use-words';
import { ProductCard } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4 xl:grid-cols-5';

interface ProductGridProps {
  products: ProductCardData[];
  /** Show placeholders instead (while a new filter loads). */
  loading?: boolean;
  /** How many of the first cards are above the fold and load eagerly. */
  eagerCount?: number;
  /** Card titles' heading level (h3 under a section's h2, h2 straight under the page's h1). */
  heading?: 'h2' | 'h3';
}

export function ProductGrid({ products, loading = false, eagerCount = 0, heading }: ProductGridProps) {
  const { t } = useWords();
  if (loading) {
    return (
      <div className={GRID} aria-busy="true" aria-label={t.catalogue.loading}>
        {Array.from({ length: Math.max(products.length, 4) }, (_, i) => (
          <div key={i} className="animate-pulse bg-white" data-testid="product-placeholder">
            <div className="aspect-square bg-line/60" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-3/4 bg-line/60" />
              <div className="h-4 w-1/3 bg-line/60" />
              <div className="h-11 bg-line/40" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <p className="border border-dashed border-line bg-white px-6 py-12 text-center text-taupe">
        {t.catalogue.noMatch}
      </p>
    );
  }
  return (
    <div className={GRID}>
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} eager={index < eagerCount} heading={heading} />
      ))}
    </div>
  );
}

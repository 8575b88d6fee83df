import { Link } from '~/ui/shop-links';
import type { ProductCardData } from '@alankar/shared/catalogue';
import { PiecePrice, SaleTag } from '~/ui/price';
import { ProductImage } from '~/ui/product-image';
import { AddToCartButton } from '~/features/cart/add-to-cart-button';
import { useWords } from '~/words/use-words';
import { fillNodes } from '~/words/fill-nodes';
import { StockBadge } from './stock-badge';

interface ProductCardProps {
  product: ProductCardData;
  eager?: boolean;
  /** The title's heading level: one below the heading the grid sits under. */
  heading?: 'h2' | 'h3';
}

export function ProductCard({ product, eager = false, heading: Heading = 'h3' }: ProductCardProps) {
  const href = `/products/${product._id}`;
  const { t } = useWords();
  return (
    <article className="group flex flex-col bg-white" aria-label={product.title}>
      <Link to={href} className="block overflow-hidden" tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.image}
          alt={product.title}
          sizes="(min-width: 1280px) 20vw, (min-width: 768px) 25vw, 50vw"
          eager={eager}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <StockBadge stock={product.stock} />
          <SaleTag piece={product} />
        </div>
        <Heading className="text-lg leading-snug sm:text-xl">
          <Link to={href} className="hover:text-gold">
            {product.title}
          </Link>
        </Heading>
        {product.priceFrom ? (
          // Sizes or lengths at different prices today: the lowest (with its sale, when it has one).
          <p className="mt-auto text-[0.9375rem] text-taupe" data-testid="price-from">
            {fillNodes(t.common.priceFrom, { amount: <PiecePrice piece={product} /> })}
          </p>
        ) : (
          <PiecePrice piece={product} className="mt-auto text-[0.9375rem]" />
        )}
        {product.hasOptions && product.stock > 0 ? (
          // Its size is chosen on its page.
          <Link to={href} className="btn btn-primary mt-1 w-full">
            {t.cart.chooseSize}
          </Link>
        ) : (
          <AddToCartButton product={product} className="mt-1" />
        )}
      </div>
    </article>
  );
}

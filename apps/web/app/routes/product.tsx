import { useState } from 'react';
import { data } from 'react-router';
import MapPin from 'lucide-icon/map-pin';
import Truck from 'lucide-icon/truck';
import RotateCcw from 'lucide-icon/rotate-ccw';
import ShieldCheck from 'lucide-icon/shield-check';
import {
  categoryLabel,
  descriptionIn,
  priceNow,
  saleNow,
  saleTermsOf,
  titleIn,
  toCardData,
  type Category,
} from '@alankar/shared/catalogue';
import { langOfPath } from '@alankar/shared/lang';
import { variantTitle } from '@alankar/shared/variants';
import { formatTk } from '@alankar/shared/money';
import { POLICIES } from '@alankar/shared/policies';
import { productIdParams } from '@alankar/shared/catalogue-schemas';
import type { Route } from './+types/product';
import { langOfRequest } from '~/lib/chosen-lang.server';
import { ProductGallery } from '~/features/product/product-gallery';
import { QuantityPicker } from '~/features/product/quantity-picker';
import { VariantPicker } from '~/features/product/variant-picker';
import { chosenVariant } from '~/features/product/choose-variant';
import { useChosenVariant } from '~/features/product/use-chosen-variant';
import { AddToCartButton } from '~/features/cart/add-to-cart-button';
import type { CartPiece } from '~/features/cart/cart-store';
import { StockBadge } from '~/features/catalogue/stock-badge';
import { ProductGrid } from '~/features/catalogue/product-grid';
import { Link } from '~/ui/shop-links';
import { PiecePrice } from '~/ui/price';
import { pageMeta } from '~/lib/seo';
import { JsonLd } from '~/lib/json-ld';
import { readParamsOr404 } from '~/lib/query.server';
import { useDeliveryFeesText, useDeliveryRules, useRootData } from '~/lib/use-root-data';
import { waysToPay } from '~/lib/ways-to-pay';
import { fill, metaWords } from '~/words/words';
import { useWords } from '~/words/use-words';
import { pageWords } from '~/words/words.server';

const RELATED = 5;
/** The pieces worn by size: their pages link to the size guide. */
const SIZED: readonly Category[] = ['Finger Ring', 'Bracelets'];
/** From this many left down, the page says how few there are. */
const FEW_LEFT = 3;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  const lang = langOfRequest(request);
  const { id } = readParamsOr404(params, productIdParams);
  const product = await catalogue.getProduct(id);
  if (!product) throw data(null, { status: 404 });
  const sameCategory = await catalogue.listProducts({ category: product.category, page: 0, size: RELATED + 1 });
  const related = sameCategory.products
    .filter((other) => other._id !== product._id)
    .slice(0, RELATED)
    .map((other) => toCardData(other, lang));
  const { _id, slug, category, price, salePrice, saleStartsAt, saleEndsAt, stock, image, images, material } = product;
  const { options, variants } = product;
  // The size or length the address names (`?variant=` or the form's `?o0=`), else the first in stock.
  const variantId = chosenVariant(variants, options.length, new URL(request.url).searchParams)?._id ?? null;
  const shown = {
    _id,
    slug,
    title: titleIn(product, lang),
    description: descriptionIn(product, lang),
    category,
    price,
    salePrice,
    saleStartsAt,
    saleEndsAt,
    stock,
    image,
    images,
    material,
    options,
    variants,
  };
  return {
    product: shown,
    variantId,
    related,
    origin: context.origin,
    words: pageWords(request, ['product', 'catalogue']),
  };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const t = metaWords(matches).product;
  const lang = langOfPath(location.pathname);
  if (!data) return [{ title: metaWords(matches).shell?.notFoundDocument ?? 'Alankar' }];
  const { product, origin } = data;
  const chosen = product.variants.find((variant) => variant._id === data.variantId);
  const price = priceNow(chosen ? saleTermsOf(product, chosen) : product);
  return pageMeta({
    title: t ? fill(t.documentTitle, { title: product.title, price: formatTk(price, lang) }) : product.title,
    description: product.description,
    image: product.image,
    origin,
    type: 'product',
    lang,
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, origin } = loaderData;
  const { t, lang, tk, num, fill, path } = useWords();
  const { freeShippingAbove } = useDeliveryRules();
  // A size tapped shows at once; the page's data for it follows (a pick made on other data no longer counts).
  const [picked, setPicked] = useState<{ id: string; on: string | null } | null>(null);
  const pickedNow = picked?.on === loaderData.variantId ? picked.id : null;
  const chosen = useChosenVariant(product, loaderData.variantId, pickedNow);
  const hasOptions = product.options.length > 0 && chosen !== undefined;
  // The chosen size's price, sale and stock.
  const terms = chosen ? saleTermsOf(product, chosen) : product;
  const stock = chosen?.stock ?? product.stock;
  const sale = saleNow(terms);
  const deliveryFees = useDeliveryFeesText();
  const paymentMethods = useRootData()?.paymentMethods ?? [];
  const [quantity, setQuantity] = useState(1);
  const inStock = stock > 0;
  const { _id, title, image, category } = product;
  const piece: CartPiece = {
    _id,
    title,
    image,
    category,
    ...terms,
    stock,
    ...(hasOptions ? { variantId: chosen._id, variantTitle: variantTitle(product.options, chosen.options, lang) } : {}),
  };
  const shareUrl = `${origin}${path(`/products/${product._id}`)}${hasOptions ? `?variant=${chosen._id}` : ''}`;
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const categoryName = categoryLabel(product.category, lang);
  /** The category by its own name ('Finger Ring'), where the buttons say 'Rings'; Bangla has one name for it. */
  const categoryTitle = lang === 'en' ? product.category : categoryName;
  const words = t.product;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.title,
          description: product.description,
          image: product.images.map(absolute),
          sku: chosen?.sku ?? product.slug,
          material: product.material,
          category: categoryTitle,
          brand: { '@type': 'Brand', name: 'Alankar' },
          offers: {
            '@type': 'Offer',
            url: shareUrl,
            priceCurrency: 'BDT',
            price: sale?.price ?? terms.price,
            availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }}
      />
      <nav aria-label={words.breadcrumb} className="mb-6 text-sm text-taupe">
        <Link to="/properties" className="hover:text-ink">
          {words.allJewellery}
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/properties?category=${encodeURIComponent(product.category)}`} className="hover:text-ink">
          {categoryName}
        </Link>
      </nav>

      <div className="grid gap-8 md:grid-cols-2 md:gap-14">
        <ProductGallery key={product._id} images={product.images} title={product.title} />

        <section aria-labelledby="product-title" className="flex flex-col gap-5">
          <div className="space-y-3">
            <p className="eyebrow">{categoryTitle}</p>
            <h1 id="product-title" className="text-4xl leading-tight sm:text-5xl">
              {product.title}
            </h1>
            <div className="flex flex-wrap items-center gap-3">
              <span data-testid="product-price">
                <PiecePrice piece={terms} className="text-2xl" />
              </span>
              <StockBadge stock={stock} />
            </div>
            {sale ? (
              <p className="text-sm text-emerald" data-testid="sale-saving">
                {fill(t.common.youSave, { amount: tk(sale.saving), percent: num(sale.percent) })}
              </p>
            ) : null}
          </div>

          <p className="leading-relaxed text-ink/85">{product.description}</p>

          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-line py-4 text-sm">
            <dt className="text-taupe">{words.material}</dt>
            <dd>{product.material}</dd>
            <dt className="text-taupe">{words.availability}</dt>
            <dd data-testid="product-availability">
              {inStock
                ? stock <= FEW_LEFT
                  ? fill(words.onlyLeft, { count: stock })
                  : words.inStock
                : words.outOfStock}
            </dd>
          </dl>

          {hasOptions ? (
            <VariantPicker
              options={product.options}
              variants={product.variants}
              chosen={chosen}
              onChoose={(id) => setPicked({ id, on: loaderData.variantId })}
            />
          ) : null}
          {SIZED.includes(product.category) ? (
            <Link
              to={`/size-guide#${product.category === 'Bracelets' ? 'bangles' : 'rings'}`}
              className="-mt-2 self-start text-sm text-taupe underline underline-offset-4 hover:text-ink"
            >
              {words.sizeGuide}
            </Link>
          ) : null}

          {inStock ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <QuantityPicker key={product._id} value={Math.min(quantity, stock)} max={stock} onChange={setQuantity} />
              <AddToCartButton product={piece} quantity={Math.min(quantity, stock)} className="sm:flex-1" />
            </div>
          ) : (
            <p className="border border-line bg-white p-4 text-sm text-taupe" data-testid="sold-out-note">
              {hasOptions && product.stock > 0 ? words.choiceSoldOutNote : words.soldOutNote}
            </p>
          )}

          <ul className="space-y-2 text-sm text-taupe">
            <li className="flex items-center gap-2">
              <Truck aria-hidden="true" className="size-4 text-gold" strokeWidth={1.5} />{' '}
              {fill(words.freeDeliveryAbove, { amount: tk(freeShippingAbove) })}
            </li>
            <li className="flex items-start gap-2" data-testid="delivery-fees">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" strokeWidth={1.5} />{' '}
              {fill(words.deliveryFees, { fees: deliveryFees })}
            </li>
            <li className="flex items-center gap-2">
              <RotateCcw aria-hidden="true" className="size-4 text-gold" strokeWidth={1.5} />{' '}
              {fill(words.returnWithin, { days: POLICIES.returnDays })}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-4 text-gold" strokeWidth={1.5} />{' '}
              {waysToPay(paymentMethods, lang)}
            </li>
          </ul>
        </section>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-20">
          <h2 id="related-title" className="mb-6 text-3xl">
            {words.related}
          </h2>
          <ProductGrid products={related} />
        </section>
      ) : null}
    </div>
  );
}

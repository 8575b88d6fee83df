import { useState } from 'react';
import { Link } from 'react-router';
import { CATEGORY_LABELS, type Product } from '@alankar/shared/catalogue';
import { formatTk } from '@alankar/shared/money';
import { thumbnailUrl } from '@alankar/shared/images';
import { variantTitle } from '@alankar/shared/variants';
import { api } from '~/lib/api-client';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { showToast } from '~/ui/toast';
import { StockEditor } from './stock-editor';

const modified = (product: Product) =>
  product.lastUpdated ? formatDhakaDateTime(product.lastUpdated) : 'Not modified';

/** "Tk 1,500", or "Tk 1,500 – Tk 1,650" for a piece whose variants' prices differ. */
const priceText = (product: Product) =>
  product.maxPrice > product.price
    ? `${formatTk(product.price)} – ${formatTk(product.maxPrice)}`
    : formatTk(product.price);

/** A piece with options: each variant's stock, edited in place like a piece's ("Ring size 7" and its count). */
function VariantStock({ product, onChanged }: { product: Product; onChanged: () => void }) {
  return (
    <ul className="mt-2 space-y-1.5" aria-label={`Stock of each variant of ${product.title}`}>
      {product.variants.map((variant) => {
        const title = variantTitle(product.options, variant.options, 'en');
        return (
          <li key={variant._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="text-taupe">{title}</span>
            <StockEditor
              key={`${variant._id}-${variant.stock}`}
              productId={product._id}
              variantId={variant._id}
              name={`${product.title} — ${title}`}
              stock={variant.stock}
              onSaved={onChanged}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The catalogue for staff: photo, title, category, price, stock (edited in place; per variant, under the title, for a
 * piece with options), last change, edit and delete.
 */
export function ProductsTable({ products, onChanged }: { products: Product[]; onChanged: () => void }) {
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function remove(product: Product) {
    setDeleting(null);
    try {
      const { archived } = await api<{ archived: boolean }>(`/products/${product._id}`, { method: 'DELETE' });
      setFailed(null);
      showToast(archived ? 'Removed from the shop (kept for its past orders)' : 'Successfully deleted!');
      onChanged();
    } catch {
      setFailed(`“${product.title}” could not be deleted. Try again.`);
    }
  }

  return (
    <div>
      {failed ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {failed}
        </p>
      ) : null}
      <div className="overflow-x-auto bg-white ring-1 ring-line">
        <table className="w-full text-left text-sm md:min-w-[48rem]">
          <thead className="border-b border-line text-xs tracking-wide text-taupe uppercase">
            <tr>
              <th className="p-3 font-medium">Photo</th>
              <th className="p-3 font-medium">Title</th>
              <th className="p-3 font-medium max-md:hidden">Category</th>
              <th className="p-3 font-medium max-md:hidden">Price</th>
              <th className="p-3 font-medium">Stock</th>
              <th className="p-3 font-medium max-lg:hidden">Modified</th>
              <th className="p-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {products.map((product) => (
              <tr key={product._id} aria-label={product.title}>
                <td className="p-3">
                  {product.image ? (
                    <img
                      src={thumbnailUrl(product.image)}
                      alt=""
                      width={48}
                      height={48}
                      className="size-12 bg-ivory object-cover"
                    />
                  ) : null}
                </td>
                <td className="p-3">
                  <Link to={`/products/${product._id}`} className="font-serif text-base hover:underline">
                    {product.title}
                  </Link>
                  {product.titleBn ? (
                    <span lang="bn" className="mt-0.5 block text-sm text-taupe">
                      {product.titleBn}
                    </span>
                  ) : null}
                  {/* On phones category, price and the last change sit under the title. */}
                  <span className="mt-1 block text-xs text-taupe md:hidden">
                    {CATEGORY_LABELS[product.category]} ·{' '}
                    <span className="whitespace-nowrap">{priceText(product)}</span>
                  </span>
                  <span className="mt-0.5 block text-xs text-taupe lg:hidden">{modified(product)}</span>
                  {product.options.length > 0 ? <VariantStock product={product} onChanged={onChanged} /> : null}
                </td>
                <td className="p-3 text-taupe max-md:hidden">{CATEGORY_LABELS[product.category]}</td>
                <td className="p-3 whitespace-nowrap tabular-nums max-md:hidden">{priceText(product)}</td>
                <td className="p-3">
                  {product.options.length > 0 ? (
                    <span className={`whitespace-nowrap tabular-nums ${product.stock === 0 ? 'text-danger' : ''}`}>
                      {product.stock} in all
                    </span>
                  ) : (
                    <StockEditor
                      key={`${product._id}-${product.stock}`}
                      productId={product._id}
                      name={product.title}
                      stock={product.stock}
                      onSaved={onChanged}
                    />
                  )}
                </td>
                <td className="p-3 whitespace-nowrap text-taupe max-lg:hidden">{modified(product)}</td>
                <td className="p-3 whitespace-nowrap max-md:flex max-md:flex-col max-md:gap-2">
                  <Link
                    to={`/dashboard/product-update/${product._id}`}
                    className="mr-4 font-medium text-emerald underline-offset-4 hover:underline"
                  >
                    Edit<span className="sr-only"> {product.title}</span>
                  </Link>
                  <button
                    type="button"
                    className="font-medium text-danger underline-offset-4 hover:underline"
                    onClick={() => setDeleting(product)}
                  >
                    Delete<span className="sr-only"> {product.title}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure, you want to delete?"
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { Product } from '@alankar/shared/catalogue';
import { api, ApiError } from '~/lib/api-client';
import { showToast } from '~/ui/toast';

/**
 * The stock, edited in place. What is sent is the difference from the stock shown, so an order placed
 * while staff were counting still takes its pieces.
 */
export function StockEditor({ product, onSaved }: { product: Product; onSaved: () => void }) {
  const id = useId();
  const [value, setValue] = useState(String(product.stock));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = value.trim() !== String(product.stock);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!/^\d+$/.test(value.trim())) {
      setProblem('Enter a whole number');
      return;
    }
    setBusy(true);
    try {
      await api(`/products/${product._id}`, {
        method: 'PUT',
        body: { stockChange: Number(value) - product.stock },
      });
      setProblem(null);
      showToast(`Stock of ${product.title} saved`);
      onSaved();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Not saved. Try again.');
    }
    setBusy(false);
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      className="flex items-center gap-2"
     
    >
      <label htmlFor={id} className="sr-only">
        Stock of {product.title}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={`field w-20 text-right tabular-nums ${product.stock === 0 ? 'text-danger' : ''}`}
      />
      {changed ? (
        <button type="submit" disabled={busy} className="font-medium text-emerald underline-offset-4 hover:underline">
          Save<span className="sr-only"> stock of {product.title}</span>
        </button>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

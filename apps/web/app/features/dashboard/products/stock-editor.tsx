import { useId, useRef, useState, type FormEvent } from 'react';
import { parseTaka } from '@alankar/shared/money';
import { api, ApiError } from '~/lib/api-client';
import { showToast } from '~/ui/toast';

/**
 * The stock, edited in place: saved with Enter, the Save button, or on leaving the field. What is sent is the
 * difference from the stock shown, so an order placed while staff were counting still takes its pieces; one edit is
 * sent once, however it was saved (the row is drawn afresh with the new stock). With `variantId`, the stock is that
 * variant's (a piece with options); `name` says whose stock it is: "Classic Band" or "Classic Band — Ring size 7".
 */
export function StockEditor({
  productId,
  variantId,
  name,
  stock,
  onSaved,
}: {
  productId: string;
  variantId?: string;
  name: string;
  stock: number;
  onSaved: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(String(stock));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sent = useRef(false);
  const changed = value.trim() !== String(stock);

  async function save() {
    if (!changed || sent.current) return;
    const counted = parseTaka(value);
    if (counted === null) {
      setProblem('Enter a whole number');
      return;
    }
    sent.current = true;
    setBusy(true);
    try {
      const stockChange = counted - stock;
      const body = variantId ? { variantId, stockChange } : { stockChange };
      await api(`/products/${productId}`, { method: 'PUT', body });
      setProblem(null);
      showToast(`Stock of ${name} saved`);
      onSaved();
    } catch (error) {
      sent.current = false;
      setProblem(error instanceof ApiError ? error.message : 'Not saved. Try again.');
    }
    setBusy(false);
  }

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save();
      }}
      className="flex items-center gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Stock of {name}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={() => void save()}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={`field w-20 text-right tabular-nums ${stock === 0 ? 'text-danger' : ''}`}
      />
      {changed ? (
        <button type="submit" disabled={busy} className="font-medium text-emerald underline-offset-4 hover:underline">
          {busy ? 'Saving…' : 'Save'}
          <span className="sr-only"> stock of {name}</span>
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

import Minus from 'lucide-icon/minus';
import Plus from 'lucide-icon/plus';
import { useWords } from '~/words/use-words';

interface QuantityPickerProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** Picks 1…max (the stock left); the buttons stop at the ends. */
export function QuantityPicker({ value, max, onChange }: QuantityPickerProps) {
  const { t } = useWords();
  const set = (next: number) => onChange(Math.max(1, Math.min(max, next)));
  return (
    <div className="inline-flex items-center border border-line bg-white" role="group" aria-label={t.common.quantity}>
      <button type="button" onClick={() => set(value - 1)} disabled={value <= 1} aria-label={t.common.decreaseQuantity} className="inline-flex size-11 items-center justify-center disabled:opacity-30">
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <label>
        <span className="sr-only">{t.common.quantity}</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(event) => set(Number(event.target.value) || 1)}
          className="h-11 w-14 [appearance:textfield] border-x border-line text-center tabular-nums [&::-webkit-inner-spin-button]:appearance-none"
        />
      </label>
      <button type="button" onClick={() => set(value + 1)} disabled={value >= max} aria-label={t.common.increaseQuantity} className="inline-flex size-11 items-center justify-center disabled:opacity-30">
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Form, useSearchParams } from 'react-router';
import { optionName, type ProductOption, type ProductVariant } from '@alankar/shared/variants';
import { useWords } from '~/words/use-words';
import { isSoldOut, optionParam, variantFor } from './choose-variant';

type Choosable = Pick<ProductVariant, '_id' | 'options' | 'stock'>;

interface VariantPickerProps {
  options: readonly ProductOption[];
  variants: readonly Choosable[];
  /** The variant shown now. */
  chosen: Choosable;
  /** Told of a choice at once, before the address changes, so the chip shows it checked straight away. */
  onChoose: (variantId: string) => void;
}

/**
 * A piece's sizes, lengths or colours, each a group of radio buttons drawn as chips. Without JavaScript they are a form
 * the "Choose" button sends (`?o0=7`); with it, a choice replaces the address with `?variant=<id>` at once, a link to
 * share. A value with nothing left beside the other values chosen is struck through, named "sold out", and still
 * chosen when tapped, so the shopper sees why it can't be added.
 *
 * The "Choose" button is only ever drawn without JavaScript (`noscript`): drawn until the page is live and then taken
 * away, it moved everything below it (the size guide, "Add to cart") from under the shopper's finger. A chip tapped
 * before the page is live stays checked through hydration, and is chosen once it is live.
 */
export function VariantPicker({ options, variants, chosen, onChoose }: VariantPickerProps) {
  const { t, lang, num } = useWords();
  const [, setSearchParams] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);

  function choose(index: number, value: string) {
    const variant = variantFor(variants, chosen.options, index, value);
    if (!variant) return;
    onChoose(variant._id);
    setSearchParams({ variant: variant._id }, { replace: true, preventScrollReset: true });
  }

  // Once live: a chip the shopper tapped before (hydration leaves the radio as they checked it) is their choice.
  useEffect(() => {
    for (const [index] of options.entries()) {
      const checked = form.current?.querySelector<HTMLInputElement>(`input[name="${optionParam(index)}"]:checked`);
      if (checked && checked.value !== chosen.options[index]) {
        choose(index, checked.value);
        return;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render in the browser
  }, []);

  return (
    <Form ref={form} method="get" replace preventScrollReset className="space-y-4" data-testid="variant-picker">
      {options.map((option, index) => (
        <fieldset key={option.name}>
          <legend className="mb-2 text-sm font-medium">{optionName(option, lang)}</legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const soldOut = isSoldOut(variants, chosen.options, index, value);
              return (
                <label
                  key={value}
                  className={`relative inline-flex min-h-11 min-w-11 items-center justify-center border px-3 text-sm tabular-nums transition-colors has-[:checked]:border-emerald has-[:checked]:bg-emerald has-[:checked]:text-ivory has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-soft ${
                    soldOut
                      ? 'border-dashed border-taupe/50 bg-ivory text-taupe'
                      : 'border-line bg-white hover:border-ink'
                  }`}
                >
                  <input
                    type="radio"
                    name={optionParam(index)}
                    value={value}
                    checked={chosen.options[index] === value}
                    onChange={() => choose(index, value)}
                    className="absolute inset-0 size-full cursor-pointer opacity-0"
                  />
                  <span className={soldOut ? 'line-through' : undefined}>{num(value)}</span>
                  {soldOut ? <span className="sr-only"> {t.product.valueSoldOut}</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <noscript>
        <button type="submit" className="btn btn-outline">
          {t.product.choose}
        </button>
      </noscript>
    </Form>
  );
}

import { useId, useState } from 'react';
import X from 'lucide-icon/x';
import { MAX_OPTIONS, MAX_VARIANTS } from '@alankar/shared/variants';
import { FormField } from '~/ui/form-field';
import {
  gridOf,
  rowTitle,
  valuesOf,
  withOptions,
  withPrice,
  withRow,
  type OptionDraft,
  type RowDraft,
  type VariantsDraft,
} from './variant-draft';

type Errors = Record<string, string>;

/** A list's message may come for the list (`options.0.values`) or for one of its items (`options.0.values.2`). */
function listError(errors: Errors, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
}

/**
 * "Sizes, lengths or colours": up to two options, each with its values, and a row for every combination of them with
 * its SKU, price and stock. The rows follow the options as they are typed; a combination that stays keeps what was
 * typed in its row. `startPrice` is the piece's price as typed, which new rows start with.
 */
export function VariantEditor({
  draft,
  onChange,
  startPrice,
  errors,
}: {
  draft: VariantsDraft;
  onChange: (draft: VariantsDraft) => void;
  startPrice: string;
  errors: Errors;
}) {
  const id = useId();
  const { options } = draft;
  const setOptions = (next: OptionDraft[]) => onChange(withOptions(draft, next, startPrice));
  const setOption = (index: number, option: OptionDraft) =>
    setOptions(options.map((other, at) => (at === index ? option : other)));

  return (
    <fieldset className="min-w-0 space-y-4 border-t border-line pt-5" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold">Sizes, lengths or colours (optional)</legend>
      <p id={`${id}-hint`} className="text-xs text-taupe">
        For a piece sold in more than one way: up to {MAX_OPTIONS} options, like Ring size and Colour. Each combination
        gets its own SKU, price and stock, and the piece has no sale price.
      </p>
      {errors.options ? <p className="text-sm text-danger">{errors.options}</p> : null}
      {options.map((option, index) => (
        <OptionFields
          key={index}
          index={index}
          option={option}
          errors={errors}
          onChange={(next) => setOption(index, next)}
          onRemove={() => setOptions(options.filter((_, at) => at !== index))}
        />
      ))}
      {options.length < MAX_OPTIONS ? (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setOptions([...options, { name: '', nameBn: '', values: '' }])}
        >
          {options.length === 0 ? 'Add an option' : 'Add another option'}
        </button>
      ) : null}
      {options.length > 0 ? <VariantGrid draft={draft} onChange={onChange} errors={errors} /> : null}
    </fieldset>
  );
}

function OptionFields({
  index,
  option,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  option: OptionDraft;
  errors: Errors;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
}) {
  const label = `Option ${index + 1}`;
  const values = valuesOf(option.values);
  const field = `options.${index}`;
  const optionName = option.name.trim() || label;
  return (
    <fieldset className="grid min-w-0 gap-4 bg-ivory/60 p-4 ring-1 ring-line sm:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      <div className="flex items-center justify-between gap-3 sm:col-span-2">
        <p aria-hidden="true" className="text-sm font-semibold">
          {label}
        </p>
        <button
          type="button"
          className="text-sm font-medium text-danger underline-offset-4 hover:underline"
          onClick={onRemove}
        >
          Remove<span className="sr-only"> option {index + 1}</span>
        </button>
      </div>
      <FormField
        label="Name"
        maxLength={30}
        placeholder="Ring size"
        value={option.name}
        onChange={(event) => onChange({ ...option, name: event.currentTarget.value })}
        error={errors[`${field}.name`] ?? errors[field]}
      />
      <FormField
        label="Name in Bangla"
        lang="bn"
        maxLength={30}
        value={option.nameBn}
        onChange={(event) => onChange({ ...option, nameBn: event.currentTarget.value })}
        error={errors[`${field}.nameBn`]}
        hint="Optional; Bangla pages show the English name without it"
      />
      <div className="sm:col-span-2">
        <FormField
          label="Values"
          placeholder="6, 7, 8, 9"
          value={option.values}
          onChange={(event) => onChange({ ...option, values: event.currentTarget.value })}
          // Enter ends a value (as a chip) rather than sending the whole piece.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (values.length > 0) onChange({ ...option, values: `${values.join(', ')}, ` });
          }}
          onBlur={() => onChange({ ...option, values: values.join(', ') })}
          error={listError(errors, `${field}.values`)}
          hint="Separate them with commas, in the order shoppers should see them: 6, 7, 8, 9"
        />
        {values.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Values of ${optionName}`}>
            {values.map((value) => (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full bg-white py-0.5 pr-1 pl-3 text-sm ring-1 ring-line"
              >
                {value}
                <button
                  type="button"
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-ivory"
                  aria-label={`Remove ${value} from ${optionName}`}
                  onClick={() => onChange({ ...option, values: values.filter((other) => other !== value).join(', ') })}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}

function VariantGrid({
  draft,
  onChange,
  errors,
}: {
  draft: VariantsDraft;
  onChange: (draft: VariantsDraft) => void;
  errors: Errors;
}) {
  const id = useId();
  const [allPrice, setAllPrice] = useState('');
  const grid = gridOf(draft);
  const { options } = draft;

  if (grid.length === 0) {
    return (
      <p className="border border-dashed border-line bg-white p-4 text-sm text-taupe">
        Give each option its values to make the variants.
      </p>
    );
  }

  const input = (
    index: number,
    key: string,
    row: RowDraft,
    field: 'sku' | 'price' | 'salePrice' | 'stock',
    title: string,
  ) => {
    const name = `variants.${index}.${field}`;
    const error = errors[name];
    const label = { sku: 'SKU', price: 'Price', salePrice: 'Sale price', stock: 'Stock' }[field];
    return (
      <>
        <input
          aria-label={`${label} of ${title}`}
          inputMode={field === 'sku' ? undefined : field === 'stock' ? 'numeric' : 'decimal'}
          maxLength={field === 'sku' ? 40 : undefined}
          value={row[field]}
          onChange={(event) => onChange(withRow(draft, key, { ...row, [field]: event.currentTarget.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={`field ${field === 'sku' ? 'min-w-32' : 'w-28 text-right tabular-nums'}`}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className="mt-1 text-xs text-danger">
            {error}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          label="One amount for every variant (Tk)"
          inputMode="decimal"
          value={allPrice}
          onChange={(event) => setAllPrice(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (allPrice.trim()) onChange(withPrice(draft, allPrice));
          }}
          className="w-56"
        />
        <button
          type="button"
          className="btn btn-outline"
          disabled={!allPrice.trim()}
          onClick={() => onChange(withPrice(draft, allPrice))}
        >
          Fill all prices
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!allPrice.trim()}
          onClick={() => onChange(withPrice(draft, allPrice, 'salePrice'))}
        >
          Fill all sale prices
        </button>
      </div>
      <p className="text-sm text-taupe" aria-live="polite">
        {grid.length === 1 ? '1 variant' : `${grid.length} variants`}
        {grid.length > MAX_VARIANTS ? (
          <span className="text-danger"> — a piece has at most {MAX_VARIANTS}: use fewer values.</span>
        ) : null}
      </p>
      {errors.variants ? <p className="text-sm text-danger">{errors.variants}</p> : null}
      <div className="relative overflow-x-auto bg-white ring-1 ring-line">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Variants: SKU, price, sale price and stock of each</caption>
          <thead className="border-b border-line text-xs tracking-wide text-taupe uppercase">
            <tr>
              {options.map((option, index) => (
                <th key={index} scope="col" className="p-3 font-medium">
                  {option.name.trim() || `Option ${index + 1}`}
                </th>
              ))}
              <th scope="col" className="p-3 font-medium">
                SKU
              </th>
              <th scope="col" className="p-3 font-medium">
                Price (Tk)
              </th>
              <th scope="col" className="p-3 font-medium">
                Sale price (Tk)
              </th>
              <th scope="col" className="p-3 font-medium">
                Stock
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {grid.map(({ key, values, row }, index) => {
              const title = rowTitle(options, values);
              const problem = listError(errors, `variants.${index}.options`) ?? errors[`variants.${index}`];
              return (
                <tr key={key}>
                  {values.map((value, at) => (
                    <th key={at} scope="row" className="p-3 align-top font-medium whitespace-nowrap">
                      <span className="inline-block py-2.5">{value}</span>
                      {at === 0 && problem ? <p className="text-xs font-normal text-danger">{problem}</p> : null}
                    </th>
                  ))}
                  <td className="p-3 align-top">{input(index, key, row, 'sku', title)}</td>
                  <td className="p-3 align-top">{input(index, key, row, 'price', title)}</td>
                  <td className="p-3 align-top">{input(index, key, row, 'salePrice', title)}</td>
                  <td className="p-3 align-top">{input(index, key, row, 'stock', title)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

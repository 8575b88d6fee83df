import { useId, useState, type FormEvent } from 'react';
import { CATEGORIES, CATEGORY_LABELS, type Product } from '@alankar/shared/catalogue';
import { formAmount, formText } from '~/lib/read-form';
import { dhakaInputValue, dhakaMoment } from '~/lib/dhaka-input';
import { useSaveForm } from '~/lib/use-save-form';
import { FormField } from '~/ui/form-field';
import { ProductPhotos } from './product-photos';
import { draftOf, soldAs, type VariantsDraft } from './variant-draft';
import { VariantEditor } from './variant-editor';

/** `before`: an existing piece's options and variants as the form started, when updating it. */
function readProduct(
  form: FormData,
  images: string[],
  variants: VariantsDraft,
  before?: { draft: VariantsDraft; keptId?: string },
) {
  // A piece with options has a sale price for each variant (in the grid), under the piece's sale dates.
  const oneWay = variants.options.length === 0;
  return {
    title: formText(form, 'title'),
    titleBn: formText(form, 'titleBn'),
    category: formText(form, 'category'),
    salePrice: oneWay ? optionalAmount(form, 'salePrice') : null,
    saleStartsAt: dhakaMoment(formText(form, 'saleStartsAt')),
    saleEndsAt: dhakaMoment(formText(form, 'saleEndsAt')),
    weightGrams: optionalAmount(form, 'weightGrams'),
    material: formText(form, 'material'),
    description: formText(form, 'description'),
    descriptionBn: formText(form, 'descriptionBn'),
    images,
    ...soldAs(variants, { price: formAmount(form, 'price'), stock: formAmount(form, 'stock') }, before),
  };
}
export type ProductFields = ReturnType<typeof readProduct>;

/** An amount that may be left empty (no sale, no weight): null then. */
const optionalAmount = (form: FormData, name: string) => (formText(form, name).trim() ? formAmount(form, name) : null);

type Initial = Pick<
  Product,
  | 'title'
  | 'titleBn'
  | 'category'
  | 'price'
  | 'salePrice'
  | 'saleStartsAt'
  | 'saleEndsAt'
  | 'weightGrams'
  | 'stock'
  | 'material'
  | 'description'
  | 'descriptionBn'
  | 'images'
  | 'options'
  | 'variants'
>;

/**
 * The piece's form for adding and updating. `onSave` answers the server's per-field messages when it refused;
 * a new piece that was saved clears the form. A piece sold in sizes, lengths or colours has its price and stock in
 * the variant grid instead of the Price and Stock fields, and no sale.
 */
export function ProductForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial?: Initial;
  submitLabel: string;
  onSave: (fields: ProductFields) => Promise<Record<string, string> | null>;
}) {
  const { form, errors, busy, save } = useSaveForm(onSave);
  const [photos, setPhotos] = useState<string[]>(initial?.images ?? []);
  const [variants, setVariants] = useState(() => draftOf(initial));
  // The price as typed, which new variants start with.
  const [startPrice, setStartPrice] = useState(initial ? String(initial.price) : '');
  const oneWay = variants.options.length === 0;
  // A new key remounts the fields, which clears them after a piece is added.
  const [generation, setGeneration] = useState(0);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An updated piece that had one variant keeps it if its options go.
    const before = initial && {
      draft: draftOf(initial),
      keptId: initial.variants.length === 1 ? initial.variants[0]?._id : undefined,
    };
    const saved = await save(readProduct(new FormData(event.currentTarget), photos, variants, before));
    if (saved && !initial) {
      setPhotos([]);
      setVariants(draftOf());
      setStartPrice('');
      setGeneration((value) => value + 1);
    }
  }

  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger">
        {errors[name]}
      </p>
    ) : null;

  const textArea = (name: string, label: string, value: string | undefined, lang?: 'bn') => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`${id}-${name}`}
        name={name}
        lang={lang}
        rows={6}
        maxLength={5000}
        defaultValue={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        className="field min-h-32 py-2"
      />
      {fieldError(name)}
    </div>
  );

  return (
    <form
      ref={form}
      key={generation}
      onSubmit={(event) => void submit(event)}
      className="space-y-5 bg-white p-5 ring-1 ring-line sm:p-6"
      aria-label={submitLabel}
      noValidate
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Title"
          name="title"
          required
          maxLength={120}
          defaultValue={initial?.title}
          error={errors.title}
        />
        <FormField
          label="Title in Bangla"
          name="titleBn"
          lang="bn"
          maxLength={120}
          defaultValue={initial?.titleBn}
          error={errors.titleBn}
          hint="Optional; Bangla pages show the English title without it"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-category`} className="mb-1.5 block text-sm font-medium">
            Category
          </label>
          <select
            id={`${id}-category`}
            name="category"
            required
            defaultValue={initial?.category ?? ''}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('category')}
            className="field pr-8"
          >
            <option value="" disabled>
              Choose one
            </option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
          {fieldError('category')}
        </div>
        <FormField
          label="Price (Tk)"
          name="price"
          inputMode="decimal"
          required
          defaultValue={initial?.price}
          onChange={(event) => setStartPrice(event.currentTarget.value)}
          error={errors.price}
          // With options, each variant has its price and stock (kept here for a piece whose options go).
          className={oneWay ? undefined : 'hidden'}
        />
        <FormField
          label="Stock"
          name="stock"
          inputMode="numeric"
          required
          defaultValue={initial?.stock ?? 1}
          error={errors.stock}
          className={oneWay ? undefined : 'hidden'}
        />
      </div>
      <VariantEditor draft={variants} onChange={setVariants} startPrice={startPrice} errors={errors} />
      <fieldset className="grid min-w-0 gap-5 border-t border-line pt-5 sm:grid-cols-3">
        <legend className="mb-3 text-sm font-semibold">Sale (optional)</legend>
        {oneWay ? null : (
          <p className="text-sm text-taupe sm:col-span-3">
            Each variant’s sale price is in its row above; these dates apply to all of them.
          </p>
        )}
        <FormField
          label="Sale price (Tk)"
          name="salePrice"
          inputMode="decimal"
          defaultValue={initial?.salePrice ?? ''}
          error={errors.salePrice}
          hint="Shown beside the price, struck through. Leave empty for no sale."
          className={oneWay ? undefined : 'hidden'}
        />
        <FormField
          label="Sale starts (Dhaka time)"
          name="saleStartsAt"
          type="datetime-local"
          defaultValue={dhakaInputValue(initial?.saleStartsAt ?? null)}
          error={errors.saleStartsAt}
          hint="Leave empty to start at once."
        />
        <FormField
          label="Sale ends (Dhaka time)"
          name="saleEndsAt"
          type="datetime-local"
          defaultValue={dhakaInputValue(initial?.saleEndsAt ?? null)}
          error={errors.saleEndsAt}
          hint="Leave empty for no end."
        />
      </fieldset>
      <FormField
        label="Weight (grams)"
        name="weightGrams"
        inputMode="numeric"
        defaultValue={initial?.weightGrams ?? ''}
        error={errors.weightGrams}
        hint="One piece, packed: couriers charge by weight. Leave empty to count 100 g."
        className="sm:max-w-xs"
      />
      <FormField
        label="Material"
        name="material"
        maxLength={120}
        defaultValue={initial?.material}
        error={errors.material}
        hint="For example: 925 sterling silver, 22k gold plated"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {textArea('description', 'Description', initial?.description)}
        {textArea('descriptionBn', 'Description in Bangla', initial?.descriptionBn, 'bn')}
      </div>
      <ProductPhotos photos={photos} onChange={setPhotos} error={errors.images ?? errors['images.0']} />
      <button type="submit" disabled={busy} className="btn btn-primary w-full sm:w-auto">
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}

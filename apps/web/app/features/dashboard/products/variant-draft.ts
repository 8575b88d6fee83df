import { parseTaka } from '@alankar/shared/money';
import { combinationKey, variantTitle, type ProductOption, type ProductVariant } from '@alankar/shared/variants';

/** An option as staff are typing it: its values still one text, "6, 7, 8, 9". */
export interface OptionDraft {
  name: string;
  nameBn: string;
  values: string;
}

/** A variant's row as typed; `_id` when the variant exists already (carts and orders point at it). */
export interface RowDraft {
  _id?: string;
  sku: string;
  price: string;
  /** Empty for no sale. */
  salePrice: string;
  stock: string;
}

/**
 * The options being set and a row for every combination they have had, by combination key: a combination that goes
 * (a value deleted while typing) and comes back finds its SKU, price, stock and id again.
 */
export interface VariantsDraft {
  options: OptionDraft[];
  rows: ReadonlyMap<string, RowDraft>;
}

/** One row of the grid: a combination of the options' values, in the options' order. */
export interface GridRow {
  key: string;
  values: string[];
  row: RowDraft;
}

type Amount = number | string;

/** How the piece is sold, as the API takes it: its options and variants, or one price and stock. */
export interface SoldAs {
  price?: Amount;
  stock?: Amount;
  options?: Pick<ProductOption, 'name' | 'nameBn' | 'values'>[];
  variants?: {
    _id?: string;
    sku?: string;
    options: string[];
    price: Amount;
    salePrice?: Amount | null;
    stock?: Amount;
  }[];
}

/** The values typed as "6, 7, 8": each once, in the order typed. */
export function valuesOf(text: string): string[] {
  const values = text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

/** Every combination of one value from each list, the first list's values slowest; none if a list is empty. */
export function combinations(lists: readonly (readonly string[])[]): string[][] {
  return lists.reduce<string[][]>(
    (combos, values) => combos.flatMap((combo) => values.map((value) => [...combo, value])),
    [[]],
  );
}

/** The options' names as the grid says them: an option not named yet is "Option 1". */
function named(options: readonly OptionDraft[]): ProductOption[] {
  return options.map((option, index) => ({
    name: option.name.trim() || `Option ${index + 1}`,
    nameBn: '',
    values: valuesOf(option.values),
  }));
}

/** "Ring size 7", "Length 18 in, Colour Rose gold": a row's name on its inputs. */
export function rowTitle(options: readonly OptionDraft[], values: readonly string[]): string {
  return variantTitle(named(options), values, 'en');
}

/** What the form starts with: the piece's options and variants, or none for a new piece. */
export function draftOf(piece?: { options: ProductOption[]; variants: ProductVariant[] }): VariantsDraft {
  if (!piece || piece.options.length === 0) return { options: [], rows: new Map() };
  return {
    options: piece.options.map((option) => ({
      name: option.name,
      nameBn: option.nameBn,
      values: option.values.join(', '),
    })),
    rows: new Map(
      piece.variants.map((variant) => [
        combinationKey(variant.options),
        {
          _id: variant._id,
          sku: variant.sku ?? '',
          price: String(variant.price),
          salePrice: variant.salePrice === null ? '' : String(variant.salePrice),
          stock: String(variant.stock),
        },
      ]),
    ),
  };
}

/** The grid as it stands: one row per combination of the options' values. */
export function gridOf(draft: VariantsDraft): GridRow[] {
  return combinations(draft.options.map((option) => valuesOf(option.values))).map((values) => {
    const key = combinationKey(values);
    return { key, values, row: draft.rows.get(key) ?? { sku: '', price: '', salePrice: '', stock: '0' } };
  });
}

/** The draft with `options`, and a row for each new combination: the piece's price (as typed) and no stock. */
export function withOptions(draft: VariantsDraft, options: OptionDraft[], startPrice: string): VariantsDraft {
  const rows = new Map(draft.rows);
  for (const values of combinations(options.map((option) => valuesOf(option.values)))) {
    const key = combinationKey(values);
    if (!rows.has(key)) rows.set(key, { sku: '', price: startPrice.trim(), salePrice: '', stock: '0' });
  }
  return { options, rows };
}

/** One row changed. */
export function withRow(draft: VariantsDraft, key: string, row: RowDraft): VariantsDraft {
  return { ...draft, rows: new Map(draft.rows).set(key, row) };
}

/** Every row of the grid at one price or one sale price ("Fill all prices", "Fill all sale prices"). */
export function withPrice(draft: VariantsDraft, price: string, field: 'price' | 'salePrice' = 'price'): VariantsDraft {
  const rows = new Map(draft.rows);
  for (const { key, row } of gridOf(draft)) rows.set(key, { ...row, [field]: price.trim() });
  return { ...draft, rows };
}

/** A number as typed: `2,450`, `Tk 2,450` and Bengali digits are read; anything else goes as typed, for the server. */
const typed = (text: string): Amount => parseTaka(text) ?? text;

/**
 * The options and a variant per row, in the grid's order (so the server's `variants.2.price` is the third row). A kept
 * variant whose stock staff left as it was (in `before`) is sent without it: a count from when the form opened would
 * undo the orders placed since.
 */
function variantsOf(draft: VariantsDraft, before?: VariantsDraft): Required<Pick<SoldAs, 'options' | 'variants'>> {
  return {
    options: draft.options.map((option) => ({
      name: option.name.trim(),
      nameBn: option.nameBn.trim(),
      values: valuesOf(option.values),
    })),
    variants: gridOf(draft).map(({ key, values, row }) => {
      const was = row._id ? before?.rows.get(key) : undefined;
      const stockAsItWas = was !== undefined && was._id === row._id && was.stock.trim() === row.stock.trim();
      return {
        ...(row._id ? { _id: row._id } : {}),
        sku: row.sku.trim(),
        options: values,
        price: typed(row.price.trim()),
        salePrice: row.salePrice.trim() ? typed(row.salePrice.trim()) : null,
        ...(stockAsItWas ? {} : { stock: typed(row.stock.trim()) }),
      };
    }),
  };
}

/**
 * What the form sends about how the piece is sold. With options: the options and their variants, and no price or
 * stock of the piece's own. Without: the piece's price and stock; a new piece says it has no options; a piece that
 * had options sends its one variant, keeping `keptId` (the variant it was sold in, when it had only one).
 *
 * `before`: an existing piece, as the form started (`draft`). Its options and variants left as they were are not sent,
 * and a kept variant's stock only when staff changed it: a count would undo the orders placed while the form was open.
 */
export function soldAs(
  draft: VariantsDraft,
  piece: { price: Amount; stock: Amount },
  before?: { draft: VariantsDraft; keptId?: string },
): SoldAs {
  if (draft.options.length > 0) {
    const sent = variantsOf(draft, before?.draft);
    const unchanged =
      before !== undefined &&
      before.draft.options.length > 0 &&
      JSON.stringify(sent) === JSON.stringify(variantsOf(before.draft, before.draft));
    return unchanged ? {} : sent;
  }
  if (!before) return { options: [], ...piece };
  if (before.draft.options.length === 0) return piece;
  return {
    options: [],
    variants: [{ ...(before.keptId ? { _id: before.keptId } : {}), options: [], ...piece }],
  };
}

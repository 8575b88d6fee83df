import { eq } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { VARIANT_FIELD_SEPARATOR, type AuditAction, type AuditValues } from '@alankar/shared/audit';
import { variantTitle } from '@alankar/shared/variants';
import type { Transaction } from '../db/client';
import { products } from '../db/schema';
import { recordChange } from '../audit/audit-log';
import { changedFields, filled, moment } from '../audit/audit-values';
import { variantsOf, type VariantRow } from './variant-rows';

type ProductRow = typeof products.$inferSelect;

/** A piece and its variants as they stand. */
export interface PieceState {
  piece: ProductRow;
  variants: readonly VariantRow[];
}

const PRICE_FIELDS = new Set(['price', 'salePrice', 'saleStartsAt', 'saleEndsAt']);

/**
 * A piece as the record of staff changes keeps it: its own fields, then each variant's price, sale price, stock and
 * SKU named with the variant (`stock · Ring size 7`). A piece sold one way has one variant without a name: its fields
 * are the piece's (`price`, `stock`), and its sale price is the piece's own.
 */
export function pieceValues({ piece, variants }: PieceState): AuditValues {
  const values: AuditValues = {
    title: piece.title,
    titleBn: piece.titleBn,
    category: piece.category,
    salePrice: piece.salePrice,
    saleStartsAt: moment(piece.saleStartsAt),
    saleEndsAt: moment(piece.saleEndsAt),
    weightGrams: piece.weightGrams,
    options: piece.options.map((option) => `${option.name}: ${option.values.join(', ')}`),
    description: piece.description,
    descriptionBn: piece.descriptionBn,
    material: piece.material,
    images: piece.images,
  };
  for (const variant of [...variants].sort((a, b) => a.position - b.position)) {
    const name = variantTitle(piece.options, variant.options, 'en');
    const field = (key: string) => (name ? `${key}${VARIANT_FIELD_SEPARATOR}${name}` : key);
    values[field('price')] = variant.price;
    if (name) values[field('salePrice')] = variant.salePrice;
    values[field('stock')] = variant.stock;
    values[field('sku')] = variant.sku;
  }
  return values;
}

/** A piece and its variants as they stand now, in the caller's transaction. */
export async function pieceState(tx: Transaction, id: string): Promise<PieceState> {
  const [piece] = await tx.select().from(products).where(eq(products.id, id));
  if (!piece) throw new Error(`piece ${id} vanished`);
  return { piece, variants: await variantsOf(tx, [id]) };
}

/** An edit that only moved stock, or only prices, is named so; anything else is an update. */
function editAction(changed: AuditValues): AuditAction {
  const fields = Object.keys(changed).map((key) => key.split(VARIANT_FIELD_SEPARATOR)[0] ?? key);
  if (fields.every((field) => field === 'stock')) return 'product.stock';
  if (fields.every((field) => PRICE_FIELDS.has(field))) return 'product.price';
  return 'product.update';
}

const subjectOf = ({ piece }: PieceState) => ({ kind: 'product' as const, id: piece.id, label: piece.title });

/** Records a piece staff made: the whole of it. */
export function recordPieceMade(tx: Transaction, viewer: Viewer, made: PieceState) {
  return recordChange(tx, viewer, {
    action: 'product.create',
    subject: subjectOf(made),
    before: null,
    after: filled(pieceValues(made)),
  });
}

/** Records what staff changed of a piece (nothing when they saved it as it was). */
export async function recordPieceEdit(tx: Transaction, viewer: Viewer, before: PieceState, after: PieceState) {
  const changed = changedFields(pieceValues(before), pieceValues(after));
  if (!changed) return;
  await recordChange(tx, viewer, { action: editAction(changed.after), subject: subjectOf(after), ...changed });
}

/** Records a piece staff deleted: the whole of it, and whether past orders kept it. */
export function recordPieceDeleted(tx: Transaction, viewer: Viewer, gone: PieceState, archived: boolean) {
  return recordChange(tx, viewer, {
    action: 'product.delete',
    subject: subjectOf(gone),
    before: filled(pieceValues(gone)),
    after: archived ? { archived: true } : null,
  });
}

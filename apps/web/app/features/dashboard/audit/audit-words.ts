import { VARIANT_FIELD_SEPARATOR, type AuditValue } from '@alankar/shared/audit';
import type { AuditEntry } from '@alankar/shared/audit-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { formatTk } from '@alankar/shared/money';
import {
  PAYMENT_METHOD_LABELS,
  PROVIDER_NAMES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type ProviderMethod,
} from '@alankar/shared/order';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '~/features/orders/order-format';

/** Names of recorded fields that their words don't make plain; any other is written out from its name. */
const FIELD_NAMES: Record<string, string> = {
  titleBn: 'Bangla title',
  descriptionBn: 'Bangla description',
  weightGrams: 'Weight (grams)',
  images: 'Photos',
  sku: 'SKU',
  excerpt: 'Text',
  lang: 'Language',
  maxUses: 'Uses in all',
  usesPerPhone: 'Uses per number',
  productIds: 'Pieces',
  paymentStatus: 'Payment',
  method: 'Through',
  receivedBack: 'Back in stock',
  archived: 'Kept for past orders',
  displayName: 'Shop name',
  bkashNumber: 'bKash number',
  whatsappNumber: 'WhatsApp number',
  codPhoneCode: 'Phone code for cash on delivery',
  'inside-dhaka': 'Inside Dhaka',
  'dhaka-suburbs': 'Dhaka suburbs',
  'outside-dhaka': 'Outside Dhaka',
  en: 'English',
  bn: 'Bangla',
  dbid: 'Digital Business ID',
};

/** Fields whose values are whole taka (the last part of a setting's name for settings: `zones.inside-dhaka.fee`). */
const MONEY = new Set(['price', 'salePrice', 'minSubtotal', 'refunded', 'freeShippingAbove', 'fee', 'codAbove']);
const MOMENTS = new Set(['saleStartsAt', 'saleEndsAt', 'startsAt', 'endsAt']);

/** `freeShippingAbove` → `Free shipping above`. */
function spelledOut(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const partName = (part: string) => FIELD_NAMES[part] ?? spelledOut(part);

/** A recorded field split into its own name and the variant it belongs to (`stock · Ring size 7`). */
function splitField(key: string): { field: string; variant: string } {
  const [field = key, variant = ''] = key.split(VARIANT_FIELD_SEPARATOR);
  return { field, variant };
}

/** A recorded field's name in words: `stock · Ring size 7` → `Stock (Ring size 7)`, `zones.inside-dhaka.fee` → `Zones › Inside Dhaka › Fee`. */
export function fieldLabel(key: string): string {
  const { field, variant } = splitField(key);
  const name = field.split('.').map(partName).join(' › ');
  return variant ? `${name} (${variant})` : name;
}

/** The last part of a field's name, which says what kind of value it holds. */
const kindOf = (key: string) => splitField(key).field.split('.').at(-1) ?? key;

/** A recorded value in words: taka as taka, statuses and ways to pay by their names, moments in Dhaka time. */
export function valueText(key: string, value: AuditValue): string {
  const kind = kindOf(key);
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return MONEY.has(kind) ? formatTk(value) : value.toLocaleString('en-US');
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    if (kind === 'productIds') return `${value.length} ${value.length === 1 ? 'piece' : 'pieces'}`;
    if (kind === 'images') return value.map((url) => url.split('/').at(-1) ?? url).join(', ');
    if (kind === 'paymentMethods')
      return value.map((method) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method).join(', ');
    return value.join(', ');
  }
  if (kind === 'status') return ORDER_STATUS_LABELS[value as OrderStatus] ?? value;
  if (kind === 'paymentStatus') return PAYMENT_STATUS_LABELS[value as PaymentStatus] ?? value;
  // A refund goes back through the provider that took the money.
  if (kind === 'method') return PROVIDER_NAMES[value as ProviderMethod] ?? value;
  if (MOMENTS.has(kind)) return formatDhakaDateTime(value);
  return value === '' ? 'none' : value;
}

/** One field an entry touched, in words, with its value before and after (null: the side has no value). */
export interface AuditFieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** The fields an entry touched, in the order they were recorded. */
export function auditChanges({ before, after }: Pick<AuditEntry, 'before' | 'after'>): AuditFieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({
    field: fieldLabel(key),
    before: before && key in before ? valueText(key, before[key] ?? null) : null,
    after: after && key in after ? valueText(key, after[key] ?? null) : null,
  }));
}

/** The names of the fields an entry changed: `Title, Description and 2 more`. */
function fieldList(entry: AuditEntry, shown = 3): string {
  const names = [...new Set(Object.keys(entry.after ?? entry.before ?? {}).map(fieldLabel))];
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** A name inside a sentence: `Sale price` → `sale price`, but `SKU` stays. */
const inSentence = (name: string) => (/^.[a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);

/** `Changed stock of Classic Band — Ring size 7: 3 → 5` when the entry changed one field; null when it changed more. */
function oneChange(entry: AuditEntry, subject: string): string | null {
  const keys = Object.keys(entry.after ?? {});
  const [key] = keys;
  if (keys.length !== 1 || key === undefined) return null;
  const { field, variant } = splitField(key);
  const name = inSentence(field.split('.').map(partName).join(' › '));
  const from = valueText(key, entry.before?.[key] ?? null);
  const to = valueText(key, entry.after?.[key] ?? null);
  return `Changed ${name} of ${subject}${variant ? ` — ${variant}` : ''}: ${from} → ${to}`;
}

/** What a number is, in the record's words. */
const amountOf = (entry: AuditEntry, key: string) => valueText(key, entry.after?.[key] ?? null);

/** What an entry says, in one line: `Changed stock of Classic Band — Ring size 7: 3 → 5`. */
export function auditSentence(entry: AuditEntry): string {
  const label = entry.subject.label;
  switch (entry.action) {
    case 'product.create':
      return `Added product ${label}`;
    case 'product.update':
      return `Edited ${label} (${fieldList(entry)})`;
    case 'product.price':
      return oneChange(entry, label) ?? `Changed prices of ${label} (${fieldList(entry)})`;
    case 'product.stock':
      return oneChange(entry, label) ?? `Changed stock of ${label} (${fieldList(entry)})`;
    case 'product.delete':
      return entry.after?.archived ? `Deleted product ${label} (kept for past orders)` : `Deleted product ${label}`;
    case 'blog.create':
      return `Wrote post “${label}”`;
    case 'blog.update':
      return `Edited post “${label}” (${fieldList(entry)})`;
    case 'blog.delete':
      return `Deleted post “${label}”`;
    case 'settings.update':
      return `Changed settings: ${fieldList(entry)}`;
    case 'blocklist.add':
      return `Blocked ${label} from cash on delivery`;
    case 'blocklist.remove':
      return `Let ${label} order cash on delivery again`;
    case 'order.status':
      return `Moved order ${label} from ${valueText('status', entry.before?.status ?? null)} to ${valueText('status', entry.after?.status ?? null)}`;
    case 'order.refund':
      return `Refunded ${amountOf(entry, 'refunded')} of order ${label} through ${amountOf(entry, 'method')}`;
    case 'order.cancel-refund':
      return `Cancelled order ${label} and refunded ${amountOf(entry, 'refunded')} through ${amountOf(entry, 'method')}`;
    case 'order.received-back': {
      const pieces = Number(entry.after?.piecesBack ?? 0);
      return `Took ${pieces} ${pieces === 1 ? 'piece' : 'pieces'} of order ${label} back into stock`;
    }
    case 'discount.create':
      return `Made discount code ${label}`;
    case 'discount.update':
      return oneChange(entry, `discount code ${label}`) ?? `Changed discount code ${label} (${fieldList(entry)})`;
    case 'discount.delete':
      return `Deleted discount code ${label}`;
  }
}

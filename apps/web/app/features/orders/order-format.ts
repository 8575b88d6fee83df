import type { OrderStatus, PaymentStatus } from '@alankar/shared/order';
import type { ParcelState } from '@alankar/shared/courier';
import type { Order, OrderLine } from '@alankar/shared/order-schemas';
import { titleIn } from '@alankar/shared/catalogue';
import { formatTk } from '@alankar/shared/money';
import type { Lang } from '@alankar/shared/lang';
import { orders as english } from '~/words/en/orders';
import { fill, type Words } from '~/words/words';

export type OrderWords = Words['orders'];

/** How long a courier takes to deliver, in working days. */
export const DELIVERY_DAYS = 3;

/** The statuses in English, as staff pages name them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = english.orderStatus;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = english.paymentStatus;
export const PARCEL_STATE_LABELS: Record<ParcelState, string> = english.parcel.state;

/** `bKash (TrxID 9BC4D7E2F1)`, `Card`, `Cash on delivery`; in Bangla `বিকাশ (TrxID 9BC4D7E2F1)`. */
export function paymentMethodText(order: Pick<Order, 'paymentMethod' | 'trxID'>, words: OrderWords): string {
  const method = words.paymentMethod[order.paymentMethod];
  if (!order.trxID) return method;
  return fill(order.paymentMethod === 'sslcommerz' ? words.withReference : words.withTrxId, {
    method,
    id: order.trxID,
  });
}

/** What a discount code took off, or `N/A` when the order used none (as the spec shows it). */
export function formatDiscount(amount: number, words: OrderWords, lang: Lang): string {
  if (amount === 0) return words.noDiscount;
  return lang === 'en' ? `−Tk ${amount.toLocaleString('en-US')}` : `−${formatTk(amount, lang)}`;
}

/**
 * A line's size or length on a page in `lang` ("Ring size 7"), as it was called when ordered; empty for a piece sold
 * one way (and on lines from before sizes).
 */
export function lineVariant(line: { variantTitle?: string; variantTitleBn?: string }, lang: Lang): string {
  return (lang === 'bn' && line.variantTitleBn) || line.variantTitle || '';
}

/** A line's title on a page in `lang`: its Bangla one when the order carries it and staff wrote one. */
export function lineTitle(line: Pick<OrderLine, 'title'> & { titleBn?: string }, lang: Lang): string {
  return titleIn({ title: line.title, titleBn: line.titleBn ?? '' }, lang);
}

import type { ProviderMethod } from '@alankar/shared/order';
import type { OrderRow } from '../orders/order-rows';

/** Where the shopper goes to pay: the provider's own page, or (Stripe) the secret for the card form on ours. */
export type PaymentStart = { redirectUrl: string } | { clientSecret: string };

/** The provider's own word on one payment attempt, asked for by the server. */
export type ProviderVerdict =
  | {
      paid: true;
      /** The provider's transaction id for the money (bKash TrxID, SSLCommerz bank transaction). */
      transactionId: string | null;
      /** Set when the provider took the money but flags it for a person to look at before shipping. */
      review?: string;
    }
  | { paid: false };

/** A provider the shop talks to. Each checks amount (the order's total), currency (BDT) and attempt itself. */
export interface PaymentProvider {
  readonly method: ProviderMethod;
  /** As staff know it: Stripe, bKash, SSLCommerz. */
  readonly name: string;
  /** What the provider calls its transaction ids, for the order's history: `TrxID`. */
  readonly transactionLabel: string;
  /**
   * Starts paying the order at the provider, or resumes the attempt in `order.paymentReference` where the
   * provider allows. Answers the attempt's id, which callbacks will name.
   */
  start(order: OrderRow, shopOrigin: string): Promise<{ reference: string; next: PaymentStart }>;
  /** Asks the provider about an attempt of this order. */
  query(order: OrderRow, reference: string): Promise<ProviderVerdict>;
  /**
   * Gives `amount` taka of the order's payment back; answers the provider's id for the refund. `id` is the shop's
   * own id for this refund, unique, for providers that take one (so a retried request is one refund).
   */
  refund(order: OrderRow, refund: { id: string; amount: number; reason: string }): Promise<string>;
}

/** The provider could not be reached or gave no usable answer: nothing changed, try again later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** The provider answered and said no (a refund outside its window, a declined request …), in its words. */
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
}

import type { ProviderMethod } from '@alankar/shared/order';

/** Where the shopper goes to pay: the provider's own page, or (Stripe) the secret for the card form on ours. */
export type PaymentStart = { redirectUrl: string } | { clientSecret: string };

/** What the shop asks a provider to take for one attempt. Neutral: no database rows, no shop internals. */
export interface PaymentRequest {
  /** The shop's own id for this attempt, unique; providers that take an invoice or transaction id of ours use it. */
  attemptId: string;
  orderId: string;
  orderNumber: number;
  /** Whole taka. */
  amount: number;
  currency: 'BDT';
  customer: { name: string; email: string; phone: string; address: string; city: string };
  items: readonly { title: string; quantity: number }[];
  /** Where the provider sends the shopper back, and where it posts its notifications. */
  urls: { return: string; webhook: string };
}

/** What a payment must match to count for the order: the provider's word is checked against it. */
export interface ExpectedPayment {
  orderId: string;
  orderNumber: number;
  /** Whole taka. */
  amount: number;
  currency: 'BDT';
  /** The order still takes money (not cancelled): a provider that needs a last step (bKash's execute) takes it. */
  open: boolean;
}

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

/** A payment the provider took: what refunds are made from. */
export interface ProviderPayment {
  reference: string;
  transactionId: string | null;
  /** Whole taka. */
  amount: number;
}

/** One refund, with the shop's own id for it: the same id asks about the same refund (the provider's idempotency). */
export interface RefundRequest {
  id: string;
  /** Whole taka. */
  amount: number;
  reason: string;
}

/** A request a provider sent (a webhook) or sent the shopper with (a return), as the shop received it. */
export interface ProviderRequest {
  headers: Record<string, string | undefined>;
  query: Record<string, string>;
  /** The body exactly as it arrived (signatures are over these bytes). */
  body: Buffer;
}

/** A notification the provider signed: which attempt, and how to learn its outcome. */
export interface ProviderNews {
  reference: string;
  verdict: (expected: ExpectedPayment) => Promise<ProviderVerdict>;
}

/** The shopper is back from the provider's page. */
export interface ProviderReturn {
  reference: string | null;
  outcome: 'success' | 'failed' | 'cancelled';
  /** How to learn the outcome from the provider itself (on `success`). */
  verdict?: (expected: ExpectedPayment) => Promise<ProviderVerdict>;
}

/**
 * A payment provider, as the shop talks to it. Each lives in a folder of its own under `payments/` with its wire client
 * (`gateway.ts`), implements this on neutral inputs, never touches the database, and is added to the registry
 * (`payments/registry.ts`). How to add one: docs/decisions/013-one-provider-seam.md.
 */
export interface PaymentProvider {
  /** In URLs: `/api/payments/{id}/webhook`, `/api/payments/{id}/return`. */
  readonly id: string;
  readonly method: ProviderMethod;
  /** As staff know it: Stripe, bKash, SSLCommerz. */
  readonly name: string;
  /**
   * The attempt's reference when the shop chooses it (SSLCommerz's tran_id), so it is kept before the provider is
   * asked; undefined when the provider chooses (then it is kept from the provider's answer).
   */
  plannedReference?(request: Pick<PaymentRequest, 'attemptId' | 'orderNumber'>): string;
  /** Starts an attempt at the provider: its reference, which callbacks will name, and where the shopper goes. */
  start(request: PaymentRequest): Promise<{ reference: string; next: PaymentStart }>;
  /** Asks the provider about an attempt. */
  query(reference: string, expected: ExpectedPayment): Promise<ProviderVerdict>;
  /** Gives money back; answers the provider's id for the refund. */
  refund(payment: ProviderPayment, refund: RefundRequest): Promise<string>;
  /**
   * A refund whose answer was lost: did it happen? Answers its reference if the provider gave the money back (or does
   * now, where asking again with the same id is safe), null if it did not. `recorded`: references of refunds the shop
   * already knows about.
   */
  settleRefund(payment: ProviderPayment, refund: RefundRequest, recorded: readonly string[]): Promise<string | null>;
  /** A posted notification (providers that post them), verified (`NotAuthentic` otherwise); null when it asks nothing of the shop. */
  notification?(request: ProviderRequest): Promise<ProviderNews | null>;
  /** Where the provider sent the shopper back (providers whose page sends shoppers back). */
  returned?(request: ProviderRequest): ProviderReturn;
}

/** The provider could not be reached or gave no usable answer: nothing changed, try again later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** The provider answered and said no (a refund outside its window, a declined request …), in its words. */
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
}

/** A notification whose signature is missing or not the provider's. */
export class NotAuthentic extends Error {
  override name = 'NotAuthentic';
}

/** Fields of a form-encoded body. */
export function formFields(body: Buffer): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

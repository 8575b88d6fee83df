import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines } from '../../db/schema';
import type { OrderRow } from '../../orders/order-rows';
import { ProviderRefused, type PaymentProvider, type ProviderVerdict } from '../provider';
import type { SslcommerzGateway, SslcommerzTransaction } from './gateway';

export const SSLCOMMERZ_PATHS = {
  ipn: '/api/payments/sslcommerz/ipn',
  success: '/api/payments/sslcommerz/success',
  fail: '/api/payments/sslcommerz/fail',
  cancel: '/api/payments/sslcommerz/cancel',
} as const;

/**
 * SSLCommerz's word on a transaction, checked against the order: a valid payment of this attempt for the order's
 * total in taka. Paid with a risk level above 0 is held for staff to look at, as SSLCommerz's own modules do.
 */
export function verdictOf(transaction: SslcommerzTransaction, order: OrderRow, tranId: string): ProviderVerdict {
  const valid = transaction.status === 'VALID' || transaction.status === 'VALIDATED';
  const requested = transaction.currency_type
    ? transaction.currency_type === 'BDT' && Number(transaction.currency_amount) === order.total
    : true;
  const genuine =
    valid &&
    transaction.tran_id === tranId &&
    transaction.currency === 'BDT' &&
    Number(transaction.amount) === order.total &&
    requested;
  if (!genuine) return { paid: false };
  const risky = transaction.risk_level !== undefined && transaction.risk_level !== '0';
  return {
    paid: true,
    transactionId: transaction.bank_tran_id ?? null,
    ...(risky ? { review: `SSLCommerz marks it risky (${transaction.risk_title ?? 'no reason given'})` } : {}),
  };
}

/** SSLCommerz's hosted page: cards, bKash, Nagad, Rocket and internet banking. */
export function createSslcommerzProvider(db: Database, gateway: SslcommerzGateway) {
  return {
    method: 'sslcommerz',
    transactionLabel: 'bank transaction',
    name: 'SSLCommerz',

    async start(order, shopOrigin) {
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      // One tran_id per attempt (at most 30 characters): a shopper who tries again gets a fresh session.
      const tranId = `${order.number}-${randomBytes(6).toString('hex')}`;
      const customer = {
        name: order.shippingName,
        add1: order.shippingAddress,
        city: order.shippingCity,
        // The shop does not ask for a postcode; SSLCommerz requires the field.
        postcode: '0000',
        country: 'Bangladesh',
      };
      const session = await gateway.openSession({
        total_amount: order.total.toFixed(2),
        currency: 'BDT',
        tran_id: tranId,
        success_url: `${shopOrigin}${SSLCOMMERZ_PATHS.success}`,
        fail_url: `${shopOrigin}${SSLCOMMERZ_PATHS.fail}`,
        cancel_url: `${shopOrigin}${SSLCOMMERZ_PATHS.cancel}`,
        ipn_url: `${shopOrigin}${SSLCOMMERZ_PATHS.ipn}`,
        product_name: lines
          .map((line) => line.title)
          .join(', ')
          .slice(0, 255),
        product_category: 'Jewellery',
        product_profile: 'physical-goods',
        shipping_method: 'Courier',
        num_of_item: String(lines.reduce((count, line) => count + line.quantity, 0)),
        cus_name: customer.name,
        cus_email: order.shippingEmail,
        cus_phone: order.shippingPhone,
        cus_add1: customer.add1,
        cus_city: customer.city,
        cus_postcode: customer.postcode,
        cus_country: customer.country,
        ship_name: customer.name,
        ship_add1: customer.add1,
        ship_city: customer.city,
        ship_postcode: customer.postcode,
        ship_country: customer.country,
        value_a: order.id,
      });
      if (session.status !== 'SUCCESS' || !session.GatewayPageURL) {
        throw new ProviderRefused(session.failedreason || 'no reason given');
      }
      return { reference: tranId, next: { redirectUrl: session.GatewayPageURL } };
    },

    async query(order, tranId) {
      const found = await gateway.transactions(tranId);
      const verdicts = found.map((transaction) => verdictOf(transaction, order, tranId));
      return verdicts.find((verdict) => verdict.paid) ?? { paid: false };
    },

    /** Whether a notification was signed with the shop's store password. */
    isSigned: (fields: Record<string, string | undefined>) => gateway.isSigned(fields),

    /** A notification or return named a validation id: SSLCommerz's validation API has the final word. */
    async validate(order: OrderRow, tranId: string, valId: string): Promise<ProviderVerdict> {
      return verdictOf(await gateway.validate(valId), order, tranId);
    },

    async refund(order, { id, amount, reason }) {
      if (!order.trxId) throw new ProviderRefused('the payment has no SSLCommerz bank transaction id');
      const answer = await gateway.refund({ bankTranId: order.trxId, amount, remarks: reason, referenceId: id });
      if (answer.APIConnect !== 'DONE' || (answer.status !== 'success' && answer.status !== 'processing')) {
        throw new ProviderRefused(answer.errorReason || `answered ${answer.status ?? answer.APIConnect ?? 'nothing'}`);
      }
      return answer.refund_ref_id ?? id;
    },
  } satisfies PaymentProvider & {
    isSigned(fields: Record<string, string | undefined>): boolean;
    validate(order: OrderRow, tranId: string, valId: string): Promise<ProviderVerdict>;
  };
}

export type SslcommerzProvider = ReturnType<typeof createSslcommerzProvider>;

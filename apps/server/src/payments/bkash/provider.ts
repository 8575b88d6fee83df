import type { OrderRow } from '../../orders/order-rows';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider, type ProviderVerdict } from '../provider';
import { isCompleted, type BkashGateway, type BkashPayment } from './gateway';

/** Where bKash sends the shopper back; the server then asks bKash itself. */
export const BKASH_CALLBACK_PATH = '/api/payments/bkash/callback';

/** bKash's tokenized checkout: the shopper approves the payment on bKash's page, then the server executes it. */
export function createBkashProvider(gateway: BkashGateway) {
  function verdictOf(payment: BkashPayment, order: OrderRow, paymentID: string): ProviderVerdict {
    return isCompleted(payment, paymentID, order.total)
      ? { paid: true, transactionId: payment.trxID! }
      : { paid: false };
  }

  return {
    method: 'bkash-checkout',
    transactionLabel: 'TrxID',
    name: 'bKash',

    async start(order, shopOrigin) {
      const created = await gateway.createPayment({
        amount: order.total,
        invoice: String(order.number),
        payerReference: String(order.number),
        callbackURL: `${shopOrigin}${BKASH_CALLBACK_PATH}`,
      });
      if (created.statusCode !== '0000' || !created.paymentID || !created.bkashURL) {
        throw new ProviderRefused(created.statusMessage ?? created.errorMessage ?? 'try again');
      }
      return { reference: created.paymentID, next: { redirectUrl: created.bkashURL } };
    },

    async query(order, paymentID) {
      return verdictOf(await gateway.queryPayment(paymentID), order, paymentID);
    },

    /**
     * The shopper approved on bKash's page: execute, and ask for the status when execute gives no clear answer. An
     * order cancelled meanwhile (unpaid too long, its pieces back in stock) is not charged: the approval lapses.
     */
    async complete(order: OrderRow, paymentID: string): Promise<ProviderVerdict> {
      if (order.orderStatus === 'cancelled') return this.query(order, paymentID);
      try {
        const executed = await gateway.executePayment(paymentID);
        if (isCompleted(executed, paymentID, order.total)) return verdictOf(executed, order, paymentID);
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
      }
      return this.query(order, paymentID);
    },

    async refund(order, { id, amount, reason }) {
      if (!order.paymentReference || !order.trxId) throw new ProviderRefused('the payment has no bKash TrxID');
      const answer = await gateway.refundPayment({
        paymentID: order.paymentReference,
        trxID: order.trxId,
        amount,
        sku: id,
        reason,
      });
      if (answer.transactionStatus !== 'Completed' || !answer.refundTrxID) {
        throw new ProviderRefused(answer.statusMessage ?? answer.errorMessage ?? 'no reason given');
      }
      return answer.refundTrxID;
    },
  } satisfies PaymentProvider & { complete(order: OrderRow, paymentID: string): Promise<ProviderVerdict> };
}

export type BkashProvider = ReturnType<typeof createBkashProvider>;

import {
  ProviderRefused,
  ProviderUnavailable,
  type ExpectedPayment,
  type PaymentProvider,
  type ProviderVerdict,
} from '../provider';
import { isCompleted, type BkashGateway, type BkashPayment } from './gateway';

const RETURN_STATUSES = { success: 'success', failure: 'failed', cancel: 'cancelled' } as const;

/**
 * bKash's tokenized checkout: the shopper approves the payment on bKash's page and comes back to the shop, which then
 * executes it. bKash posts no notifications of its own; its return is the only callback.
 */
export function createBkashProvider(gateway: BkashGateway): PaymentProvider {
  function verdictOf(payment: BkashPayment, paymentID: string, expected: ExpectedPayment): ProviderVerdict {
    return isCompleted(payment, paymentID, expected.amount)
      ? { paid: true, transactionId: payment.trxID ?? null }
      : { paid: false };
  }

  const query = async (paymentID: string, expected: ExpectedPayment) =>
    verdictOf(await gateway.queryPayment(paymentID), paymentID, expected);

  /**
   * The shopper approved on bKash's page: execute, and ask for the status when execute gives no clear answer. An order
   * cancelled meanwhile (unpaid too long, its pieces back in stock) is not charged: the approval lapses.
   */
  async function complete(paymentID: string, expected: ExpectedPayment): Promise<ProviderVerdict> {
    if (!expected.open) return query(paymentID, expected);
    try {
      const executed = await gateway.executePayment(paymentID);
      if (isCompleted(executed, paymentID, expected.amount)) return verdictOf(executed, paymentID, expected);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
    }
    return query(paymentID, expected);
  }

  return {
    id: 'bkash',
    method: 'bkash-checkout',
    name: 'bKash',

    async start(request) {
      const created = await gateway.createPayment({
        amount: request.amount,
        invoice: String(request.orderNumber),
        payerReference: String(request.orderNumber),
        callbackURL: request.urls.return,
      });
      if (created.statusCode !== '0000' || !created.paymentID || !created.bkashURL) {
        throw new ProviderRefused(created.statusMessage ?? created.errorMessage ?? 'try again');
      }
      return { reference: created.paymentID, next: { redirectUrl: created.bkashURL } };
    },

    query,

    async refund(payment, { id, amount, reason }) {
      if (!payment.transactionId) throw new ProviderRefused('the payment has no bKash TrxID');
      const answer = await gateway.refundPayment({
        paymentID: payment.reference,
        trxID: payment.transactionId,
        amount,
        sku: id,
        reason,
      });
      if (answer.transactionStatus !== 'Completed' || !answer.refundTrxID) {
        throw new ProviderRefused(answer.statusMessage ?? answer.errorMessage ?? 'no reason given');
      }
      return answer.refundTrxID;
    },

    /** bKash reports a payment's latest refund: one the shop has not recorded, for this amount, is the lost one. */
    async settleRefund(payment, refund, recorded) {
      if (!payment.transactionId) return null;
      const status = await gateway.refundStatus({ paymentID: payment.reference, trxID: payment.transactionId });
      const found =
        status.transactionStatus === 'Completed' &&
        typeof status.refundTrxID === 'string' &&
        !recorded.includes(status.refundTrxID) &&
        Number(status.amount) === refund.amount;
      return found ? status.refundTrxID! : null;
    },

    returned({ query: params }) {
      const paymentID = params.paymentID?.trim().slice(0, 100) || null;
      const outcome = RETURN_STATUSES[params.status as keyof typeof RETURN_STATUSES] ?? 'failed';
      return {
        reference: paymentID,
        outcome,
        ...(paymentID && outcome === 'success'
          ? { verdict: (expected: ExpectedPayment) => complete(paymentID, expected) }
          : {}),
      };
    },
  };
}

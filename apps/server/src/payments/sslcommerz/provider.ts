import {
  formFields,
  NotAuthentic,
  ProviderRefused,
  type ExpectedPayment,
  type PaymentProvider,
  type ProviderVerdict,
} from '../provider';
import type { SslcommerzGateway, SslcommerzTransaction } from './gateway';

const OUTCOMES = { success: 'success', failed: 'failed', cancelled: 'cancelled' } as const;

/**
 * SSLCommerz's word on a transaction, checked against what the shop expects: a valid payment of this attempt for the
 * order's total in taka. Paid with a risk level above 0 is held for staff to look at, as SSLCommerz's own modules do.
 */
export function verdictOf(transaction: SslcommerzTransaction, expected: ExpectedPayment, tranId: string): ProviderVerdict {
  const valid = transaction.status === 'VALID' || transaction.status === 'VALIDATED';
  const requested = transaction.currency_type
    ? transaction.currency_type === 'BDT' && Number(transaction.currency_amount) === expected.amount
    : true;
  const genuine =
    valid &&
    transaction.tran_id === tranId &&
    transaction.currency === 'BDT' &&
    Number(transaction.amount) === expected.amount &&
    requested;
  if (!genuine) return { paid: false };
  const risky = transaction.risk_level !== undefined && transaction.risk_level !== '0';
  return {
    paid: true,
    transactionId: transaction.bank_tran_id ?? null,
    ...(risky ? { review: transaction.risk_title ?? 'no reason given' } : {}),
  };
}

/** SSLCommerz's hosted page: cards, bKash, Nagad, Rocket and internet banking. */
export function createSslcommerzProvider(gateway: SslcommerzGateway): PaymentProvider {
  // One tran_id per attempt, chosen by the shop (at most 30 characters), so it is kept before SSLCommerz is asked.
  const plannedReference: NonNullable<PaymentProvider['plannedReference']> = ({ attemptId, orderNumber }) =>
    `${orderNumber}-${attemptId.replaceAll('-', '').slice(0, 16)}`;
  const refund: PaymentProvider['refund'] = async (payment, { id, amount, reason }) => {
    if (!payment.transactionId) throw new ProviderRefused('the payment has no SSLCommerz bank transaction id');
    const answer = await gateway.refund({ bankTranId: payment.transactionId, amount, remarks: reason, referenceId: id });
    if (answer.APIConnect !== 'DONE' || (answer.status !== 'success' && answer.status !== 'processing')) {
      throw new ProviderRefused(answer.errorReason || `answered ${answer.status ?? answer.APIConnect ?? 'nothing'}`);
    }
    return answer.refund_ref_id ?? id;
  };
  const query = async (tranId: string, expected: ExpectedPayment) => {
    const verdicts = (await gateway.transactions(tranId)).map((transaction) => verdictOf(transaction, expected, tranId));
    return verdicts.find((verdict) => verdict.paid) ?? { paid: false as const };
  };
  /** A notification or return names a validation id: SSLCommerz's validation API has the final word. */
  const judge = (fields: Record<string, string>) => {
    const tranId = fields.tran_id ?? '';
    const valId = fields.val_id;
    return async (expected: ExpectedPayment) =>
      valId ? verdictOf(await gateway.validate(valId), expected, tranId) : query(tranId, expected);
  };

  return {
    id: 'sslcommerz',
    method: 'sslcommerz',
    name: 'SSLCommerz',

    plannedReference,

    async start(request) {
      const tranId = plannedReference(request);
      const { customer } = request;
      const place = { add1: customer.address, city: customer.city, postcode: '0000', country: 'Bangladesh' };
      const back = (outcome: keyof typeof OUTCOMES) => `${request.urls.return}?outcome=${outcome}`;
      const session = await gateway.openSession({
        total_amount: request.amount.toFixed(2),
        currency: request.currency,
        tran_id: tranId,
        success_url: back('success'),
        fail_url: back('failed'),
        cancel_url: back('cancelled'),
        ipn_url: request.urls.webhook,
        product_name: request.items
          .map((item) => item.title)
          .join(', ')
          .slice(0, 255),
        product_category: 'Jewellery',
        product_profile: 'physical-goods',
        shipping_method: 'Courier',
        num_of_item: String(request.items.reduce((count, item) => count + item.quantity, 0)),
        cus_name: customer.name,
        cus_email: customer.email,
        cus_phone: customer.phone,
        // The shop does not ask for a postcode; SSLCommerz requires the field.
        cus_add1: place.add1,
        cus_city: place.city,
        cus_postcode: place.postcode,
        cus_country: place.country,
        ship_name: customer.name,
        ship_add1: place.add1,
        ship_city: place.city,
        ship_postcode: place.postcode,
        ship_country: place.country,
        value_a: request.orderId,
      });
      if (session.status !== 'SUCCESS' || !session.GatewayPageURL) {
        throw new ProviderRefused(session.failedreason || 'no reason given');
      }
      return { reference: tranId, next: { redirectUrl: session.GatewayPageURL } };
    },

    query,

    refund,

    /**
     * The same refund again, with the same reference id (`refe_id`): SSLCommerz answers the refund it already has for
     * it, or makes it now if the first request never reached it. Refused means it did not happen.
     */
    async settleRefund(payment, request) {
      try {
        return await refund(payment, request);
      } catch (error) {
        if (error instanceof ProviderRefused) return null;
        throw error;
      }
    },

    /** The IPN: signed with the store password, then validated with SSLCommerz before anything is believed. */
    async notification({ body }) {
      const fields = formFields(body);
      if (!gateway.isSigned(fields)) throw new NotAuthentic('The notification is not signed with this shop’s store password.');
      if (fields.status !== 'VALID' && fields.status !== 'VALIDATED') return null;
      return { reference: fields.tran_id ?? '', verdict: judge(fields) };
    },

    /** SSLCommerz posts the shopper back to one return address per outcome (`?outcome=`). */
    returned({ query: params, body }) {
      const fields = formFields(body);
      const outcome = OUTCOMES[params.outcome as keyof typeof OUTCOMES] ?? 'failed';
      return {
        reference: fields.tran_id || null,
        outcome,
        ...(outcome === 'success' ? { verdict: judge(fields) } : {}),
      };
    },
  };
}

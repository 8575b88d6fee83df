import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentMethod } from '@alankar/shared/order';
import type { Order, ShippingAddress } from '@alankar/shared/order-schemas';
import { api, ApiError } from '~/lib/api-client';
import { cart, type CartItem } from '~/features/cart/cart-store';
import { showAlert } from '~/ui/alerts';
import { useWords } from '~/words/use-words';
import { attemptKey, finishCheckout } from './checkout-storage';

export interface Payment {
  paymentMethod: PaymentMethod;
  trxID?: string;
  bkashNumber?: string;
  agreed?: boolean;
}

export interface OrderFailure {
  message: string;
  fields: Record<string, string>;
}

/** A payment that did not go through, in words for the shopper (a declined card, an unconfirmed payment). */
export class PaymentError extends Error {
  override name = 'PaymentError';
}

/** What to show for a failed order: the API's words (in the page's language), a payment's, or `fallback`. */
export function failureOf(error: unknown, fallback: string): OrderFailure {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields };
  if (error instanceof PaymentError) return { message: error.message, fields: {} };
  return { message: fallback, fields: {} };
}

/**
 * Placing the order: one at a time (a second click while busy does nothing), with one idempotency key per
 * attempt so a retry after a lost answer finds the same order. A failure leaves the cart as it was.
 * With `waitingOrderId` (an order left unpaid at a provider's page) that order is paid the chosen way instead.
 */
export function usePlaceOrder(items: readonly CartItem[], shippingAddress: ShippingAddress, waitingOrderId?: string) {
  const navigate = useNavigate();
  const { t, path } = useWords();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const running = useRef(false);

  /** Runs `work` unless something is already running; its thrown errors become the failure shown. */
  async function run(work: () => Promise<void>): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(failureOf(error, t.checkout.somethingWentWrong));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  async function placeOrder(payment: Payment): Promise<Order> {
    if (waitingOrderId) {
      const { order } = await api<{ order: Order }>(`/orders/${waitingOrderId}/payment-method`, {
        method: 'PUT',
        body: payment,
      });
      return order;
    }
    const body = { items: items.map(({ _id, quantity }) => ({ _id, quantity })), shippingAddress, ...payment };
    const { order } = await api<{ insertedId: string; order: Order }>('/orders', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': attemptKey(body) },
    });
    return order;
  }

  async function succeed(): Promise<void> {
    cart.clear();
    finishCheckout();
    showAlert({ kind: 'success', title: t.checkout.orderPlacedTitle, text: t.checkout.orderPlacedText });
    await navigate(path('/'));
  }

  return { busy, failure, setFailure, run, placeOrder, succeed };
}

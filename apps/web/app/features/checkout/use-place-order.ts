import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentMethod } from '@alankar/shared/order';
import type { Order, ShippingAddress } from '@alankar/shared/order-schemas';
import { api, ApiError } from '~/lib/api-client';
import { cart, useCart, type CartItem } from '~/features/cart/cart-store';
import { orderedItems } from '~/features/cart/cart-quote';
import { useWords } from '~/words/use-words';
import { attemptKey, finishCheckout } from './checkout-storage';

export interface Payment {
  paymentMethod: PaymentMethod;
  trxID?: string;
  bkashNumber?: string;
  agreed?: boolean;
}

/** An order just placed: its id, and for a guest the signed link (`t`) that opens it without an account. */
export interface PlacedOrder {
  order: Order;
  token?: string;
}

/** How to open a placed order in a call to the API: its signed link when the shopper has no account. */
export const withLink = (path: string, token: string | undefined) =>
  token ? `${path}?t=${encodeURIComponent(token)}` : path;

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
export function usePlaceOrder(
  items: readonly CartItem[],
  shippingAddress: ShippingAddress,
  waiting?: { orderId: string; token?: string },
) {
  const navigate = useNavigate();
  const { t, path } = useWords();
  const { discountCode } = useCart();
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

  async function placeOrder(payment: Payment): Promise<PlacedOrder> {
    if (waiting) {
      const { order } = await api<{ order: Order }>(
        withLink(`/orders/${waiting.orderId}/payment-method`, waiting.token),
        {
          method: 'PUT',
          body: payment,
        },
      );
      return { order, token: waiting.token };
    }
    const body = {
      items: orderedItems(items),
      shippingAddress,
      ...payment,
      ...(discountCode ? { discountCode } : {}),
    };
    const { order, trackingUrl } = await api<{ order: Order; trackingUrl: string }>('/orders', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': attemptKey(body) },
    });
    return {
      order,
      token: order.guest
        ? (new URL(trackingUrl, window.location.origin).searchParams.get('t') ?? undefined)
        : undefined,
    };
  }

  /** The order is in: the cart is done with, and the shopper reads what happens next. */
  async function succeed({ orderId, token }: { orderId: string; token?: string }): Promise<void> {
    cart.clear();
    finishCheckout();
    await navigate(path(withLink(`/order-placed/${orderId}`, token)));
  }

  return { busy, failure, setFailure, run, placeOrder, succeed };
}

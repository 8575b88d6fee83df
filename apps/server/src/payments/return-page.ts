import type { FastifyRequest } from 'fastify';
import type { ProviderMethod } from '@alankar/shared/order';
import type { PaymentOutcome } from './payment-service';

/** The shop's own address as the shopper reached it (PUBLIC_URL when set), for the URLs providers send people back to. */
export function shopOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/** The payment page, told how the visit to a provider's page went. */
export function paymentPageAfter(method: ProviderMethod, outcome: PaymentOutcome, orderId: string | null): string {
  const query = new URLSearchParams({ 'paid-with': method, outcome, ...(orderId ? { order: orderId } : {}) });
  return `/payment-gateway?${query.toString()}`;
}

import type { DeliveryRules } from './pricing';
import type { PaymentMethod } from './order';

/** How the payment page lists the ways to pay until the owner orders them. */
export const DEFAULT_PAYMENT_ORDER: readonly PaymentMethod[] = [
  'bkash-checkout',
  'sslcommerz',
  'card',
  'bkash',
  'cash-on-delivery',
];

/** What one shopper may order, against fake and hoarding orders; the owner sets both. */
export interface OrderLimits {
  /** Orders in the last 24 hours per account, per phone number and per shipping address. */
  ordersPerDay: number;
  /** Pieces one shopper's unpaid orders (waiting for confirmation or payment) may hold at once. */
  unpaidPieces: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = { ordersPerDay: 10, unpaidPieces: 30 };

/**
 * What the shop says about itself (chat widget, footer, gallery, payment page) and what delivery costs.
 * The owner changes them in the dashboard; the environment gives the first values.
 */
export interface ShopSettings extends DeliveryRules {
  displayName: string;
  /** International format without '+', as WhatsApp links want it: 8801711000000. */
  whatsappNumber: string;
  instagramUrl: string;
  /** The shop's bKash number that shoppers send money to (`01711000000`). */
  bkashNumber: string;
  /**
   * The ways to pay the payment page offers, in this order. A provider's method shows only once its
   * credentials are configured; a method left out is not offered.
   */
  paymentMethods: PaymentMethod[];
  chat: {
    placeholder: string;
    /** Seconds before the chat nudges a visitor who has not opened it; 0 turns the nudge off. */
    notificationDelaySeconds: number;
  };
  orderLimits: OrderLimits;
}

export const CHAT_DEFAULTS = {
  placeholder: 'Type a message..',
  status: 'Typically replies within 1 hour',
  greeting: 'Hello there! How can we help?',
  messageDelayMs: 2000,
  notificationDelaySeconds: 60,
  minNotificationDelaySeconds: 10,
  heightPx: 320,
} as const;

export function whatsappSendUrl(phone: string, text: string): string {
  const params = new URLSearchParams({ phone, text });
  return `https://api.whatsapp.com/send?${params.toString()}`;
}

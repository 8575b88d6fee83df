import { randomUUID } from 'node:crypto';
import type { Order } from '@alankar/shared/order-schemas';
import { amountToCollect, type OrderStatus } from '@alankar/shared/order';
import { formatTk } from '@alankar/shared/money';
import { digitsIn, type Lang } from '@alankar/shared/lang';
import type { Sms } from '../sms/sms-sender';
import { smsParts } from '../sms/sms-parts';

/**
 * What an order's SMS say, in each language. Each stays within two SMS parts with the longest number, amount and link
 * (a test counts them): a Bangla SMS is sent as Unicode, 67 characters a part.
 */
const WORDS = {
  en: {
    received: (number: string) => `Order #${number} received.`,
    payCash: (amount: string) => `Please pay ${amount} in cash on delivery.`,
    checkingBkash: (amount: string) => `We are checking your bKash payment of ${amount} and will confirm by SMS.`,
    paid: (amount: string) => `${amount} paid.`,
    payOnline: (amount: string) => `Please complete your ${amount} payment online.`,
    confirmed: (number: string) => `Order #${number} is confirmed and being packed.`,
    shipped: (number: string) => `Order #${number} is on its way.`,
    keepCash: (amount: string) => `Keep ${amount} ready for the courier.`,
    cancelled: (number: string) => `Order #${number} has been cancelled.`,
    track: (link: string) => `Track: ${link}`,
    feeFirst: (fee: string, to: string) => `Please send the ${fee} delivery fee by bKash to ${to} first.`,
  },
  bn: {
    received: (number: string) => `অর্ডার #${number} পেয়েছি।`,
    payCash: (amount: string) => `ডেলিভারিতে ${amount} ক্যাশে দিন।`,
    checkingBkash: (amount: string) => `বিকাশে ${amount} যাচাই করে SMS দেব।`,
    paid: (amount: string) => `${amount} পরিশোধিত।`,
    payOnline: (amount: string) => `অনলাইনে ${amount} পেমেন্ট শেষ করুন।`,
    confirmed: (number: string) => `অর্ডার #${number} কনফার্ম, প্যাক হচ্ছে।`,
    shipped: (number: string) => `অর্ডার #${number} পাঠানো হয়েছে।`,
    keepCash: (amount: string) => `কুরিয়ারকে ${amount} দিন।`,
    cancelled: (number: string) => `অর্ডার #${number} বাতিল হয়েছে।`,
    track: (link: string) => `দেখুন: ${link}`,
    feeFirst: (fee: string, to: string) => `আগে চার্জ ${fee} বিকাশ করুন ${to}-এ।`,
  },
} satisfies Record<Lang, Record<string, (value: string, other: string) => string>>;

type SmsWords = (typeof WORDS)['en'];

/** How an order that has just arrived is paid, in one sentence. */
function howToPay(order: Order, w: SmsWords, amount: string, bkashNumber: string): string {
  if (order.payment_status === 'paid') return w.paid(amount);
  if (order.advance && !order.advance.trxId) {
    return w.feeFirst(formatTk(order.advance.amount, order.lang), digitsIn(bkashNumber, order.lang));
  }
  switch (order.paymentMethod) {
    case 'cash-on-delivery':
      return w.payCash(amount);
    case 'bkash':
      return w.checkingBkash(amount);
    default:
      return w.payOnline(amount);
  }
}

const NEWS: Partial<Record<OrderStatus, (order: Order, w: SmsWords, number: string, amount: string) => string>> = {
  confirmed: (_, w, number) => w.confirmed(number),
  // What the courier collects: the total, less a delivery fee paid in advance; nothing when paid online.
  shipped: (order, w, number) => {
    const collect = amountToCollect(order);
    return `${w.shipped(number)}${collect === 0 ? '' : ` ${w.keepCash(formatTk(collect, order.lang))}`}`;
  },
  cancelled: (_, w, number) => w.cancelled(number),
};

/**
 * The SMS about `order` (`received`, or its current status), in its language, or null when that news sends none.
 * `link` is the order's short link; a delivery fee asked first names the shop's bKash number.
 */
export function orderSms(
  order: Order,
  what: 'received' | 'status',
  shop: { displayName: string; bkashNumber: string },
  link: string,
): Sms | null {
  const w = WORDS[order.lang];
  const number = digitsIn(order.number, order.lang);
  const amount = formatTk(order.total, order.lang);
  const news =
    what === 'received'
      ? `${w.received(number)} ${howToPay(order, w, amount, shop.bkashNumber)}`
      : NEWS[order.order_status]?.(order, w, number, amount);
  if (!news) return null;
  const text = `${news} ${w.track(link)}`;
  // The shop's name goes first when it fits: the sender id names the shop too.
  const named = `${shop.displayName}: ${text}`;
  return { to: order.shippingAddress.number, text: smsParts(named).parts <= 2 ? named : text, id: randomUUID() };
}

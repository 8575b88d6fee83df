import { amountToCollect } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import type { OrderStatus } from '@alankar/shared/order';
import { UNPAID_ORDER_MINUTES } from '@alankar/shared/order';
import { formatTk } from '@alankar/shared/money';
import { digitsIn, type Lang } from '@alankar/shared/lang';
import { POLICIES } from '@alankar/shared/policies';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Mail } from '../mail/mailer';
import { orderEmailWords, type OrderEmailWords } from './order-email-words';

/** What an order email says about the shop. */
export type MailShop = Pick<ShopSettings, 'displayName' | 'bkashNumber'>;
type Shop = MailShop;

/** An order email's words, with amounts and numbers written the way the order's language writes them. */
function writerFor(order: Order) {
  const lang = order.lang;
  return {
    w: orderEmailWords(lang),
    tk: (amount: number) => formatTk(amount, lang),
    num: (value: number) => digitsIn(value, lang),
    /** "Classic Band (Ring size 7)", in the order's language. */
    title: (item: Order['items'][number]) => {
      const title = lang === 'bn' && item.titleBn ? item.titleBn : item.title;
      const variant = lang === 'bn' ? item.variantTitleBn || item.variantTitle : item.variantTitle;
      return variant ? `${title} (${variant})` : title;
    },
  };
}

function lines(order: Order): string {
  const { w, tk, num, title } = writerFor(order);
  const items = order.items.map(
    (item) => `  ${num(item.quantity)} × ${title(item)} — ${tk(item.price * item.quantity)}`,
  );
  return [
    ...items,
    '',
    `  ${w.subtotal}: ${tk(order.subtotal)}`,
    ...(order.discountCode ? [`  ${w.discount(order.discountCode)}: −${tk(order.discount)}`] : []),
    `  ${w.delivery}: ${order.shipping === 0 ? w.free : tk(order.shipping)}`,
    `  ${w.total}: ${tk(order.total)}`,
  ].join('\n');
}

function howToPay(
  order: Order,
  shop: Shop,
  w: OrderEmailWords,
  tk: (amount: number) => string,
  num: (value: number) => string,
): string {
  switch (order.paymentMethod) {
    case 'bkash':
      return w.paidByBkash(order.trxID ?? '', shop.bkashNumber);
    case 'cash-on-delivery':
      return order.advance
        ? w.feeFirst(tk(order.advance.amount), shop.bkashNumber, tk(order.total - order.advance.amount))
        : w.cashReady(tk(order.total));
    case 'card':
    case 'bkash-checkout':
    case 'sslcommerz': {
      const what = w.payment(order.paymentMethod === 'bkash-checkout');
      return order.payment_status === 'paid'
        ? w.paymentDone(what, tk(order.total))
        : w.paymentOpen(what, tk(order.total), num(UNPAID_ORDER_MINUTES));
    }
  }
}

function signature(shop: Shop, w: OrderEmailWords): string {
  return `\n\n${w.questions}\n\n${shop.displayName}`;
}

/** The email that tells a customer their order arrived, in the language they ordered in. */
export function orderReceivedMail(order: Order, shop: Shop, link: string): Mail {
  const { w, tk, num } = writerFor(order);
  const number = num(order.number);
  const { name, address } = order.shippingAddress;
  const where = `${address}, ${placeOf(order)}`;
  return {
    to: order.shippingAddress.customerEmail,
    subject: w.receivedSubject(number),
    text:
      `${w.hello(name)}\n\n${w.thanks(number)}\n\n${lines(order)}\n\n` +
      `${w.paymentLine(w.methods[order.paymentMethod], howToPay(order, shop, w, tk, num))}\n\n` +
      (order.delivery
        ? w.deliveryDays(where, num(order.delivery.minDays), num(order.delivery.maxDays))
        : w.deliveryLine(where, num(POLICIES.dhakaDeliveryHours), num(POLICIES.outsideDhakaWorkingDays))) +
      `\n\n${w.track(link)}` +
      signature(shop, w),
  };
}

/** The area and district an order goes to, named in its language (the city typed, for orders from before). */
function placeOf(order: Order): string {
  const { delivery, shippingAddress } = order;
  if (!delivery?.district) return shippingAddress.city;
  const name = (place: { name: string; bnName: string }) => (order.lang === 'bn' ? place.bnName : place.name);
  return delivery.area ? `${name(delivery.area)}, ${name(delivery.district)}` : name(delivery.district);
}

const NEWS: Partial<Record<OrderStatus, (order: Order) => { subject: string; text: string }>> = {
  confirmed: (order) => {
    const { w, num } = writerFor(order);
    return { subject: w.confirmedSubject(num(order.number)), text: w.confirmed(num(order.number)) };
  },
  shipped: (order) => {
    const { w, tk, num } = writerFor(order);
    return {
      subject: w.shippedSubject(num(order.number)),
      text:
        w.shipped(num(order.number), order.shipment ? w.couriers[order.shipment.courier] : POLICIES.courier) +
        (order.shipment?.trackingCode && order.shipment.trackingUrl
          ? w.trackingCode(order.shipment.trackingCode, order.shipment.trackingUrl)
          : '') +
        (amountToCollect(order) > 0 ? w.cashForCourier(tk(amountToCollect(order))) : w.nothingToPay),
    };
  },
  cancelled: (order) => {
    const { w, num } = writerFor(order);
    return {
      subject: w.cancelledSubject(num(order.number)),
      text:
        w.cancelled(num(order.number)) +
        (order.payment_status === 'paid' ? w.refundComing(num(POLICIES.refundWorkingDays)) : ''),
    };
  },
};

/** The email telling a customer their order moved on, or null when that change sends none. */
export function statusChangedMail(order: Order, shop: Shop, link: string): Mail | null {
  const news = NEWS[order.order_status]?.(order);
  if (!news) return null;
  const { w } = writerFor(order);
  return {
    to: order.shippingAddress.customerEmail,
    subject: news.subject,
    text: `${w.hello(order.shippingAddress.name)}\n\n${news.text}\n\n${w.track(link)}${signature(shop, w)}`,
  };
}

/** What a refund email needs to know of its order. */
export interface RefundedOrder {
  number: number;
  lang: Lang;
  shippingName: string;
  shippingEmail: string;
}

/** The email telling a customer money went back to them, in the language they ordered in. */
export function refundSentMail(order: RefundedOrder, amount: number, shop: Shop): Mail {
  const w = orderEmailWords(order.lang);
  const number = digitsIn(order.number, order.lang);
  return {
    to: order.shippingEmail,
    subject: w.refundSubject(number),
    text:
      `${w.hello(order.shippingName)}\n\n` +
      w.refundSent(formatTk(amount, order.lang), number) +
      signature(shop, w),
  };
}

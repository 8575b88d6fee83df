import type { Order } from '@alankar/shared/order-schemas';
import type { NewJob } from '../jobs/job-queue';
import { orderReceivedMail, statusChangedMail, type MailShop } from './order-emails';
import { orderSms } from './order-sms';

/** What telling a customer about their order needs: the shop's name (and bKash number) and the order's short link. */
export interface NewsContext {
  shop: MailShop;
  link: (order: { number: number }) => string;
}

/**
 * The jobs that tell the customer about `order` — it arrived (`received`) or moved to its current status — by email
 * (when they gave one) and by SMS, in the order's language, for `enqueueAll` in the caller's transaction: they are
 * sent once it commits, even if the process dies right after. None when there is nobody to tell.
 */
export function orderNews(order: Order, what: 'received' | 'status', { shop, link }: NewsContext): NewJob[] {
  const url = link(order);
  const mail = what === 'received' ? orderReceivedMail(order, shop, url) : statusChangedMail(order, shop, url);
  const sms = orderSms(order, what, shop, url);
  return [
    ...(mail && mail.to ? [{ kind: 'mail.send' as const, payload: mail }] : []),
    ...(sms ? [{ kind: 'sms.send' as const, payload: sms }] : []),
  ];
}

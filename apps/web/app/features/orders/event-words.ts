import type { OrderHistoryEntry } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { digitsIn, type Lang } from '@alankar/shared/lang';
import { fill } from '~/words/words';
import type { OrderWords } from './order-format';

type PaymentEntry = Extract<OrderHistoryEntry, { kind: 'payment_recorded' | 'payment_review' }>;
type ParcelEntry = Extract<OrderHistoryEntry, { kind: 'parcel' }>;

function paymentWords(entry: PaymentEntry, words: OrderWords, lang: Lang): string {
  const said = words.events;
  const provider = said.provider[entry.method];
  const amount = formatTk(entry.amount, lang);
  return [
    fill(entry.duplicate ? said.secondPaymentReceived : said.paymentReceived, { provider, amount }),
    entry.transactionId
      ? fill(said.transactionId, { label: said.transaction[entry.method], id: entry.transactionId })
      : '',
    entry.switchedFrom ? fill(said.switchedFrom, { method: words.paymentMethod[entry.switchedFrom] }) : '',
    entry.kind === 'payment_review' ? fill(said.heldForReview, { provider, reason: entry.reason }) : '',
    entry.afterCancel ? said.afterCancel : '',
    entry.duplicate && !entry.afterCancel ? said.refundIt : '',
  ].join('');
}

/** `Delivered by RedX — Tk 1,250 collected: “Customer kept one piece”`: the courier's news, then its own words. */
function parcelWords(entry: ParcelEntry, words: OrderWords, lang: Lang): string {
  const said = words.events;
  return [
    fill(said.parcel[entry.state], { courier: words.couriers[entry.courier] }),
    entry.state === 'booked' && entry.trackingCode ? fill(said.trackingCode, { code: entry.trackingCode }) : '',
    entry.collected ? fill(said.collected, { amount: formatTk(entry.collected, lang) }) : '',
    entry.message ? fill(said.courierSaid, { message: entry.message }) : '',
  ].join('');
}

/**
 * One history entry in the page's words: what happened (`title`) and, when a status moved for a reason, why (`note`).
 * A `note` entry's text was written before events had kinds, and is shown as it was written.
 */
export function eventWords(entry: OrderHistoryEntry, words: OrderWords, lang: Lang): { title: string; note?: string } {
  const said = words.events;
  const status = words.orderStatus;
  const move = entry.from ? fill(said.moved, { from: status[entry.from], to: status[entry.to] }) : '';
  switch (entry.kind) {
    case 'placed':
      return { title: fill(said.placed, { status: status[entry.to] }) };
    case 'status_changed':
      return { title: move };
    case 'payment_recorded':
    case 'payment_review':
      return { title: paymentWords(entry, words, lang) };
    case 'payment_method_changed':
      return {
        title: fill(said.paymentChanged, {
          from: words.paymentMethod[entry.paymentFrom],
          to: words.paymentMethod[entry.paymentTo],
        }),
      };
    case 'refunded':
      return {
        title: fill(said.refunded, {
          amount: formatTk(entry.amount, lang),
          provider: said.provider[entry.method],
          reason: entry.reason,
        }),
      };
    case 'expired': {
      const provider = said.provider[entry.method];
      const gone = entry.providerGone ? fill(said.providerGone, { provider }) : '';
      return { title: move, note: fill(said.expired, { provider, minutes: digitsIn(entry.minutes, lang) }) + gone };
    }
    case 'parcel':
      // The order follows its parcel (picked up → shipped, delivered, returned): that move is the note.
      return entry.from && entry.from !== entry.to
        ? { title: parcelWords(entry, words, lang), note: move }
        : { title: parcelWords(entry, words, lang) };
    case 'received_back':
      return { title: said.receivedBack };
    case 'advance_asked':
      return {
        title: fill(said.advanceAsked, {
          amount: formatTk(entry.amount, lang),
          reason: said.advanceReason[entry.reason],
        }),
      };
    case 'advance_paid':
      return {
        title:
          fill(said.advancePaid, { amount: formatTk(entry.amount, lang), provider: said.provider[entry.method] }) +
          (entry.transactionId ? fill(said.transactionId, { label: said.transaction[entry.method], id: entry.transactionId }) : ''),
      };
    case 'advance_sent':
      return { title: fill(said.advanceSent, { amount: formatTk(entry.amount, lang), trxId: entry.trxId }) };
    case 'note':
      return entry.from === entry.to ? { title: entry.text } : { title: move, note: entry.text };
  }
}

/** Who did it, as the viewer may know: an email, "the shop" for staff a customer doesn't know, nothing for the shop itself. */
export function actorWords(entry: Pick<OrderHistoryEntry, 'actor' | 'by'>, words: OrderWords): string | null {
  if (entry.by) return entry.by;
  return entry.actor === 'staff' ? words.events.theShop : null;
}

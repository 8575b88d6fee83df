import { describe, expect, it } from 'vitest';
import type { OrderHistoryEntry } from '@alankar/shared/order-schemas';
import { orders as en } from '~/words/en/orders';
import { orders as bn } from '~/words/bn/orders';
import { actorWords, eventWords } from './event-words';

const base = { at: '2026-03-12T09:45:00.000Z', actor: 'system', by: null, from: null, to: 'pending' } as const;
const payment = {
  ...base,
  kind: 'payment_recorded',
  method: 'bkash-checkout',
  amount: 1260,
  transactionId: 'BTRX123456',
  switchedFrom: null,
  afterCancel: false,
  duplicate: false,
} as const;
const parcel = {
  ...base,
  kind: 'parcel',
  courier: 'steadfast',
  state: 'in_transit',
  trackingCode: 'SF9X2K7Q',
  rawStatus: 'pending',
  message: null,
  collected: null,
  from: 'shipped',
  to: 'shipped',
} as const;

const cases: [string, OrderHistoryEntry, { title: string; note?: string }, { title: string; note?: string }][] = [
  [
    'placed',
    { ...base, kind: 'placed', paymentMethod: 'cash-on-delivery' },
    { title: 'Order placed (Pending)' },
    { title: 'অর্ডার করা হয়েছে (অপেক্ষমাণ)' },
  ],
  [
    'status_changed',
    { ...base, kind: 'status_changed', actor: 'staff', from: 'pending', to: 'confirmed' },
    { title: 'Pending → Confirmed' },
    { title: 'অপেক্ষমাণ → কনফার্ম হয়েছে' },
  ],
  [
    'payment_recorded, switched from another way to pay',
    { ...payment, switchedFrom: 'cash-on-delivery' },
    { title: 'bKash payment of Tk 1,260 received, TrxID BTRX123456 (the order had been switched to Cash on delivery)' },
    {
      title:
        'বিকাশ থেকে ৳১,২৬০ পেমেন্ট পাওয়া গেছে, TrxID BTRX123456 (তার আগে অর্ডারের পেমেন্ট বদলে ক্যাশ অন ডেলিভারি করা হয়েছিল)',
    },
  ],
  [
    'payment_recorded, a second payment',
    { ...payment, transactionId: 'BTRX999999', duplicate: true },
    { title: 'A second bKash payment of Tk 1,260 received, TrxID BTRX999999: refund it from the order’s page' },
    { title: 'বিকাশ থেকে দ্বিতীয়বার ৳১,২৬০ পেমেন্ট পাওয়া গেছে, TrxID BTRX999999। অর্ডারের পাতা থেকে রিফান্ড করুন' },
  ],
  [
    'payment_review after a cancellation',
    {
      ...payment,
      kind: 'payment_review',
      method: 'sslcommerz',
      transactionId: '2611RISKY',
      reason: 'Risky transaction',
      afterCancel: true,
      from: 'cancelled',
      to: 'cancelled',
    },
    {
      title:
        'SSLCommerz payment of Tk 1,260 received, bank transaction 2611RISKY. Held for a look before shipping: SSLCommerz marks it risky (Risky transaction) after the order was cancelled: refund it from the order’s page',
    },
    {
      title:
        'SSLCommerz থেকে ৳১,২৬০ পেমেন্ট পাওয়া গেছে, ব্যাংক ট্রানজ্যাকশন 2611RISKY। পাঠানোর আগে যাচাইয়ের জন্য আটকে রাখা হয়েছে: SSLCommerz এটিকে ঝুঁকিপূর্ণ বলেছে (Risky transaction)। টাকাটি অর্ডার বাতিল হওয়ার পরে এসেছে: অর্ডারের পাতা থেকে রিফান্ড করুন',
    },
  ],
  [
    'payment_method_changed',
    { ...base, kind: 'payment_method_changed', actor: 'customer', paymentFrom: 'card', paymentTo: 'bkash' },
    { title: 'Payment changed from Card to bKash' },
    { title: 'পেমেন্টের ধরন কার্ড থেকে বদলে বিকাশ করা হয়েছে' },
  ],
  [
    'refunded',
    { ...base, kind: 'refunded', actor: 'staff', method: 'bkash-checkout', amount: 125000, reason: 'Order cancelled' },
    { title: 'Tk 1,25,000 refunded through bKash (Order cancelled)' },
    { title: 'বিকাশ দিয়ে ৳১,২৫,০০০ রিফান্ড করা হয়েছে (Order cancelled)' },
  ],
  [
    'expired, the provider gone',
    {
      ...base,
      kind: 'expired',
      method: 'sslcommerz',
      minutes: 30,
      providerGone: true,
      from: 'pending',
      to: 'cancelled',
    },
    {
      title: 'Pending → Cancelled',
      note: 'SSLCommerz payment not completed within 30 minutes (SSLCommerz is no longer set up, so it could not be asked)',
    },
    {
      title: 'অপেক্ষমাণ → বাতিল',
      note: '৩০ মিনিটের মধ্যে SSLCommerz পেমেন্ট সম্পন্ন হয়নি (SSLCommerz এখন আর চালু নেই, তাই যাচাই করা যায়নি)',
    },
  ],
  [
    'parcel booked, with its tracking code',
    {
      ...parcel,
      state: 'booked',
      trackingCode: 'SF9X2K7Q',
      rawStatus: 'in_review',
      from: 'confirmed',
      to: 'confirmed',
    },
    { title: 'Booked with Steadfast, tracking code SF9X2K7Q' },
    { title: 'স্টেডফাস্ট কুরিয়ারে পার্সেল বুক করা হয়েছে, ট্র্যাকিং কোড SF9X2K7Q' },
  ],
  [
    'parcel picked up, moving the order',
    { ...parcel, courier: 'pathao', state: 'picked_up', rawStatus: 'Pickup', from: 'confirmed', to: 'shipped' },
    { title: 'Pathao picked up the parcel', note: 'Confirmed → Shipped' },
    { title: 'পাঠাও পার্সেলটি সংগ্রহ করেছে', note: 'কনফার্ম হয়েছে → পাঠানো হয়েছে' },
  ],
  [
    'parcel out for delivery, in the courier’s words',
    { ...parcel, courier: 'pathao', state: 'out_for_delivery', message: 'Rider will call before coming' },
    { title: 'Out for delivery with Pathao: “Rider will call before coming”' },
    { title: 'পাঠাও পার্সেলটি নিয়ে ডেলিভারির জন্য রওনা হয়েছে: “Rider will call before coming”' },
  ],
  [
    'parcel delivered, cash collected',
    { ...parcel, courier: 'redx', state: 'delivered', collected: 1250, from: 'shipped', to: 'delivered' },
    { title: 'Delivered by RedX — Tk 1,250 collected', note: 'Shipped → Delivered' },
    { title: 'রেডএক্স পার্সেলটি ডেলিভারি করেছে — ৳১,২৫০ আদায় হয়েছে', note: 'পাঠানো হয়েছে → ডেলিভারি হয়েছে' },
  ],
  [
    'parcel partly delivered',
    { ...parcel, state: 'partly_delivered', collected: 600, message: 'Customer kept one piece' },
    { title: 'Partly delivered by Steadfast — Tk 600 collected: “Customer kept one piece”' },
    { title: 'স্টেডফাস্ট পার্সেলের কিছু অংশ ডেলিভারি করেছে — ৳৬০০ আদায় হয়েছে: “Customer kept one piece”' },
  ],
  [
    'parcel returned',
    { ...parcel, courier: 'redx', state: 'returned', message: 'Customer refused', from: 'shipped', to: 'returned' },
    { title: 'Returned to the shop by RedX: “Customer refused”', note: 'Shipped → Returned' },
    { title: 'রেডএক্স পার্সেলটি অলংকারে ফেরত দিয়েছে: “Customer refused”', note: 'পাঠানো হয়েছে → ফেরত এসেছে' },
  ],
  [
    'received back',
    { ...base, kind: 'received_back', actor: 'staff', from: 'returned', to: 'returned' },
    { title: 'Received back at the shop; the pieces are back in stock' },
    { title: 'ফেরত আসা পার্সেল অলংকারে পৌঁছেছে; পণ্যগুলো আবার স্টকে রাখা হয়েছে' },
  ],
  [
    'a note from before events had kinds',
    { ...base, kind: 'note', text: 'Card payment of Tk 500 received', from: 'pending', to: 'pending' },
    { title: 'Card payment of Tk 500 received' },
    { title: 'Card payment of Tk 500 received' },
  ],
];

describe('eventWords', () => {
  it.each(cases)('%s, in English', (_, entry, english) => {
    expect(eventWords(entry, en, 'en')).toEqual(english);
  });

  it.each(cases)('%s, in Bangla', (_, entry, _english, bangla) => {
    expect(eventWords(entry, bn, 'bn')).toEqual(bangla);
  });
});

describe('actorWords', () => {
  it('names who did it when the viewer may know, and the shop for its staff otherwise', () => {
    expect(actorWords({ actor: 'customer', by: 'tania@example.com' }, en)).toBe('tania@example.com');
    expect(actorWords({ actor: 'staff', by: null }, en)).toBe('the shop');
    expect(actorWords({ actor: 'staff', by: null }, bn)).toBe('অলংকার');
    expect(actorWords({ actor: 'system', by: null }, bn)).toBeNull();
  });
});

import type { Lang } from '@alankar/shared/lang';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_LABELS_BN } from '@alankar/shared/order';
import { COURIER_NAMES, COURIER_NAMES_BN } from '@alankar/shared/courier';

/** What an order email says, in English: the wording every other language must match. */
const en = {
  hello: (name: string) => `Hello ${name},`,
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  free: 'free',
  discount: (code: string) => `Discount (${code})`,
  total: 'Total',
  methods: PAYMENT_METHOD_LABELS,
  couriers: COURIER_NAMES,
  paidByBkash: (trxId: string, shopNumber: string) =>
    `You paid by bKash with TrxID ${trxId}. We will confirm your order as soon as we find this payment in our bKash account (${shopNumber}).`,
  cashReady: (amount: string) => `Please keep ${amount} ready: you pay the courier in cash when your parcel arrives.`,
  feeFirst: (fee: string, shopNumber: string, rest: string) =>
    `First, please send the delivery fee of ${fee} by bKash (Send Money) to ${shopNumber}, and type its TrxID on your order's page: we send your order once it arrives. Then you pay the courier the remaining ${rest} in cash.`,
  payment: (bkash: boolean): string => (bkash ? 'bKash payment' : 'payment'),
  paymentDone: (what: string, amount: string) => `Your ${what} of ${amount} has gone through.`,
  paymentOpen: (what: string, amount: string, minutes: string) =>
    `Your ${what} of ${amount} is not complete yet. If it doesn't go through within ${minutes} minutes the order is cancelled.`,
  receivedSubject: (number: string) => `We received your order #${number}`,
  thanks: (number: string) => `Thank you for your order #${number}.`,
  paymentLine: (method: string, how: string) => `Payment: ${method}. ${how}`,
  deliveryLine: (address: string, hours: string, days: string) =>
    `Delivery to: ${address}. Inside Dhaka within ${hours} hours, elsewhere within ${days} working days of confirmation.`,
  deliveryDays: (address: string, min: string, max: string) =>
    `Delivery to: ${address}, within ${min}–${max} days of confirmation.`,
  track: (url: string) => `See your order and where it is at any time: ${url}`,
  questions: 'Questions? Reply to this email or message us on WhatsApp.',
  confirmedSubject: (number: string) => `Your order #${number} is confirmed`,
  confirmed: (number: string) =>
    `Good news: we have confirmed your order #${number} and are packing it now. We will write again when it leaves with the courier.`,
  shippedSubject: (number: string) => `Your order #${number} is on its way`,
  shipped: (number: string, courier: string) => `Your order #${number} has left with ${courier}. `,
  trackingCode: (code: string, url: string) => `Its tracking code is ${code}; follow it on the courier's site: ${url} `,
  cashForCourier: (amount: string) => `Please keep ${amount} ready for the courier.`,
  nothingToPay: 'It is paid; nothing to pay on delivery.',
  cancelledSubject: (number: string) => `Your order #${number} is cancelled`,
  cancelled: (number: string) => `Your order #${number} has been cancelled.`,
  refundComing: (days: string) => ` Your refund is sent within ${days} working days.`,
  refundSubject: (number: string) => `We have sent you a refund for order #${number}`,
  refundSent: (amount: string, number: string) =>
    `We have sent ${amount} back for your order #${number}, the same way you paid. It can take a few working days to reach your account.`,
};

export type OrderEmailWords = typeof en;

const bn: OrderEmailWords = {
  hello: (name) => `প্রিয় ${name},`,
  subtotal: 'সাবটোটাল',
  delivery: 'ডেলিভারি চার্জ',
  free: 'ফ্রি',
  discount: (code) => `ছাড় (${code})`,
  total: 'মোট',
  methods: PAYMENT_METHOD_LABELS_BN,
  couriers: COURIER_NAMES_BN,
  paidByBkash: (trxId, shopNumber) =>
    `আপনি বিকাশে পেমেন্ট করেছেন, TrxID ${trxId}। আমাদের বিকাশ অ্যাকাউন্টে (${shopNumber}) টাকাটি পাওয়া মাত্র আপনার অর্ডার কনফার্ম করব।`,
  feeFirst: (fee, shopNumber, rest) =>
    `প্রথমে ডেলিভারি চার্জ ${fee} বিকাশে (সেন্ড মানি) ${shopNumber} নম্বরে পাঠান, আর অর্ডারের পেজে তার TrxID লিখুন: টাকা পেলেই অর্ডার পাঠাব। বাকি ${rest} কুরিয়ারকে ক্যাশে দেবেন।`,
  cashReady: (amount) => `অনুগ্রহ করে ${amount} প্রস্তুত রাখুন: পার্সেল পৌঁছালে কুরিয়ারকে নগদে পরিশোধ করবেন।`,
  payment: (bkash) => (bkash ? 'বিকাশ পেমেন্ট' : 'পেমেন্ট'),
  paymentDone: (what, amount) => `আপনার ${amount}-এর ${what} সম্পন্ন হয়েছে।`,
  paymentOpen: (what, amount, minutes) =>
    `আপনার ${amount}-এর ${what} এখনও সম্পন্ন হয়নি। ${minutes} মিনিটের মধ্যে সম্পন্ন না হলে অর্ডারটি বাতিল হয়ে যাবে।`,
  receivedSubject: (number) => `আপনার অর্ডার #${number} আমরা পেয়েছি`,
  thanks: (number) => `অর্ডার #${number}-এর জন্য ধন্যবাদ।`,
  paymentLine: (method, how) => `পেমেন্ট: ${method}। ${how}`,
  deliveryLine: (address, hours, days) =>
    `ডেলিভারির ঠিকানা: ${address}। অর্ডার কনফার্ম হওয়ার পর ঢাকার ভেতরে ${hours} ঘণ্টার মধ্যে, ঢাকার বাইরে ${days} কর্মদিবসের মধ্যে পৌঁছে যাবে।`,
  deliveryDays: (address, min, max) => `ডেলিভারি ঠিকানা: ${address}। কনফার্মের পর ${min}–${max} দিনের মধ্যে পৌঁছাবে।`,
  track: (url) => `আপনার অর্ডার কোথায় আছে, যেকোনো সময় দেখুন: ${url}`,
  questions: 'কোনো প্রশ্ন থাকলে এই ইমেইলের উত্তর দিন, অথবা হোয়াটসঅ্যাপে আমাদের লিখুন।',
  confirmedSubject: (number) => `আপনার অর্ডার #${number} কনফার্ম হয়েছে`,
  confirmed: (number) =>
    `সুখবর: আপনার অর্ডার #${number} আমরা কনফার্ম করেছি এবং এখন প্যাক করছি। কুরিয়ারে পাঠানোর পর আবার জানাব।`,
  shippedSubject: (number) => `আপনার অর্ডার #${number} রওনা হয়েছে`,
  shipped: (number, courier) => `আপনার অর্ডার #${number} ${courier}-এর মাধ্যমে রওনা হয়েছে। `,
  trackingCode: (code, url) => `ট্র্যাকিং কোড ${code}; কুরিয়ারের সাইটে দেখুন: ${url} `,
  cashForCourier: (amount) => `কুরিয়ারের জন্য ${amount} প্রস্তুত রাখুন।`,
  nothingToPay: 'পেমেন্ট হয়ে গেছে; ডেলিভারির সময় কিছু দিতে হবে না।',
  cancelledSubject: (number) => `আপনার অর্ডার #${number} বাতিল করা হয়েছে`,
  cancelled: (number) => `আপনার অর্ডার #${number} বাতিল করা হয়েছে।`,
  refundComing: (days) => ` ${days} কর্মদিবসের মধ্যে আপনার টাকা ফেরত পাঠানো হবে।`,
  refundSubject: (number) => `অর্ডার #${number}-এর টাকা আমরা ফেরত পাঠিয়েছি`,
  refundSent: (amount, number) =>
    `আপনার অর্ডার #${number}-এর ${amount} আমরা ফেরত পাঠিয়েছি, যেভাবে পেমেন্ট করেছিলেন সেভাবেই। আপনার অ্যাকাউন্টে পৌঁছাতে কয়েক কর্মদিবস লাগতে পারে।`,
};

/** An order email's words in the order's language. */
export function orderEmailWords(lang: Lang): OrderEmailWords {
  return lang === 'bn' ? bn : en;
}

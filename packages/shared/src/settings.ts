import type { DeliveryRules } from './pricing';
import type { PaymentMethod } from './order';
import type { Lang } from './lang';
import type { CourierId } from './courier';

/** How the payment page lists the ways to pay until the owner orders them. */
export const DEFAULT_PAYMENT_ORDER: readonly PaymentMethod[] = [
  'bkash-checkout',
  'sslcommerz',
  'card',
  'bkash',
  'cash-on-delivery',
];

/** Who the shop is, as the footer, About page, invoices and labels say (the Digital Commerce guidelines ask for it). */
export interface ShopContact {
  phone: string;
  email: string;
  address: string;
  /** Empty until the owner enters it; shown only once entered. */
  tradeLicence: string;
  /** The Digital Business ID the commerce ministry issues; shown only once entered. */
  dbid: string;
}

/** The home page's banner in one language. */
export interface BannerText {
  /** The small line above the title ("Flat 50% Discount"); empty shows none. */
  tag: string;
  title: string;
  text: string;
  button: string;
}

/** The home page's figures; 0 leaves one out, and all 0 leaves the section out. */
export interface ShopFigures {
  years: number;
  happyClients: number;
  positiveReviews: number;
  dedicatedMembers: number;
  delivered: number;
}

export const DEFAULT_CONTACT: ShopContact = {
  phone: '01711000000',
  email: 'hello@alankar.com.bd',
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
  tradeLicence: '',
  dbid: '',
};

/** The demo shop's banner. An owner changes it in Settings, so it never advertises a discount that isn't on. */
export const DEFAULT_BANNER: Record<Lang, BannerText> = {
  en: {
    tag: 'Flat 50% Discount',
    title: 'Silver And Diamond Earrings',
    text: 'Sterling silver, hand-finished in Dhaka. Delivered to your door in 24 hours inside Dhaka.',
    button: 'Shop now',
  },
  bn: {
    tag: 'ফ্ল্যাট ৫০% ছাড়',
    title: 'রুপা ও ডায়মন্ডের দুল',
    text: 'স্টার্লিং সিলভার, ঢাকায় হাতে ফিনিশ করা। ঢাকার ভেতরে ২৪ ঘণ্টায় আপনার দরজায় পৌঁছে যাবে।',
    button: 'এখনই কিনুন',
  },
};

/** The size guide's own words, before the tables: how to measure, and what to do between two sizes. */
export const DEFAULT_SIZE_GUIDE: Record<Lang, string> = {
  en: 'Wrap a strip of paper round the finger you will wear the ring on, mark where it meets, and measure the length in millimetres: that is the circumference. Or measure the inside of a ring that fits. Between two sizes, choose the larger. Not sure? Message us on WhatsApp and we will help.',
  bn: 'যে আঙুলে আংটি পরবেন সেখানে একটি কাগজের ফিতা পেঁচিয়ে যেখানে মিলেছে সেখানে দাগ দিন, তারপর মিলিমিটারে দৈর্ঘ্য মাপুন: এটিই পরিধি। অথবা মাপমতো একটি আংটির ভেতরের ব্যাস মাপুন। দুই মাপের মাঝামাঝি হলে বড়টি নিন। নিশ্চিত না হলে হোয়াটসঅ্যাপে আমাদের লিখুন, আমরা সাহায্য করব।',
};

export const DEFAULT_FIGURES: ShopFigures = {
  years: 3,
  happyClients: 400,
  positiveReviews: 80,
  dedicatedMembers: 2000,
  delivered: 350,
};

/** What one shopper may order, against fake and hoarding orders; the owner sets both. */
export interface OrderLimits {
  /** Orders in the last 24 hours (counted by the hour) per account, per phone number and per shipping address. */
  ordersPerDay: number;
  /** Pieces the unpaid orders (waiting for confirmation or payment) of one account or one phone may hold at once. */
  unpaidPieces: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = { ordersPerDay: 10, unpaidPieces: 30 };

/** When a cash-on-delivery order is asked for its delivery fee in advance, by bKash. */
export interface AdvanceFeeRules {
  /** The number has no delivery record: not with the shop, nor with the courier networks asked. */
  noHistory: boolean;
  /** Its share of delivered parcels is below this percentage (0: off). */
  belowRate: number;
  /** The order comes to more than this, in whole taka (0: off). */
  codAbove: number;
}

export const DEFAULT_ADVANCE_FEE: AdvanceFeeRules = { noHistory: false, belowRate: 0, codAbove: 0 };

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
  /** A cash-on-delivery order needs the shopper's phone confirmed with a code sent by SMS (against fake orders). */
  codPhoneCode: boolean;
  /** The courier staff book with unless they choose another (null: none chosen). */
  defaultCourier: CourierId | null;
  /** Numbers that may not order cash on delivery (`01XXXXXXXXX`); they may still pay online. */
  blockedPhones: string[];
  /** A number is blocked by itself after this many returned parcels; 0 leaves it to staff. */
  autoBlockAfterReturns: number;
  /** When a cash-on-delivery order must send its delivery fee by bKash first (each rule off at false / 0). */
  advanceFee: AdvanceFeeRules;
  contact: ShopContact;
  banner: Record<Lang, BannerText>;
  figures: ShopFigures;
  /** The size guide's own words in each language (the ring and bangle tables follow them). */
  sizeGuide: Record<Lang, string>;
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

/** Settings only staff may read: the blocklist names customers, and the rules are no one else's business. */
export const STAFF_ONLY_SETTINGS = ['blockedPhones', 'autoBlockAfterReturns', 'advanceFee'] as const;
export type PublicSettings = Omit<ShopSettings, (typeof STAFF_ONLY_SETTINGS)[number]>;

/** The settings as anyone may see them (every page, `GET /api/settings`). */
export function publicSettings(settings: ShopSettings): PublicSettings {
  const { blockedPhones: _blocked, autoBlockAfterReturns: _after, advanceFee: _advance, ...shown } = settings;
  return shown;
}

/** The settings every page carries (the root loader's): the public ones but the size guide's words, read on its page. */
export type ShellSettings = Omit<PublicSettings, 'sizeGuide'>;

export function shellSettings(settings: ShopSettings): ShellSettings {
  const { sizeGuide: _guide, ...shown } = publicSettings(settings);
  return shown;
}

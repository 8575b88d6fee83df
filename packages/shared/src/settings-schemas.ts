import { z } from 'zod';
import { emailAddress, safeText } from './text';
import { bdMobileNumber } from './order-schemas';
import { CHAT_DEFAULTS } from './settings';
import { PAYMENT_METHODS } from './order';
import { COURIER_IDS } from './courier';

const MAX_TAKA = 1_000_000;

const wholeTaka = (what: string, max: number) =>
  z
    .number(`${what} must be a number`)
    .int(`${what} must be whole taka`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} must be at most Tk ${max.toLocaleString('en-US')}`);

/** A WhatsApp number with its country code, as wa.me links want it: 8801711000000. */
export const whatsappNumber = safeText
  .transform((value) => value.replace(/[\s+-]/g, ''))
  .pipe(z.string().regex(/^\d{8,15}$/, 'Enter the number with its country code, like 8801711000000'));

export const chatNudgeSeconds = z
  .number('Nudge delay must be a number')
  .int('Nudge delay must be whole seconds')
  .max(3600, 'Nudge delay must be at most 3600 seconds')
  .refine((value) => value === 0 || value >= CHAT_DEFAULTS.minNotificationDelaySeconds, {
    message: `Use 0 (off) or at least ${CHAT_DEFAULTS.minNotificationDelaySeconds} seconds`,
  });

export const ordersPerDay = z
  .number('Orders a day must be a number')
  .int('Orders a day must be a whole number')
  .min(1, 'Allow at least 1 order a day')
  .max(1000, 'Orders a day must be at most 1,000');
export const unpaidPieces = z
  .number('Unpaid pieces must be a number')
  .int('Unpaid pieces must be a whole number')
  .min(1, 'Allow at least 1 unpaid piece')
  .max(10_000, 'Unpaid pieces must be at most 10,000');
const orderLimitsInput = z.object({ ordersPerDay, unpaidPieces });

const deliveryDays = (what: string) =>
  z
    .number(`${what} must be a number`)
    .int(`${what} must be whole days`)
    .min(0, `${what} cannot be negative`)
    .max(60, `${what} must be at most 60 days`);

const zoneTermsInput = z
  .object({ fee: wholeTaka('Delivery fee', 10_000), minDays: deliveryDays('Days'), maxDays: deliveryDays('Days') })
  .refine((terms) => terms.minDays <= terms.maxDays, {
    message: 'The fewest days cannot be more than the most',
    path: ['maxDays'],
  });

const zoneTerms = z.object({ fee: z.number().int(), minDays: z.number().int(), maxDays: z.number().int() });

const text = (what: string, max: number, required = false) =>
  (required ? safeText.min(1, `Enter the ${what}`) : safeText).max(
    max,
    `${what[0]!.toUpperCase()}${what.slice(1)} must be at most ${max} characters`,
  );

const contactInput = z.object({
  phone: text('shop’s phone number', 30, true),
  email: z.union([z.literal(''), emailAddress]),
  address: text('shop’s address', 200, true),
  tradeLicence: text('trade licence number', 60),
  dbid: text('Digital Business ID', 60),
});

const bannerTextInput = z.object({
  tag: text('banner’s tag', 40),
  title: text('banner’s title', 80, true),
  text: text('banner’s text', 200),
  button: text('banner’s button', 30, true),
});

const figure = (what: string) =>
  z
    .number(`${what} must be a number`)
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(10_000_000, `${what} is too large`);

const figuresInput = z.object({
  years: figure('Years'),
  happyClients: figure('Happy clients'),
  positiveReviews: figure('Positive reviews'),
  dedicatedMembers: figure('Dedicated members'),
  delivered: figure('Delivered'),
});

/** PUT /api/settings: every setting at once, as the dashboard's form sends them. */
export const shopSettingsInput = z.object({
  displayName: safeText.min(1, 'Enter the shop’s name').max(60, 'Shop name must be at most 60 characters'),
  whatsappNumber,
  instagramUrl: safeText
    .max(300, 'Instagram link is too long')
    .pipe(z.url({ protocol: /^https?$/, message: 'Enter the full Instagram link, starting with https://' })),
  bkashNumber: bdMobileNumber,
  zones: z.object({ 'inside-dhaka': zoneTermsInput, 'dhaka-suburbs': zoneTermsInput, 'outside-dhaka': zoneTermsInput }),
  /** District or area ids (from `/api/locations`); the server checks that each is one. */
  suburbs: z
    .array(safeText.min(1).max(80, 'A place id is at most 80 characters'))
    .max(300, 'At most 300 places can be suburbs')
    .refine((ids) => new Set(ids).size === ids.length, 'List each place once'),
  freeShippingAbove: wholeTaka('Free-shipping threshold', MAX_TAKA),
  paymentMethods: z
    .array(z.enum(PAYMENT_METHODS, { message: `Payment methods must be among: ${PAYMENT_METHODS.join(', ')}` }))
    .min(1, 'Offer at least one way to pay')
    .refine((methods) => new Set(methods).size === methods.length, 'List each way to pay once'),
  chat: z.object({
    placeholder: safeText.min(1, 'Enter the chat box’s hint').max(80, 'Chat hint must be at most 80 characters'),
    notificationDelaySeconds: chatNudgeSeconds,
  }),
  orderLimits: orderLimitsInput,
  codPhoneCode: z.boolean('Phone code must be on or off'),
  defaultCourier: z.enum(COURIER_IDS, { message: `Courier must be one of: ${COURIER_IDS.join(', ')}` }).nullable(),
  blockedPhones: z
    .array(bdMobileNumber)
    .max(5000, 'At most 5,000 blocked numbers')
    .transform((phones) => [...new Set(phones)])
    .optional(),
  autoBlockAfterReturns: z
    .number('Returns before blocking must be a number')
    .int('Returns before blocking must be a whole number')
    .min(0, 'Returns before blocking cannot be negative')
    .max(50, 'Returns before blocking must be at most 50')
    .optional(),
  advanceFee: z
    .object({
      noHistory: z.boolean('Choose whether new numbers pay the delivery fee first'),
      belowRate: z
        .number('Delivery rate must be a number')
        .int('Delivery rate must be a whole percentage')
        .min(0, 'Delivery rate cannot be negative')
        .max(100, 'Delivery rate must be at most 100 %'),
      codAbove: wholeTaka('Order amount', MAX_TAKA),
    })
    .optional(),
  contact: contactInput,
  banner: z.object({ en: bannerTextInput, bn: bannerTextInput }),
  figures: figuresInput,
  /** Left out, it stays as it is. */
  sizeGuide: z.object({ en: text('size guide', 2000, true), bn: text('Bangla size guide', 2000) }).optional(),
});
export type ShopSettingsInput = z.input<typeof shopSettingsInput>;
/** A save: every public setting, and the staff-only ones when given (left out, they stay as they are). */
export type SettingsChange = z.output<typeof shopSettingsInput>;

// Answers.

const bannerText = z.object({ tag: z.string(), title: z.string(), text: z.string(), button: z.string() });

export const shopSettings = z.object({
  displayName: z.string(),
  whatsappNumber: z.string(),
  instagramUrl: z.string(),
  bkashNumber: z.string(),
  zones: z.object({ 'inside-dhaka': zoneTerms, 'dhaka-suburbs': zoneTerms, 'outside-dhaka': zoneTerms }),
  suburbs: z.array(z.string()),
  freeShippingAbove: z.number().int(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  chat: z.object({ placeholder: z.string(), notificationDelaySeconds: z.number().int() }),
  orderLimits: z.object({ ordersPerDay: z.number().int(), unpaidPieces: z.number().int() }),
  codPhoneCode: z.boolean(),
  defaultCourier: z.enum(COURIER_IDS).nullable(),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    tradeLicence: z.string(),
    dbid: z.string(),
  }),
  banner: z.object({ en: bannerText, bn: bannerText }),
  sizeGuide: z.object({ en: z.string(), bn: z.string() }),
  figures: z.object({
    years: z.number().int(),
    happyClients: z.number().int(),
    positiveReviews: z.number().int(),
    dedicatedMembers: z.number().int(),
    delivered: z.number().int(),
  }),
});

/** The settings as staff see them: the public ones, the blocklist and the rules against fake cash orders. */
export const staffSettings = shopSettings.extend({
  blockedPhones: z.array(z.string()),
  autoBlockAfterReturns: z.number().int(),
  advanceFee: z.object({ noHistory: z.boolean(), belowRate: z.number().int(), codAbove: z.number().int() }),
});

export const settingsSaved = z.object({ modifiedCount: z.number().int(), settings: staffSettings });

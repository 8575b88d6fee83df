import { resolve } from 'node:path';
import { z } from 'zod';
import {
  CHAT_DEFAULTS,
  DEFAULT_ADVANCE_FEE,
  DEFAULT_BANNER,
  DEFAULT_CONTACT,
  DEFAULT_FIGURES,
  DEFAULT_SIZE_GUIDE,
  DEFAULT_ORDER_LIMITS,
  DEFAULT_PAYMENT_ORDER,
  type ShopSettings,
} from '@alankar/shared/settings';
import { DEFAULT_DELIVERY } from '@alankar/shared/pricing';
import { bdMobileNumber } from '@alankar/shared/order-schemas';
import { chatNudgeSeconds, ordersPerDay, unpaidPieces, whatsappNumber } from '@alankar/shared/settings-schemas';
import { trustProxySetting } from './trust-proxy';
import { smsConfigFrom } from './sms/sms-sender';
import { couriersConfigFrom } from './couriers/courier-config';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A courier's store id: a whole number, or unset. */
const storeId = optional
  .transform((value) => (value === undefined ? undefined : Number(value)))
  .pipe(z.number('Store ids are numbers').int('Store ids are whole numbers').positive().optional());

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8).max(128).optional()),
  AUTH_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_DISCOVERY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  AUTH_IP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  AUTH_FAILED_SIGN_INS_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  AUTH_FAILED_SIGN_INS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  AUTH_SLOW_DOWN_AFTER: z.coerce.number().int().min(1).default(10),
  AUTH_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Emails with a link (password reset, sign-in link) one address may be sent in an hour. */
  AUTH_EMAILED_LINKS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  TRUST_PROXY: trustProxySetting,
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Tests only: a local stand-in of Stripe's API. */
  STRIPE_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  BKASH_APP_KEY: optional,
  BKASH_APP_SECRET: optional,
  BKASH_USERNAME: optional,
  BKASH_PASSWORD: optional,
  BKASH_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout'),
  /** How long to wait for bKash before telling the shopper to try again. */
  BKASH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  SSLCOMMERZ_STORE_ID: optional,
  SSLCOMMERZ_STORE_PASSWORD: optional,
  SSLCOMMERZ_LIVE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Tests only: a local stand-in of SSLCommerz instead of its sandbox or live host. */
  SSLCOMMERZ_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SSLCOMMERZ_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  SMTP_URL: optional,
  SMS_PROVIDER: optional,
  SMS_API_TOKEN: optional,
  SMS_SENDER_ID: optional,
  /** Tests only: a local stand-in of the SMS gateway. */
  SMS_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  STEADFAST_API_KEY: optional,
  STEADFAST_SECRET_KEY: optional,
  STEADFAST_WEBHOOK_TOKEN: optional,
  STEADFAST_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://portal.packzy.com/api/v1'),
  PATHAO_CLIENT_ID: optional,
  PATHAO_CLIENT_SECRET: optional,
  PATHAO_USERNAME: optional,
  PATHAO_PASSWORD: optional,
  PATHAO_STORE_ID: storeId,
  PATHAO_WEBHOOK_SECRET: optional,
  /** Pathao's sandbox instead of its live host (its shared test account is in its developer docs). */
  PATHAO_SANDBOX: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  PATHAO_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The value Pathao's webhook check expects in a header of every reply (its own plugin's, unless Pathao says otherwise). */
  PATHAO_INTEGRATION_SECRET: z.string().trim().min(1).default('f3992ecc-59da-4cbe-a049-a13da2018d51'),
  REDX_TOKEN: optional,
  REDX_PICKUP_STORE_ID: storeId,
  REDX_WEBHOOK_TOKEN: optional,
  REDX_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://openapi.redx.com.bd/v1.0.0-beta'),
  BDCOURIER_API_KEY: optional,
  BDCOURIER_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://bdcourier.com'),
  COURIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  SHOP_NAME: z.string().trim().min(1).max(60).default('Alankar'),
  WHATSAPP_NUMBER: whatsappNumber.default('8801711000000'),
  BKASH_NUMBER: bdMobileNumber.default('01711000000'),
  FREE_SHIPPING_ABOVE: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_DELIVERY.freeShippingAbove),
  INSTAGRAM_URL: z.url({ protocol: /^https?$/ }).default('https://www.instagram.com/alankar.jewellery'),
  CHAT_PLACEHOLDER: z.string().trim().min(1).max(80).default(CHAT_DEFAULTS.placeholder),
  CHAT_NOTIFICATION_SECONDS: z.coerce.number().pipe(chatNudgeSeconds).default(CHAT_DEFAULTS.notificationDelaySeconds),
  ORDERS_PER_DAY: z.coerce.number().pipe(ordersPerDay).default(DEFAULT_ORDER_LIMITS.ordersPerDay),
  UNPAID_PIECES_PER_SHOPPER: z.coerce.number().pipe(unpaidPieces).default(DEFAULT_ORDER_LIMITS.unpaidPieces),
  /** Where backups are written; `DATA_DIR/backups` unless set. */
  BACKUP_DIR: optional,
  /** When the shop backs itself up each night, in Dhaka time (`03:00`), or `off`. */
  BACKUP_AT: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(off|([01]?\d|2[0-3]):[0-5]\d)$/, 'Write a time of day in Dhaka as HH:MM (03:00), or off')
    .default('03:00'),
  /** How many backups are kept; older ones are deleted. */
  BACKUP_KEEP: z.coerce
    .number('Write how many backups to keep as a number')
    .int('Write how many backups to keep as a whole number')
    .min(1, 'Keep at least one backup')
    .max(1000)
    .default(7),
  /** Memory for answers kept between requests (products, posts, settings, anonymous pages); 0 keeps none. */
  READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The bearer token `/metrics` asks for; unset, there is no `/metrics`. */
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** How long a stop (SIGTERM, SIGINT) waits for requests in flight before it closes their connections. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** `off`: the embedded database skips flushing each commit to the disk; for tests and throwaway demos only. */
  PGLITE_FSYNC: z.enum(['on', 'off'], { message: 'PGLITE_FSYNC is on or off' }).default('on'),
  /** How long a job may run before another process takes it over (its own died): longer than any job takes. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
});

export type Config = ReturnType<typeof readConfig>;

/** The only place that reads process.env: validated once at start-up. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    backups: {
      dir: vars.BACKUP_DIR ? resolve(vars.BACKUP_DIR) : resolve(dataDir, 'backups'),
      /** The nightly backup's time of day in Dhaka, `HH:MM`; null: no nightly backup. */
      at: vars.BACKUP_AT === 'off' ? null : vars.BACKUP_AT.padStart(5, '0'),
      keep: vars.BACKUP_KEEP,
    },
    database: vars.DATABASE_URL
      ? ({ kind: 'postgres', url: vars.DATABASE_URL } as const)
      : ({ kind: 'pglite', dir: resolve(dataDir, 'db'), durable: vars.PGLITE_FSYNC === 'on' } as const),
    publicUrl: vars.PUBLIC_URL,
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD } : undefined,
    authSecret: vars.AUTH_SECRET,
    google:
      vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? {
            clientId: vars.GOOGLE_CLIENT_ID,
            clientSecret: vars.GOOGLE_CLIENT_SECRET,
            discoveryUrl: vars.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    authLimits: {
      /** Sign-in, sign-up and reset requests a minute from one address (generous: mobile carriers share addresses). */
      perIpPerMinute: vars.AUTH_IP_LIMIT_PER_MINUTE,
      /** Failed sign-ins for one email from one address before that address waits `lockoutMinutes`. */
      failedSignInsPerEmail: vars.AUTH_FAILED_SIGN_INS_PER_EMAIL,
      /** Failed sign-ins from one address, any emails, before it waits `lockoutMinutes`. */
      failedSignInsPerAddress: vars.AUTH_FAILED_SIGN_INS_PER_ADDRESS,
      /** Failed sign-ins for one email from anywhere after which each try is slowed down. */
      slowDownAfter: vars.AUTH_SLOW_DOWN_AFTER,
      lockoutMinutes: vars.AUTH_LOCKOUT_MINUTES,
      /** Password-reset and sign-in-link emails to one address in an hour. */
      emailedLinksPerHour: vars.AUTH_EMAILED_LINKS_PER_HOUR,
    },
    /** Proxies whose X-Forwarded-For names the client (request.ip, and so the sign-in limits). */
    trustProxy: vars.TRUST_PROXY,
    redisUrl: vars.REDIS_URL,
    readCacheBytes: Math.round(vars.READ_CACHE_MB * 1024 * 1024),
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT,
          region: vars.S3_REGION,
          credentials:
            vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
              : undefined,
          /** Where browsers fetch the objects: a CDN, or the bucket's own address. */
          publicUrl: (
            vars.S3_PUBLIC_URL ??
            `${vars.S3_ENDPOINT ?? `https://${vars.S3_BUCKET}.s3.${vars.S3_REGION}.amazonaws.com`}${vars.S3_ENDPOINT ? `/${vars.S3_BUCKET}` : ''}`
          ).replace(/\/+$/, ''),
        }
      : undefined,
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            apiUrl: vars.STRIPE_API_URL,
          }
        : undefined,
    bkash:
      vars.BKASH_APP_KEY && vars.BKASH_APP_SECRET && vars.BKASH_USERNAME && vars.BKASH_PASSWORD
        ? {
            appKey: vars.BKASH_APP_KEY,
            appSecret: vars.BKASH_APP_SECRET,
            username: vars.BKASH_USERNAME,
            password: vars.BKASH_PASSWORD,
            baseUrl: vars.BKASH_BASE_URL.replace(/\/+$/, ''),
            timeoutMs: vars.BKASH_TIMEOUT_MS,
          }
        : undefined,
    sslcommerz:
      vars.SSLCOMMERZ_STORE_ID && vars.SSLCOMMERZ_STORE_PASSWORD
        ? {
            storeId: vars.SSLCOMMERZ_STORE_ID,
            storePassword: vars.SSLCOMMERZ_STORE_PASSWORD,
            baseUrl: (
              vars.SSLCOMMERZ_BASE_URL ??
              (vars.SSLCOMMERZ_LIVE ? 'https://securepay.sslcommerz.com' : 'https://sandbox.sslcommerz.com')
            ).replace(/\/+$/, ''),
            timeoutMs: vars.SSLCOMMERZ_TIMEOUT_MS,
          }
        : undefined,
    smtpUrl: vars.SMTP_URL,
    sms: smsConfigFrom(vars),
    couriers: couriersConfigFrom(vars),
    shop: {
      displayName: vars.SHOP_NAME,
      whatsappNumber: vars.WHATSAPP_NUMBER,
      instagramUrl: vars.INSTAGRAM_URL,
      bkashNumber: vars.BKASH_NUMBER,
      zones: DEFAULT_DELIVERY.zones,
      suburbs: DEFAULT_DELIVERY.suburbs,
      freeShippingAbove: vars.FREE_SHIPPING_ABOVE,
      chat: { placeholder: vars.CHAT_PLACEHOLDER, notificationDelaySeconds: vars.CHAT_NOTIFICATION_SECONDS },
      paymentMethods: [...DEFAULT_PAYMENT_ORDER],
      orderLimits: { ordersPerDay: vars.ORDERS_PER_DAY, unpaidPieces: vars.UNPAID_PIECES_PER_SHOPPER },
      codPhoneCode: false,
      defaultCourier: null,
      blockedPhones: [],
      autoBlockAfterReturns: 0,
      advanceFee: DEFAULT_ADVANCE_FEE,
      contact: DEFAULT_CONTACT,
      banner: DEFAULT_BANNER,
      figures: DEFAULT_FIGURES,
      sizeGuide: DEFAULT_SIZE_GUIDE,
    } satisfies ShopSettings,
    logLevel: vars.LOG_LEVEL,
    metricsToken: vars.METRICS_TOKEN,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_SECONDS * 1000,
    jobLeaseMs: vars.JOB_LEASE_SECONDS * 1000,
  };
}

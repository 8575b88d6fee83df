import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/chromium.mjs';
import {
  E2E_ADMIN,
  GOOGLE_CLIENT,
  MAILBOX_PORT,
  OIDC_PORT,
  SHOP_PORT,
  SMTP_PORT,
  STRIPE_PORT,
  STRIPE_TEST,
  BKASH_PORT,
  BKASH_TEST,
  SSLCOMMERZ_PORT,
  SSLCOMMERZ_TEST,
  SMS_PORT,
  SMS_TEST,
  STEADFAST_PORT,
  STEADFAST_TEST,
} from './e2e/support/ports.mjs';

const baseURL = `http://127.0.0.1:${SHOP_PORT}`;

// The shop starts the way a user starts it, on an empty data folder of its own.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'alankar-e2e-'));

/** Specs that change settings every other test reads. */
const SHOP_WIDE = /shop-settings\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // A test waits on the shop, the network and animations most of the time: on two cores a third worker fills that
  // idle time (the whole run took 12.0 minutes with two, 9.8 with three).
  workers: 3,
  retries: 0,
  reporter: 'list',
  // Only guards against a hang: how fast the shop is, is the bench's question. The machines are shared, and in a slow
  // spell a checkout that takes 12 s here took over 30 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
      testIgnore: SHOP_WIDE,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/, testIgnore: SHOP_WIDE },
    // Tests that change the whole shop's settings run alone, once every other test is done.
    {
      name: 'shop-wide',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: SHOP_WIDE,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: [
    // Local stand-ins for Google and for an SMTP server: nothing leaves this machine.
    {
      command: 'node e2e/support/oidc-server.mjs',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
    },
    {
      command: 'node e2e/support/mail-server.mjs',
      url: `http://127.0.0.1:${MAILBOX_PORT}/health`,
      reuseExistingServer: false,
    },
    // Stripe's API, for card payments; it sends its signed webhooks to the shop.
    {
      command: 'node e2e/support/stripe-server.mjs',
      url: `http://127.0.0.1:${STRIPE_PORT}/health`,
      reuseExistingServer: false,
    },
    // bKash's tokenized checkout, with its hosted payment page.
    {
      command: 'node e2e/support/bkash-server.mjs',
      url: `http://127.0.0.1:${BKASH_PORT}/health`,
      reuseExistingServer: false,
    },
    // SSLCommerz, with its hosted payment page; it posts its IPN to the shop.
    {
      command: 'node e2e/support/sslcommerz-server.mjs',
      url: `http://127.0.0.1:${SSLCOMMERZ_PORT}/health`,
      reuseExistingServer: false,
    },
    // An SMS gateway (SSL Wireless's wire format) that keeps what it was sent, for tests to read.
    {
      command: 'node e2e/support/sms-server.mjs',
      url: `http://127.0.0.1:${SMS_PORT}/health`,
      reuseExistingServer: false,
      env: { SMS_STANDIN_PORT: String(SMS_PORT) },
    },
    // Steadfast's courier API; tests have it push its webhooks to the shop.
    {
      command: 'node e2e/support/steadfast-server.mjs',
      url: `http://127.0.0.1:${STEADFAST_PORT}/health`,
      reuseExistingServer: false,
      env: { STEADFAST_STANDIN_PORT: String(STEADFAST_PORT) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(SHOP_PORT),
        HOST: '127.0.0.1',
        // Where payment providers send shoppers back.
        PUBLIC_URL: baseURL,
        // Browser tests place many orders from a few phone numbers; the limits have tests of their own.
        ORDERS_PER_DAY: '1000',
        UNPAID_PIECES_PER_SHOPPER: '10000',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Throwaway data: the browser tests need no flush to the disk on every commit (four times slower with it).
        PGLITE_FSYNC: 'off',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        STRIPE_SECRET_KEY: STRIPE_TEST.secretKey,
        STRIPE_PUBLISHABLE_KEY: STRIPE_TEST.publishableKey,
        STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
        BKASH_APP_KEY: BKASH_TEST.appKey,
        BKASH_APP_SECRET: BKASH_TEST.appSecret,
        BKASH_USERNAME: BKASH_TEST.username,
        BKASH_PASSWORD: BKASH_TEST.password,
        BKASH_BASE_URL: `http://127.0.0.1:${BKASH_PORT}/v1.2.0-beta/tokenized/checkout`,
        SSLCOMMERZ_STORE_ID: SSLCOMMERZ_TEST.id,
        SSLCOMMERZ_STORE_PASSWORD: SSLCOMMERZ_TEST.password,
        SSLCOMMERZ_BASE_URL: `http://127.0.0.1:${SSLCOMMERZ_PORT}`,
        SMS_PROVIDER: 'sslwireless',
        SMS_API_TOKEN: SMS_TEST.token,
        SMS_SENDER_ID: SMS_TEST.senderId,
        SMS_BASE_URL: `http://127.0.0.1:${SMS_PORT}`,
        STEADFAST_API_KEY: STEADFAST_TEST.apiKey,
        STEADFAST_SECRET_KEY: STEADFAST_TEST.secretKey,
        STEADFAST_WEBHOOK_TOKEN: STEADFAST_TEST.webhookToken,
        STEADFAST_BASE_URL: `http://127.0.0.1:${STEADFAST_PORT}/api/v1`,
      },
    },
  ],
});

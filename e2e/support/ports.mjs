/** Loopback ports of the shop and its local stand-ins during browser tests. */
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 3210);
export const OIDC_PORT = SHOP_PORT + 1;
export const SMTP_PORT = SHOP_PORT + 2;
export const MAILBOX_PORT = SHOP_PORT + 3;

export const GOOGLE_CLIENT = { id: 'alankar-e2e', secret: 'alankar-e2e-secret' };

/** The shop's first admin in browser tests (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'owner@alankar.test', password: 'owner-password-e2e' };
export const STRIPE_PORT = SHOP_PORT + 4;

/** Test keys the shop and the Stripe stand-in share in browser tests. */
export const STRIPE_TEST = { secretKey: 'sk_test_alankar_e2e', publishableKey: 'pk_test_alankar_e2e', webhookSecret: 'whsec_alankar_e2e' };
export const BKASH_PORT = SHOP_PORT + 5;

/** Merchant credentials the shop and the bKash stand-in share in browser tests. */
export const BKASH_TEST = { appKey: 'bkash-e2e-key', appSecret: 'bkash-e2e-secret', username: 'alankar-e2e', password: 'bkash-e2e-pass' };
export const SSLCOMMERZ_PORT = SHOP_PORT + 6;

/** The store id and password the shop and the SSLCommerz stand-in share in browser tests. */
export const SSLCOMMERZ_TEST = { id: 'alankar-e2e', password: 'alankar-e2e@ssl' };
export const SMS_PORT = SHOP_PORT + 7;

/** The SMS gateway token the shop and the SMS stand-in share in browser tests. */
export const SMS_TEST = { token: 'sms-e2e-token', senderId: 'ALANKAR' };
export const STEADFAST_PORT = SHOP_PORT + 8;

/** The keys and webhook token the shop and the Steadfast stand-in share in browser tests (the stand-in's defaults). */
export const STEADFAST_TEST = { apiKey: 'steadfast-e2e-key', secretKey: 'steadfast-e2e-secret', webhookToken: 'steadfast-e2e-webhook' };

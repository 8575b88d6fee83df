import type { FastifyBaseLogger } from 'fastify';
import { sendViaAlphaSms } from './alpha-sms';
import { sendViaBulkSmsBd } from './bulksmsbd';
import { sendViaSslWireless } from './ssl-wireless';

export { SmsError } from './sms-error';

export interface Sms {
  /** 01XXXXXXXXX, already normalised. */
  to: string;
  text: string;
  /** Unique per message (a uuid); SSL Wireless gets it as its csms_id, so a retried message is not sent twice. */
  id: string;
}

export interface SmsSender {
  readonly provider: SmsProvider | 'log';
  /** Throws SmsError when the gateway does not take the message, so the job that sends it is tried again. */
  send(sms: Sms): Promise<void>;
}

export const SMS_PROVIDERS = ['sslwireless', 'bulksmsbd', 'alphasms'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

export interface SmsConfig {
  provider: SmsProvider;
  apiToken: string;
  /** The registered masking name or number; SSL Wireless and BulkSMSBD need one. */
  senderId?: string;
  baseUrl: string;
  timeoutMs: number;
}

export const SMS_DEFAULT_BASE_URLS: Record<SmsProvider, string> = {
  sslwireless: 'https://smsplus.sslwireless.com',
  // BulkSMSBD documents plain HTTP.
  bulksmsbd: 'http://bulksmsbd.net',
  alphasms: 'https://api.sms.net.bd',
};

const NEEDS_SENDER_ID: readonly SmsProvider[] = ['sslwireless', 'bulksmsbd'];
const DEFAULT_TIMEOUT_MS = 10_000;

const GATEWAYS: Record<SmsProvider, (config: SmsConfig, sms: Sms) => Promise<void>> = {
  sslwireless: sendViaSslWireless,
  bulksmsbd: sendViaBulkSmsBd,
  alphasms: sendViaAlphaSms,
};

const isSmsProvider = (name: string): name is SmsProvider => (SMS_PROVIDERS as readonly string[]).includes(name);

/** The SMS settings from the environment's values; undefined (messages go to the log) without a provider and token. */
export function smsConfigFrom(vars: {
  SMS_PROVIDER?: string;
  SMS_API_TOKEN?: string;
  SMS_SENDER_ID?: string;
  SMS_BASE_URL?: string;
  SMS_TIMEOUT_MS?: number;
}): SmsConfig | undefined {
  const provider = vars.SMS_PROVIDER?.trim();
  const apiToken = vars.SMS_API_TOKEN?.trim();
  if (!provider || !apiToken) return undefined;
  if (!isSmsProvider(provider)) {
    throw new Error(`SMS_PROVIDER "${provider}" is not one of ${SMS_PROVIDERS.join(', ')}`);
  }
  const senderId = vars.SMS_SENDER_ID?.trim() || undefined;
  if (!senderId && NEEDS_SENDER_ID.includes(provider)) {
    throw new Error(
      `SMS_SENDER_ID is required for ${provider}: the masking name or number registered with the gateway`,
    );
  }
  return {
    provider,
    apiToken,
    senderId,
    baseUrl: (vars.SMS_BASE_URL?.trim() || SMS_DEFAULT_BASE_URLS[provider]).replace(/\/+$/, ''),
    timeoutMs: vars.SMS_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
  };
}

/**
 * SMS through the configured gateway. Without one, the log says each message was not sent; its text (which may hold
 * a code) is logged only at LOG_LEVEL=debug, for trying the shop out on one's own machine.
 */
export function createSmsSender(config: SmsConfig | undefined, log: FastifyBaseLogger): SmsSender {
  if (!config) {
    return {
      provider: 'log',
      async send({ to, text }) {
        log.info('SMS not sent (no SMS provider is configured)');
        log.debug({ to, text }, 'the SMS not sent');
      },
    };
  }
  const sendVia = GATEWAYS[config.provider];
  return { provider: config.provider, send: (sms) => sendVia(config, sms) };
}

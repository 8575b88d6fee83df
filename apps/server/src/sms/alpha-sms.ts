import { postToGateway } from './gateway-request';
import { toMsisdn } from './msisdn';
import { SmsError } from './sms-error';
import type { Sms, SmsConfig } from './sms-sender';

interface AlphaSmsAnswer {
  error?: number | string;
  msg?: string;
}

/** Codes that fail the same way on every try: the request, key, account, sender id, number or content. */
const REJECTIONS = new Set([400, 403, 405, 410, 411, 412, 413, 414, 415, 416, 420, 421]);

/**
 * Alpha SMS (sms.net.bd). It takes no id of ours, so a retry after a lost answer can send the message twice.
 */
export async function sendViaAlphaSms(config: SmsConfig, sms: Sms): Promise<void> {
  const fields = new URLSearchParams({ api_key: config.apiToken, msg: sms.text, to: toMsisdn(sms.to) });
  if (config.senderId) fields.set('sender_id', config.senderId);
  const answer = (await postToGateway(
    'Alpha SMS',
    `${config.baseUrl}/sendsms`,
    fields,
    config.timeoutMs,
  )) as AlphaSmsAnswer;

  if (answer.error === 0 || answer.error === '0') return;
  throw new SmsError(
    `Alpha SMS refused the SMS: ${answer.msg || 'no reason given'} (${answer.error ?? 'no code'})`,
    !REJECTIONS.has(Number(answer.error)),
  );
}

import { createHash } from 'node:crypto';
import { postToGateway } from './gateway-request';
import { toMsisdn } from './msisdn';
import { SmsError } from './sms-error';
import type { Sms, SmsConfig } from './sms-sender';

interface SslWirelessAnswer {
  status?: string;
  status_code?: number | string;
  error_message?: string;
  smsinfo?: { sms_status?: string; status_message?: string }[];
}

/** Codes that fail the same way on every try: token, sender id, IP allow-list, the request, the number. */
const REJECTIONS = new Set([4001, 4002, 4003, 4004, 4005, 4020, 4022, 4025, 4026, 4027, 4028]);
const DUPLICATE_CSMS_ID = 4023;

/**
 * SSL Wireless takes a csms_id of at most 20 letters and digits, and a uuid is longer. The same id always gives the
 * same csms_id, so a retry is refused as a duplicate instead of reaching the customer twice.
 */
export function csmsIdFor(id: string): string {
  return /^[A-Za-z0-9]{1,20}$/.test(id) ? id : createHash('sha256').update(id).digest('hex').slice(0, 20);
}

/** ISMS Plus v3 single SMS. */
export async function sendViaSslWireless(config: SmsConfig, sms: Sms): Promise<void> {
  if (!config.senderId) throw new SmsError('SSL Wireless needs a sender id (sid)', false);
  const answer = (await postToGateway(
    'SSL Wireless',
    `${config.baseUrl}/api/v3/send-sms`,
    {
      api_token: config.apiToken,
      sid: config.senderId,
      msisdn: toMsisdn(sms.to),
      sms: sms.text,
      csms_id: csmsIdFor(sms.id),
    },
    config.timeoutMs,
  )) as SslWirelessAnswer;

  const code = Number(answer.status_code);
  const info = answer.smsinfo?.[0];
  if (answer.status === 'SUCCESS' && info?.sms_status === 'SUCCESS') return;
  // An earlier try got through but its answer was lost.
  if (code === DUPLICATE_CSMS_ID || info?.sms_status === 'DUPLICATE') return;

  const reason = answer.error_message || info?.status_message || `status ${answer.status ?? 'missing'}`;
  throw new SmsError(
    `SSL Wireless refused the SMS: ${reason}${Number.isFinite(code) ? ` (${code})` : ''}`,
    !REJECTIONS.has(code) && info?.sms_status !== 'INVALID',
  );
}

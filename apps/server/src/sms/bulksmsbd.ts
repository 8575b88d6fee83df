import { postToGateway } from './gateway-request';
import { toMsisdn } from './msisdn';
import { SmsError } from './sms-error';
import type { Sms, SmsConfig } from './sms-sender';

interface BulkSmsBdAnswer {
  response_code?: number | string;
  error_message?: string;
}

const ACCEPTED = 202;

/** Codes that fail the same way on every try: the number, key, sender id or account set-up. Balance and internal errors may pass later. */
const isRejection = (code: number) => (code >= 1001 && code <= 1003) || (code >= 1011 && code <= 1032);

/**
 * BulkSMSBD's single-message API. It takes no id of ours, so a retry after a lost answer can send the message twice.
 */
export async function sendViaBulkSmsBd(config: SmsConfig, sms: Sms): Promise<void> {
  if (!config.senderId) throw new SmsError('BulkSMSBD needs a sender id (senderid)', false);
  const answer = (await postToGateway(
    'BulkSMSBD',
    `${config.baseUrl}/api/smsapi`,
    new URLSearchParams({
      api_key: config.apiToken,
      type: 'text',
      number: toMsisdn(sms.to),
      senderid: config.senderId,
      message: sms.text,
    }),
    config.timeoutMs,
  )) as BulkSmsBdAnswer;

  const code = Number(answer.response_code);
  if (code === ACCEPTED) return;
  throw new SmsError(
    `BulkSMSBD refused the SMS: ${answer.error_message || 'no reason given'} (${answer.response_code ?? 'no code'})`,
    !isRejection(code),
  );
}

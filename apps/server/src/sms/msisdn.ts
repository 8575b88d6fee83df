import { SmsError } from './sms-error';

/** '01712345678' → '8801712345678', the form every gateway here takes. */
export function toMsisdn(localNumber: string): string {
  if (!/^01[3-9]\d{8}$/.test(localNumber)) {
    throw new SmsError(`${localNumber} is not a Bangladeshi mobile number (01XXXXXXXXX)`, false);
  }
  return `88${localNumber}`;
}

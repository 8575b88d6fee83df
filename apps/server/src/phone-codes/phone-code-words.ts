import type { Lang } from '@alankar/shared/lang';
import { digitsIn } from '@alankar/shared/lang';

/** The SMS with a code, in the shopper's language: short, the code first (phones offer to copy it). */
export function phoneCodeSms(code: string, minutes: number, shopName: string, lang: Lang): string {
  return lang === 'bn'
    ? `${code} আপনার ${shopName} কোড। ${digitsIn(minutes, 'bn')} মিনিট পর্যন্ত চলবে। কাউকে বলবেন না।`
    : `${code} is your ${shopName} code. It works for ${minutes} minutes. Do not share it.`;
}

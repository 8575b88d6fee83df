export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** How many SMS the gateway bills for this text. */
  parts: number;
  /** GSM-7 septets (an extension character takes two) or UTF-16 code units. */
  characters: number;
}

// GSM 03.38 default alphabet, without its escape character.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
// Sent as escape + character, so each takes two places.
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

// A concatenated message gives up a few places in each part to the header that joins the parts.
const LIMITS: Record<SmsEncoding, { single: number; perPart: number }> = {
  'GSM-7': { single: 160, perPart: 153 },
  'UCS-2': { single: 70, perPart: 67 },
};

/** How a text travels as SMS: one character outside GSM-7 (Bangla, ৳, an emoji) sends all of it as UCS-2. */
export function smsParts(text: string): SmsSize {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENSION.has(char)) septets += 2;
    else return sized('UCS-2', text.length);
  }
  return sized('GSM-7', septets);
}

function sized(encoding: SmsEncoding, characters: number): SmsSize {
  const { single, perPart } = LIMITS[encoding];
  return { encoding, characters, parts: characters <= single ? 1 : Math.ceil(characters / perPart) };
}

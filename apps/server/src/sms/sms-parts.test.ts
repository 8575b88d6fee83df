import { describe, expect, it } from 'vitest';
import { smsParts } from './sms-parts';

const BANGLA_LETTER = 'ক';

describe('smsParts', () => {
  it.each([
    ['English, 160 characters', 'a'.repeat(160), { encoding: 'GSM-7', parts: 1, characters: 160 }],
    ['English, 161 characters', 'a'.repeat(161), { encoding: 'GSM-7', parts: 2, characters: 161 }],
    ['English, 306 characters', 'a'.repeat(306), { encoding: 'GSM-7', parts: 2, characters: 306 }],
    ['English, 307 characters', 'a'.repeat(307), { encoding: 'GSM-7', parts: 3, characters: 307 }],
    ['Bangla, 70 characters', BANGLA_LETTER.repeat(70), { encoding: 'UCS-2', parts: 1, characters: 70 }],
    ['Bangla, 71 characters', BANGLA_LETTER.repeat(71), { encoding: 'UCS-2', parts: 2, characters: 71 }],
    ['Bangla, 134 characters', BANGLA_LETTER.repeat(134), { encoding: 'UCS-2', parts: 2, characters: 134 }],
    ['Bangla, 135 characters', BANGLA_LETTER.repeat(135), { encoding: 'UCS-2', parts: 3, characters: 135 }],
  ])('%s', (_, text, size) => {
    expect(smsParts(text)).toEqual(size);
  });

  it('counts an extension character such as { as two', () => {
    expect(smsParts('{')).toEqual({ encoding: 'GSM-7', parts: 1, characters: 2 });
    expect(smsParts(`${'a'.repeat(159)}{`)).toEqual({ encoding: 'GSM-7', parts: 2, characters: 161 });
  });

  it('keeps GSM-7 letters such as é and £ at one place each', () => {
    expect(smsParts('Café £5')).toEqual({ encoding: 'GSM-7', parts: 1, characters: 7 });
  });

  it('sends English with a taka sign as UCS-2', () => {
    expect(smsParts('Total ৳2400')).toEqual({ encoding: 'UCS-2', parts: 1, characters: 11 });
  });

  it('counts an emoji as two UTF-16 code units', () => {
    expect(smsParts('💍')).toEqual({ encoding: 'UCS-2', parts: 1, characters: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { inBangla, inCallerLanguage } from './in-caller-language';

describe('API messages in the caller’s language', () => {
  it('words a known message in Bangla', () => {
    expect(inBangla('Your cart is empty')).toBe('আপনার কার্ট খালি');
  });

  it('fills the varying parts of a message, writing numbers and amounts the Bangla way', () => {
    expect(inBangla('An order can come to at most Tk 10,00,000. For a larger order, please message us on WhatsApp.')).toBe(
      'একটি অর্ডার সর্বোচ্চ ৳১০,০০,০০০ পর্যন্ত হতে পারে। এর বেশি অর্ডারের জন্য হোয়াটসঅ্যাপে আমাদের লিখুন।',
    );
    expect(inBangla('Only 2 left of রুপার ঝুমকা. Lower the quantity and try again.')).toBe(
      'রুপার ঝুমকা আর মাত্র ২টি আছে। পরিমাণ কমিয়ে আবার চেষ্টা করুন।',
    );
    expect(inBangla('Order #100245 is already paid.')).toBe('অর্ডার #১০০২৪৫-এর পেমেন্ট আগেই হয়ে গেছে।');
  });

  it('words each part of a message that joins several fields', () => {
    expect(inBangla('shippingAddress.name: Enter your full name; items: Your cart is empty')).toBe(
      'shippingAddress.name: আপনার পুরো নাম লিখুন; items: আপনার কার্ট খালি',
    );
  });

  it('leaves a message it has no Bangla for as it is (staff-only messages)', () => {
    expect(inBangla('Say why the money goes back')).toBe('Say why the money goes back');
  });

  it('answers English callers exactly as before', () => {
    const body = { error: { code: 'invalid' as const, message: 'Your cart is empty', fields: { items: 'Your cart is empty' } } };
    expect(inCallerLanguage(body, 'en')).toBe(body);
    expect(inCallerLanguage(body, 'bn')).toEqual({
      error: { code: 'invalid', message: 'আপনার কার্ট খালি', fields: { items: 'আপনার কার্ট খালি' } },
    });
  });
});

/** The page after an order is placed: its number, its link, and what happens next. */
export const placed = {
  document: 'Order placed · Alankar',
  /** The spec's heading, only for an order that needs nothing more from the shopper. */
  success: 'Order Processed Successfully',
  received: 'We have your order',
  numberLabel: 'Your order number',
  keepNumber: 'Keep this number: with your phone number it finds your order on the Track order page.',
  linkTitle: 'Your order’s link',
  linkText: 'Open it any time, on any phone, to see where your order is. We have sent it to {phone} by SMS too.',
  copyLink: 'Copy link',
  copied: 'Link copied',
  openOrder: 'Open your order',
  nextTitle: 'What happens next',
  nextCash: 'We will call or send an SMS to confirm your order, then hand it to the courier. Please pay {amount} in cash when it arrives.',
  nextBkash: 'We will check your bKash payment (TrxID {trxId}) and confirm your order by SMS.',
  nextPaid: 'Your payment of {amount} went through. We will confirm your order and send it on its way.',
  nextUnpaid: 'Your payment of {amount} is not complete yet.',
  payNow: 'Pay now',
  deliveryTitle: 'Delivery',
  deliveryTo: 'To {place}: {min}–{max} days after we confirm ({zone}).',
  boughtTitle: 'What you bought',
  continueShopping: 'Continue shopping',
};

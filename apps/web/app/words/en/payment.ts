import { PAYMENT_METHOD_LABELS } from '@alankar/shared/order';

/** The payment step: the ways to pay, bKash, card, the providers' own pages and coming back from them. */
export const payment = {
  methods: PAYMENT_METHOD_LABELS,
  secureInfo: 'Secure payment info',
  noMethods: 'No way to pay is open right now. Please message us on WhatsApp and we will take your order.',
  methodLegend: 'Payment method',
  blocked: 'A piece in your cart can’t be bought any more. Remove it from your cart, then pay.',
  codeRefused: 'Your discount code can’t be used on this order. Remove it in the order summary, then pay.',
  payable: 'Your Payable Amount is {amount}',
  placeOrder: 'Place Order',
  placingOrder: 'Placing order…',
  codTitle: 'Cash On delivery',
  codText: 'Please keep the amount ready; our courier collects it when you receive your order.',
  /** Confirming the phone with a code before a cash order, when the shop asks for it. */
  codeTitle: 'Confirm your mobile number',
  codeIntro: 'We send a 6-digit code by SMS to {phone}, so we know the order is really yours.',
  sendCode: 'Send code',
  sendingCode: 'Sending…',
  codeSent: 'We sent a code to {phone}. It works for 5 minutes.',
  codeLabel: 'Code from the SMS',
  codeFormat: 'The code has 6 digits',
  confirmCode: 'Confirm',
  confirmingCode: 'Checking…',
  resendIn: 'You can ask for another code in {seconds} seconds.',
  resendCode: 'Send the code again',
  phoneConfirmed: '{phone} is confirmed.',
  bkashTitle: 'Pay with bKash',
  bkashStepSend: 'In your bKash app, choose {sendMoney} to {number}.',
  sendMoney: 'Send Money',
  bkashStepAmount: 'Send the amount {amount}.',
  bkashStepTrxId: 'Enter the Transaction ID (TrxID) from bKash’s SMS and the number you sent from.',
  trxId: 'Transaction ID',
  bkashNumber: 'bKash Number',
  agree: 'I have sent the money and agree to the shop’s {policies}.',
  policies: 'replace and refund policies',
  bkashConfirm: 'We confirm your order as soon as we find your payment in our bKash account.',
  trxIdInvalid: 'A TrxID has 10 letters and digits, as in the SMS from bKash',
  bkashNumberInvalid: 'Enter the bKash number you paid from, like {example}',
  agreeFirst: 'Tick this once you have sent the money, to agree to the policies',
  cardTitle: 'Pay by card',
  cardIntro: 'Visa, Mastercard and American Express. Your card details go straight to Stripe.',
  cardDetails: 'Card details',
  cardLoadFailed: 'Card payments could not load. Check your connection, or pay with bKash or cash on delivery.',
  cardBusy: 'Loading...',
  pay: 'Pay',
  payAmount: 'Pay {amount}',
  cardNotCharged: 'Your card was not charged. Please check the details and try again.',
  cardUnconfirmed: 'We could not confirm your payment yet. Please wait a minute and check My Orders before paying again.',
  /** Paying on a provider's own page: its introduction and its button. */
  hosted: {
    'bkash-checkout': {
      title: 'Pay with bKash',
      explain:
        'You will go to bKash’s secure page to enter your bKash number, the code bKash sends you and your PIN, then come back here. Your order is confirmed as soon as bKash tells us the payment went through.',
      button: 'Pay with bKash',
      busy: 'Opening bKash…',
    },
    sslcommerz: {
      title: 'Card, Nagad, Rocket or bank',
      explain:
        'You will go to SSLCommerz’s secure page to pay by Visa, Mastercard or Amex, bKash, Nagad, Rocket or internet banking, then come back here. Your order is confirmed as soon as SSLCommerz tells us the payment went through.',
      button: 'Continue to secure payment',
      busy: 'Opening SSLCommerz…',
    },
  },
  /** Who took (or did not take) the payment, at the start of a sentence. */
  providers: {
    card: 'The card service',
    'bkash-checkout': 'bKash',
    sslcommerz: 'SSLCommerz',
  },
  /** Back from a provider's page without a finished payment. */
  returned: {
    cancelled: 'You cancelled the payment. Your cart is as it was: pay again, or choose another way to pay.',
    cancelledBkash: 'You cancelled the bKash payment. Your cart is as it was: pay again, or choose another way to pay.',
    failed: '{who} did not complete the payment, so nothing was taken. Try again, or choose another way to pay.',
    unavailable:
      '{who} is not answering right now. If money was taken from your account, your order shows as paid within a few minutes; otherwise try again.',
    unknown: 'We could not match that payment to an order. Nothing was charged here: please try again.',
  },
};

/** The About page: the shop's story and its shipping, privacy, replacement and refund policies. */
export const about = {
  metaTitle: 'About us and our policies · Alankar',
  metaDescription:
    'Alankar has sold jewellery in Dhaka since {year}. Our story, delivery, privacy, replacement and refund policies.',
  eyebrow: 'About Alankar',
  title: 'Jewellery chosen with care, since {year}',
  onThisPage: 'On this page',
  storyTitle: 'Our story',
  storyBeginning:
    'Alankar began in {year} as a small counter in a Dhaka market, selling silver earrings that our founder chose one piece at a time. Customers came back for the same reason they do today: honest prices, jewellery that lasts, and someone who remembers what you bought for your sister last Eid.',
  storyToday:
    'Today we work with karigars in Old Dhaka and trusted makers beyond, and we deliver across Bangladesh. Every piece is checked by hand before it is packed, and every description tells you exactly what it is made of.',
  shippingTitle: 'Shipping & delivery',
  shippingText:
    'We deliver with {courier} all over Bangladesh. What delivery costs, and how long it takes after we confirm your order, depends on where it goes: {fees}. Delivery is free on orders above {freeAbove}.',
  privacyTitle: 'Privacy policy',
  privacyIntro:
    'This policy explains what we collect when you shop with us, why, and what you can ask us to do with it.',
  collectTitle: 'What we collect',
  collectItems: [
    'Your name, email address, phone number and delivery address, when you create an account or place an order.',
    'Your orders and how you paid. We never see or store your full card number: card payments are handled by our payment provider.',
    'Your bKash number and transaction ID, when you pay by bKash, so we can match your payment.',
    'Basic technical information (such as your browser and pages visited) to keep the shop working and secure.',
  ],
  commentsTitle: 'Comments and ratings',
  commentsText:
    'When you leave a comment or rating, your name and what you wrote are shown publicly beside it. Please do not include personal details you would not want others to see. Website administrators can edit or remove comments that break our rules.',
  shareTitle: 'Who we share it with',
  shareItems: [
    'Our courier, who receives your name, phone number and address to deliver your order.',
    'Payment providers (card processor and bKash), who receive what they need to take your payment.',
    'Government authorities, only when the law requires it.',
  ],
  neverSell: 'We never sell your information or share it for advertising.',
  keepTitle: 'How long we keep it',
  keepText:
    'We keep your account for as long as it is open, and order records for as long as tax and accounting law requires. Newsletter sign-ups are kept until you unsubscribe.',
  rightsTitle: 'Your rights',
  rightsText:
    'You can ask us for a copy of the information we hold about you, ask us to correct it, or ask us to delete your account and the data we are not required to keep. Write to us or message us on WhatsApp and we will reply within a few days.',
  replaceTitle: 'Replace Policy',
  replaceDamaged:
    'If a piece arrives damaged, or is not what you ordered, tell us within {days} days of delivery with a photo and your order number. We will send a replacement at no cost, and our courier collects the original.',
  replaceExchange:
    'To exchange for another size or design, the piece must be unworn and in its original box. If the new piece costs more, you pay only the difference.',
  refundTitle: 'Refund Policy',
  refundText:
    'You may return any piece within {days} days of delivery, unworn and in its original box. Once it reaches us and has been checked, your refund is sent within {refundDays} working days: to your card for card payments, or to your bKash number for bKash and cash-on-delivery orders.',
  refundDelivery: 'Delivery charges are refunded when the return is because of our mistake.',
};

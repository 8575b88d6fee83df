import type { Words } from '../words';

export const product: Words['product'] = {
  documentTitle: '{title} · {price} · অলংকার',
  notFoundDocument: 'গয়নাটি পাওয়া যায়নি · অলংকার',
  breadcrumb: 'আপনি এখানে আছেন',
  allJewellery: 'সব গয়না',
  material: 'উপাদান',
  availability: 'স্টক',
  onlyLeft: 'আর মাত্র {count}টি আছে',
  inStock: 'স্টকে আছে',
  outOfStock: 'স্টকে নেই',
  choose: 'বেছে নিন',
  valueSoldOut: '(স্টক শেষ)',
  soldOutNote: 'গয়নাটি এই মুহূর্তে স্টকে নেই। হোয়াটসঅ্যাপে আমাদের মেসেজ দিন, আবার এলেই আমরা আপনাকে জানিয়ে দেব।',
  choiceSoldOutNote:
    'এটি এই মুহূর্তে স্টকে নেই। অন্য একটি বেছে নিন, অথবা হোয়াটসঅ্যাপে আমাদের মেসেজ দিন, আবার এলেই আমরা আপনাকে জানিয়ে দেব।',
  freeDeliveryAbove: '{amount}-এর বেশি অর্ডারে ফ্রি ডেলিভারি',
  deliveryFees: 'ডেলিভারি: {fees}',
  returnWithin: '{days} দিনের মধ্যে রিটার্ন',
  related: 'আপনার আরও পছন্দ হতে পারে',
  pictures: 'গয়নার ছবি',
  showPicture: '{total}টি ছবির {number} নম্বরটি দেখুন',
};

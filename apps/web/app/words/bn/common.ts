import type { Words } from '../words';

export const common: Words['common'] = {
  quantity: 'পরিমাণ',
  decreaseQuantity: 'পরিমাণ কমান',
  increaseQuantity: 'পরিমাণ বাড়ান',
  total: 'মোট',
  free: 'ফ্রি',
  feeFrom: '{amount} থেকে শুরু',
  page: 'পাতা',
  pageLink: '{label} {page}',
  pagerNav: '{label}গুলো',
  ok: 'ঠিক আছে',
  cancel: 'বাতিল',
  success: 'সফল হয়েছে',
  error: 'সমস্যা হয়েছে',
  notDone: 'করা যায়নি:',
  zoneTerms: '{zone}: {fee}, {min}–{max} দিন',
  listSeparator: '; ',
  zones: {
    'inside-dhaka': 'ঢাকার ভেতরে',
    'dhaka-suburbs': 'ঢাকার আশপাশে',
    'outside-dhaka': 'ঢাকার বাইরে',
  },
  failures: {
    signIn: 'সাইন ইন করে আবার চেষ্টা করুন।',
    forbidden: 'এটি করার অনুমতি আপনার নেই।',
    notFound: 'এটি খুঁজে পাওয়া যায়নি। হয়তো সরিয়ে ফেলা হয়েছে।',
    tooMany: 'অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    server: 'আমাদের দিকে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    invalid: 'আপনার তথ্যগুলো দেখে আবার চেষ্টা করুন।',
    network: 'দোকানের সাথে যোগাযোগ করা যাচ্ছে না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
};

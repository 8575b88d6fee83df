import type { Words } from '../words';

export const common: Words['common'] = {
  quantity: 'পরিমাণ',
  decreaseQuantity: 'পরিমাণ কমান',
  increaseQuantity: 'পরিমাণ বাড়ান',
  total: 'মোট',
  free: 'ফ্রি',
  page: 'পাতা',
  pageLink: '{label} {page}',
  pagerNav: '{label}গুলো',
  ok: 'ঠিক আছে',
  cancel: 'বাতিল',
  success: 'সফল হয়েছে',
  error: 'সমস্যা হয়েছে',
  notDone: 'করা যায়নি:',
};

import type { Words } from '../words';

export const chat: Words['chat'] = {
  open: 'হোয়াটসঅ্যাপে {name}-এর সাথে চ্যাট করুন',
  hide: 'চ্যাট লুকান',
  dialog: '{name}-এর সাথে চ্যাট',
  close: 'চ্যাট বন্ধ করুন',
  status: 'সাধারণত এক ঘণ্টার মধ্যে উত্তর দেওয়া হয়',
  greeting: 'হ্যালো! আপনাকে কীভাবে সাহায্য করতে পারি?',
  typing: '{name} লিখছে',
  message: 'মেসেজ',
  placeholder: 'মেসেজ লিখুন...',
  send: 'মেসেজ পাঠান',
};

import type { Words } from '../words';

export const newsletter: Words['newsletter'] = {
  title: 'নতুন খবর পান',
  text: 'নতুন গয়না আর অফারের খবর, মাসে কয়েকবার। কোনো স্প্যাম নয়।',
  email: 'ইমেইল ঠিকানা',
  placeholder: 'আপনার ইমেইল ঠিকানা',
  subscribe: 'সাবস্ক্রাইব',
  sending: 'পাঠানো হচ্ছে…',
  invalid: 'সঠিক ইমেইল ঠিকানা লিখুন।',
  subscribed: 'ধন্যবাদ! নতুন গয়না এলে {email} ঠিকানায় সবার আগে খবর পাবেন।',
  alreadySubscribed: '{email} আগে থেকেই আমাদের তালিকায় আছে। ধন্যবাদ!',
};

import type { Words } from '../words';

export const blog: Words['blog'] = {
  metaTitle: 'ব্লগ · অলংকার',
  metaDescription: 'গয়নার যত্ন, উপহারের আইডিয়া আর আমাদের পছন্দের ট্রেন্ড, ঢাকা থেকে অলংকার টিমের লেখা।',
  eyebrow: 'ব্লগ',
  title: 'আমাদের ব্লগ থেকে',
  intro: 'গয়নার যত্ন, উপহার বাছাই, আর এই মৌসুমে আমাদের যা ভালো লাগছে।',
  pagerLabel: 'ব্লগ পাতা',
  byAdmin: 'লিখেছেন অ্যাডমিন',
  loading: 'পোস্ট লোড হচ্ছে',
  empty: 'এখানে এখনও কোনো পোস্ট নেই।',
  postTitle: '{title} · অলংকার',
  postNotFound: 'পোস্টটি পাওয়া যায়নি · অলংকার',
  readMore: 'আরও ব্লগ পড়ুন',
};

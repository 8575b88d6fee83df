import type { Category } from '@alankar/shared/catalogue';
import type { Piece } from './jewellery-art';
import type { ProductOption } from '@alankar/shared/variants';

export interface DemoProduct {
  title: string;
  titleBn: string;
  category: Category;
  /** The lowest variant's price, and all variants' stock together, for a piece with options. */
  price: number;
  stock: number;
  /** Sizes or lengths, each value's price and stock (the same order as the values); none for a piece sold one way. */
  option?: ProductOption & { prices: number[]; stocks: number[] };
  material: string;
  description: string;
  descriptionBn: string;
  piece: Piece;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    title: 'Gold-Plated Pearl Jhumka',
    titleBn: 'গোল্ড প্লেটেড মুক্তার ঝুমকা',
    category: 'Earrings',
    price: 1450,
    stock: 14,
    material: 'Gold-plated brass, freshwater pearls',
    description:
      'A classic bell-shaped jhumka with a fringe of small freshwater pearls. Light enough to wear from the gaye holud to the reception, and finished with a hand-polished gold plating that keeps its warmth.',
    descriptionBn:
      'ঘণ্টার মতো গড়নের ক্লাসিক ঝুমকা, নিচে মিঠা পানির ছোট ছোট মুক্তার ঝালর। গায়ে হলুদ থেকে রিসেপশন পর্যন্ত সারাদিন পরে থাকার মতো হালকা। পিতলের ওপর হাতে পালিশ করা গোল্ড প্লেটিং, তাই রংটা থাকে উষ্ণ আর উজ্জ্বল। যত্ন: পরার পর শুকনো নরম কাপড়ে মুছে বক্সে রাখুন; পানি আর পারফিউম থেকে দূরে রাখুন।',
    piece: { kind: 'earrings', style: 'jhumka', metal: 'gold', gem: 'pearl' },
  },
  {
    title: 'Amethyst Flower Studs',
    titleBn: 'অ্যামেথিস্ট ফুলের টপ',
    category: 'Earrings',
    price: 1100,
    stock: 20,
    material: '925 sterling silver, amethyst',
    description:
      'Six violet amethysts set around a bright centre stone, like a small flower. An easy everyday pair that also looks lovely with a saree.',
    descriptionBn:
      'মাঝের ঝকঝকে পাথরটিকে ঘিরে ছয়টি বেগুনি অ্যামেথিস্ট, দেখতে ঠিক ছোট্ট একটি ফুলের মতো। ৯২৫ স্টার্লিং সিলভারে তৈরি। রোজ পরার জন্য সহজ, আবার শাড়ির সাথেও দারুণ মানায়। যত্ন: কালচে ভাব এলে পলিশিং কাপড়ে আলতো করে মুছে নিন।',
    piece: { kind: 'earrings', style: 'stud', metal: 'silver', gem: 'amethyst' },
  },
  {
    title: 'Rose Gold Hoop Earrings',
    titleBn: 'রোজ গোল্ড হুপ বালি',
    category: 'Earrings',
    price: 980,
    stock: 25,
    material: 'Rose gold-plated sterling silver',
    description:
      'Medium hoops with a soft rose gold finish and a secure click clasp. They sit close to the face and go with everything from kurtis to office shirts.',
    descriptionBn:
      'মাঝারি মাপের হুপ বালি, নরম রোজ গোল্ড ফিনিশ আর শক্ত ক্লিক লক। মুখের কাছাকাছি বসে থাকে; কুর্তি থেকে অফিসের শার্ট, সবকিছুর সাথেই মানিয়ে যায়। রোজ গোল্ড প্লেটেড স্টার্লিং সিলভার। যত্ন: গোসলের আগে খুলে রাখুন, শুকনো অবস্থায় জিপ ব্যাগে রাখুন।',
    piece: { kind: 'earrings', style: 'hoop', metal: 'rose' },
  },
  {
    title: 'Freshwater Pearl Drop Earrings',
    titleBn: 'মুক্তার ঝোলা কানের দুল',
    category: 'Earrings',
    price: 1650,
    stock: 9,
    material: '925 sterling silver, freshwater pearls',
    description:
      'A single lustrous pearl hangs below a small sparkling stone on a sterling silver hook. Quietly elegant, and a favourite gift for mothers and sisters.',
    descriptionBn:
      'স্টার্লিং সিলভারের হুকে ছোট একটি ঝকঝকে পাথর, তার নিচে দোলে একটি উজ্জ্বল মিঠা পানির মুক্তা। চুপচাপ অথচ অভিজাত; মা আর বোনকে উপহার দেওয়ার জন্য আমাদের ক্রেতাদের খুব পছন্দের। যত্ন: মেকআপ আর পারফিউম লাগানোর পরে পরুন, মুক্তা আলাদা নরম থলেতে রাখুন।',
    piece: { kind: 'earrings', style: 'drop', metal: 'silver', gem: 'pearl' },
  },
  {
    title: 'Ruby Chandbali Earrings',
    titleBn: 'রুবি চাঁদবালি কানের দুল',
    category: 'Earrings',
    price: 2850,
    stock: 0,
    material: 'Gold-plated silver, lab-grown rubies',
    description:
      'Crescent-moon chandbalis lined with deep red stones. Made in small batches by our karigars in Old Dhaka; this pair sells out every wedding season.',
    descriptionBn:
      'গাঢ় লাল পাথরে সাজানো অর্ধচন্দ্র আকারের চাঁদবালি। পুরান ঢাকায় আমাদের কারিগররা অল্প অল্প করে বানান; প্রতি বিয়ের মৌসুমে এই জোড়া শেষ হয়ে যায়। গোল্ড প্লেটেড রুপার ওপর ল্যাবে তৈরি রুবি। যত্ন: ভারী দুল, তাই লম্বা অনুষ্ঠানে কানের সাহারা ব্যবহার করুন; পানি থেকে দূরে রাখুন।',
    piece: { kind: 'earrings', style: 'chandbali', metal: 'gold', gem: 'ruby' },
  },
  {
    title: 'Emerald Pendant Necklace',
    titleBn: 'পান্না পেনডেন্ট নেকলেস',
    category: 'Necklaces',
    price: 3200,
    stock: 7,
    material: 'Gold-plated sterling silver, lab-grown emerald',
    description:
      'A green stone set in a slim gold-toned drop on an 18-inch chain. Bright enough for Eid, simple enough to wear every day.',
    descriptionBn:
      'সরু সোনালি ফ্রেমে বসানো সবুজ পাথর, ১৮ ইঞ্চি চেইনে। ঈদের জন্য যথেষ্ট ঝলমলে, আবার রোজ পরার মতো সাদামাটা। গোল্ড প্লেটেড স্টার্লিং সিলভার, ল্যাবে তৈরি পান্না। যত্ন: চেইন জট পাকাতে না দিতে লক লাগিয়ে আলাদা করে রাখুন।',
    piece: { kind: 'necklace', style: 'pendant', metal: 'gold', gem: 'emerald' },
  },
  {
    title: 'Freshwater Pearl Strand',
    titleBn: 'মিঠা পানির মুক্তার মালা',
    category: 'Necklaces',
    price: 4500,
    stock: 5,
    material: 'Freshwater pearls, sterling silver clasp',
    description:
      'Hand-knotted round pearls chosen for an even, soft lustre. A strand that will be handed down, finished with a sterling silver clasp.',
    descriptionBn:
      'সমান আর কোমল দ্যুতির জন্য বেছে নেওয়া গোল মুক্তা, প্রতিটির মাঝে হাতে গিঁট দেওয়া। সাথে স্টার্লিং সিলভারের ক্লাস্প। এমন একটি মালা, যা একদিন মায়ের হাত থেকে মেয়ের হাতে যাবে। যত্ন: পরার পর নরম কাপড়ে মুছে সমান করে শুইয়ে রাখুন, ঝুলিয়ে রাখবেন না।',
    piece: { kind: 'necklace', style: 'pearls', metal: 'silver', gem: 'pearl' },
  },
  {
    title: 'Sterling Silver Heart Locket',
    titleBn: 'রুপার হার্ট লকেট',
    category: 'Necklaces',
    price: 1850,
    stock: 16,
    material: '925 sterling silver, cubic zirconia',
    description:
      'A polished heart that opens to hold two tiny photos, with one small stone at its tip. Our most-chosen gift for anniversaries.',
    descriptionBn:
      'পালিশ করা হার্ট আকারের লকেট, খুললে ভেতরে দুটি ছোট ছবি রাখা যায়; নিচের কোণে একটি ছোট পাথর। বিবাহবার্ষিকীর উপহার হিসেবে এটিই আমাদের ক্রেতারা সবচেয়ে বেশি বেছে নেন। ৯২৫ স্টার্লিং সিলভার, কিউবিক জিরকোনিয়া। যত্ন: জিপ ব্যাগে রাখলে রুপা সহজে কালো হয় না।',
    option: {
      name: 'Length',
      nameBn: 'দৈর্ঘ্য',
      values: ['16 in', '18 in', '20 in'],
      prices: [1850, 1950, 2050],
      stocks: [5, 7, 4],
    },
    piece: { kind: 'necklace', style: 'locket', metal: 'silver', gem: 'diamond' },
  },
  {
    title: 'Bridal Kundan Choker',
    titleBn: 'ব্রাইডাল কুন্দন চোকার',
    category: 'Necklaces',
    price: 8900,
    stock: 2,
    material: 'Gold-plated brass, kundan stones, pearls',
    description:
      'A statement choker of alternating red and green kundan stones with pearl drops. Made to be the centrepiece of a bridal look; adjustable with a silk dori.',
    descriptionBn:
      'লাল আর সবুজ কুন্দন পাথর পালাক্রমে বসানো, নিচে মুক্তার ঝালর। বউ সাজের মূল আকর্ষণ হওয়ার জন্যই বানানো; রেশমি ডুরি দিয়ে মাপমতো ছোট-বড় করা যায়। গোল্ড প্লেটেড পিতল, কুন্দন পাথর ও মুক্তা। যত্ন: অনুষ্ঠানের পর শুকনো কাপড়ে মুছে বক্সে সমান করে রাখুন।',
    piece: { kind: 'necklace', style: 'choker', metal: 'gold', gem: 'ruby' },
  },
  {
    title: 'Silver Solitaire Ring',
    titleBn: 'রুপার সলিটেয়ার আংটি',
    category: 'Finger Ring',
    price: 2200,
    stock: 11,
    material: '925 sterling silver, cubic zirconia',
    description:
      'One brilliant-cut stone held high in four prongs on a slim polished band. A timeless promise ring at a sensible price.',
    descriptionBn:
      'সরু পালিশ করা ব্যান্ডে চারটি প্রং দিয়ে উঁচু করে বসানো একটি ঝকঝকে পাথর। সাধ্যের মধ্যে চিরকালের একটি প্রমিস রিং। ৯২৫ স্টার্লিং সিলভার, কিউবিক জিরকোনিয়া। যত্ন: হাত ধোয়া বা রান্নার আগে খুলে রাখুন।',
    option: {
      name: 'Ring size',
      nameBn: 'আংটির মাপ',
      values: ['6', '7', '8', '9'],
      prices: [2200, 2200, 2200, 2200],
      stocks: [3, 4, 4, 0],
    },
    piece: { kind: 'ring', style: 'solitaire', metal: 'silver', gem: 'diamond' },
  },
  {
    title: 'Sapphire Halo Ring',
    titleBn: 'নীলা হ্যালো আংটি',
    category: 'Finger Ring',
    price: 3750,
    stock: 6,
    material: 'Gold-plated sterling silver, lab-grown sapphire',
    description:
      'A deep blue centre stone circled by a halo of small sparkling stones. It catches the light from every side.',
    descriptionBn:
      'মাঝে গাঢ় নীল পাথর, চারপাশে ছোট ছোট ঝকঝকে পাথরের বৃত্ত। যেদিক থেকেই আলো পড়ুক, ঝলমল করে ওঠে। গোল্ড প্লেটেড স্টার্লিং সিলভার, ল্যাবে তৈরি নীলা। যত্ন: পাথরের নিচে ময়লা জমলে নরম টুথব্রাশে আলতো করে পরিষ্কার করুন।',
    option: {
      name: 'Ring size',
      nameBn: 'আংটির মাপ',
      values: ['6', '7', '8', '9'],
      prices: [3750, 3750, 3850, 3850],
      stocks: [1, 2, 3, 0],
    },
    piece: { kind: 'ring', style: 'halo', metal: 'gold', gem: 'sapphire' },
  },
  {
    title: 'Rose Gold Stacking Bands (Pair)',
    titleBn: 'রোজ গোল্ড স্ট্যাকিং আংটি (জোড়া)',
    category: 'Finger Ring',
    price: 750,
    stock: 30,
    material: 'Rose gold-plated sterling silver',
    description:
      'Two slim bands to wear together or apart. Comfort-fit inside, and easy to layer with the rings you already love.',
    descriptionBn:
      'দুটি সরু আংটি, একসাথে বা আলাদা পরুন। ভেতরের দিক মসৃণ আর আরামদায়ক; আপনার পছন্দের অন্য আংটির সাথেও সহজে মিলিয়ে পরা যায়। রোজ গোল্ড প্লেটেড স্টার্লিং সিলভার। যত্ন: সাবান আর লোশন থেকে দূরে রাখলে রং অনেক দিন থাকে।',
    option: {
      name: 'Ring size',
      nameBn: 'আংটির মাপ',
      values: ['6', '7', '8', '9'],
      prices: [750, 750, 750, 750],
      stocks: [8, 10, 12, 0],
    },
    piece: { kind: 'ring', style: 'band', metal: 'rose' },
  },
  {
    title: 'Ruby Cocktail Ring',
    titleBn: 'রুবি ককটেল আংটি',
    category: 'Finger Ring',
    price: 2650,
    stock: 0,
    material: 'Gold-plated sterling silver, lab-grown ruby',
    description:
      'A bold octagon-cut red stone framed by a crescent of small white stones. Made for weddings and dawats.',
    descriptionBn:
      'আট কোনা কাটের বড় লাল পাথর, পাশে ছোট সাদা পাথরের অর্ধচন্দ্র। বিয়ে আর দাওয়াতের জন্যই বানানো। গোল্ড প্লেটেড স্টার্লিং সিলভার, ল্যাবে তৈরি রুবি। যত্ন: পরার পর শুকনো কাপড়ে মুছে আলাদা বক্সে রাখুন।',
    option: {
      name: 'Ring size',
      nameBn: 'আংটির মাপ',
      values: ['6', '7', '8', '9'],
      prices: [2650, 2650, 2650, 2650],
      stocks: [0, 0, 0, 0],
    },
    piece: { kind: 'ring', style: 'cocktail', metal: 'gold', gem: 'ruby' },
  },
  {
    title: 'Gold-Plated Kada Bangles (Pair)',
    titleBn: 'গোল্ড প্লেটেড কড়া চুড়ি (জোড়া)',
    category: 'Bracelets',
    price: 2400,
    stock: 10,
    material: 'Gold-plated brass',
    description:
      'A pair of broad, gently domed kadas with a mirror finish. Sized 2-6 (medium); ask us on WhatsApp for other sizes.',
    descriptionBn:
      'চওড়া, হালকা উঁচু গড়নের এক জোড়া কড়া, আয়নার মতো চকচকে ফিনিশ। মাপ ২-৬ (মিডিয়াম); অন্য মাপের জন্য হোয়াটসঅ্যাপে আমাদের জানান। গোল্ড প্লেটেড পিতল। যত্ন: পানি, সাবান আর পারফিউম থেকে দূরে রাখুন।',
    piece: { kind: 'bracelet', style: 'kada', metal: 'gold' },
  },
  {
    title: 'Silver Tennis Bracelet',
    titleBn: 'রুপার টেনিস ব্রেসলেট',
    category: 'Bracelets',
    price: 5200,
    stock: 4,
    material: '925 sterling silver, cubic zirconia',
    description:
      'A continuous line of brilliant stones set in sterling silver, with a double safety clasp. Understated sparkle for evenings out.',
    descriptionBn:
      'স্টার্লিং সিলভারে একটানা সারিতে বসানো ঝকঝকে পাথর, সাথে দুই ধাপের সেফটি লক। সন্ধ্যার দাওয়াতে পরিমিত ঝলক। ৯২৫ স্টার্লিং সিলভার, কিউবিক জিরকোনিয়া। যত্ন: পলিশিং কাপড়ে মুছে জিপ ব্যাগে রাখুন।',
    piece: { kind: 'bracelet', style: 'tennis', metal: 'silver', gem: 'diamond' },
  },
  {
    title: 'Rose Gold Chain Bracelet',
    titleBn: 'রোজ গোল্ড চেইন ব্রেসলেট',
    category: 'Bracelets',
    price: 1150,
    stock: 18,
    material: 'Rose gold-plated sterling silver',
    description:
      'Fine oval links in a soft rose gold finish, adjustable from 6 to 7.5 inches. Pretty alone, better stacked.',
    descriptionBn:
      'নরম রোজ গোল্ড ফিনিশের সূক্ষ্ম ডিম্বাকার লিংক, ৬ থেকে ৭.৫ ইঞ্চি পর্যন্ত মাপ মিলিয়ে নেওয়া যায়। একা পরলেও সুন্দর, অন্য ব্রেসলেটের সাথে আরও সুন্দর। রোজ গোল্ড প্লেটেড স্টার্লিং সিলভার। যত্ন: গোসল আর অজুর আগে খুলে রাখুন।',
    piece: { kind: 'bracelet', style: 'chain', metal: 'rose' },
  },
  {
    title: 'Pearl Charm Bracelet',
    titleBn: 'মুক্তার চার্ম ব্রেসলেট',
    category: 'Bracelets',
    price: 1350,
    stock: 12,
    material: '925 sterling silver, freshwater pearls',
    description:
      'A delicate silver chain with pearl and crystal charms that move as you do. A sweet gift for a daughter or a best friend.',
    descriptionBn:
      'সূক্ষ্ম রুপার চেইনে মুক্তা আর ক্রিস্টালের চার্ম, হাত নাড়ালেই দোলে। মেয়ে বা প্রিয় বান্ধবীর জন্য মিষ্টি একটি উপহার। ৯২৫ স্টার্লিং সিলভার, মিঠা পানির মুক্তা। যত্ন: পারফিউম লাগানোর পরে পরুন, নরম থলেতে রাখুন।',
    piece: { kind: 'bracelet', style: 'charm', metal: 'silver', gem: 'pearl' },
  },
  {
    title: 'Diamond-Cut Silver Studs',
    titleBn: 'ডায়মন্ড কাট রুপার টপ',
    category: 'Earrings',
    price: 1250,
    stock: 22,
    material: '925 sterling silver, cubic zirconia',
    description:
      'Clusters of bright white stones that read as one larger stone from a distance. The everyday pair our customers buy twice.',
    descriptionBn:
      'ঝকঝকে সাদা পাথরের গুচ্ছ, দূর থেকে মনে হয় একটিই বড় পাথর। রোজ পরার এই জোড়া আমাদের অনেক ক্রেতা দ্বিতীয়বারও কেনেন। ৯২৫ স্টার্লিং সিলভার, কিউবিক জিরকোনিয়া। যত্ন: ঘুমানোর আগে খুলে জিপ ব্যাগে রাখুন।',
    piece: { kind: 'earrings', style: 'stud', metal: 'silver', gem: 'diamond' },
  },
];

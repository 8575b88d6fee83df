import type { Lang } from '@alankar/shared/lang';
import type { Piece } from './jewellery-art';

export interface DemoBlog {
  /** The language the post is written in; English when left out. */
  lang?: Lang;
  /** The picture's file name; the title's slug when left out (a Bangla title has none). */
  imageName?: string;
  title: string;
  summary: string;
  excerpt: string;
  /** Days before the seed date the post was published. */
  daysAgo: number;
  piece: Piece;
  accent: string;
}

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: "Keeping Silver Bright in Dhaka's Humidity",
    summary:
      'Silver darkens faster in our monsoon air. A few small habits keep your rings and studs bright for years, without harsh dips or expensive cleaners.',
    excerpt: `Tarnish is silver reacting with sulphur in the air, and humid weather speeds it up. That is why a pair of studs that stays bright all winter can look dull after a single week in July.

Store each piece in a small zip bag with the air pressed out, and drop a piece of chalk or a silica gel sachet into your jewellery box. Put your silver on last, after perfume, lotion and hairspray, and take it off before a shower or a swim.

To clean, use a soft polishing cloth, or warm water with a drop of mild dish soap and a soft toothbrush. Rinse, then dry completely. Avoid toothpaste and baking soda: they scratch the surface and wear away plating.

If a piece has turned very dark, bring it to our shop or message us on WhatsApp. We polish Alankar silver free of charge, any time.`,
    daysAgo: 2,
    piece: { kind: 'ring', style: 'solitaire', metal: 'silver', gem: 'diamond' },
    accent: '#0F3D33',
  },
  {
    title: 'Eid Gifts for Every Budget',
    summary:
      'From a Tk 750 pair of stacking bands to a pearl strand she will keep for life: our picks for Eid gifts, sorted by budget.',
    excerpt: `Jewellery is a gift that is remembered each time it is worn. Here is how we would spend on Eid this year.

Under Tk 1,000: rose gold stacking bands or rose gold hoops. They suit every age and come in a gift box at no extra cost.

Tk 1,000 to 2,000: amethyst flower studs, the pearl charm bracelet, or the heart locket with two tiny photos inside. These are the gifts that make a younger sister smile.

Above Tk 2,000: a pearl strand or an emerald pendant for your mother, and delivery is free. Order by the 25th of Ramadan for delivery inside Dhaka before Chaand Raat.`,
    daysAgo: 6,
    piece: { kind: 'necklace', style: 'locket', metal: 'silver', gem: 'diamond' },
    accent: '#5B1A2A',
  },
  {
    title: 'Wedding Season: The Jewellery Trends We Love',
    summary:
      'Layered chokers, mixed metals and a return of the classic jhumka. What brides and their families are choosing this winter.',
    excerpt: `Every winter the wedding season brings new ideas, and this year it brings back old favourites too.

Chokers are being layered with a longer pearl strand for the holud and the reception alike. Brides are mixing gold-toned and silver pieces on purpose, which makes it easier to wear family heirlooms alongside new jewellery.

The jhumka is back in a big way, especially lighter designs that can be worn for a whole evening. And for the groom's side, slim rings and simple kadas are replacing heavy sets.

Whatever you choose, try pieces on with the outfit's neckline in mind: a high neck wants earrings that stand out, a deep neck wants a necklace.`,
    daysAgo: 11,
    piece: { kind: 'necklace', style: 'choker', metal: 'gold', gem: 'ruby' },
    accent: '#5B1A2A',
  },
  {
    title: 'Gold-Plated or Solid Gold: What You Are Paying For',
    summary:
      'Gold plating lets you wear the look of gold for a fraction of the price. Here is how it is made, how long it lasts, and when solid gold makes more sense.',
    excerpt: `Gold-plated jewellery has a base of brass or sterling silver covered with a thin layer of real gold. It looks like gold and costs far less, which is why most everyday and occasion jewellery is made this way.

How long plating lasts depends on its thickness and on how it is worn. Pieces that rub against skin and fabric all day, like rings and bracelets, wear first. Earrings and necklaces can keep their colour for years.

Solid gold is an investment: it keeps its value and can be melted and remade. Plated jewellery is for enjoying now. Both have their place in a jewellery box.

Every Alankar plated piece lists its base metal on the product page, so you always know what you are buying.`,
    daysAgo: 17,
    piece: { kind: 'bracelet', style: 'kada', metal: 'gold' },
    accent: '#0F3D33',
  },
  {
    title: 'Pearls, Explained',
    summary:
      'Freshwater, Akoya and shell pearls look alike in a photo. How to tell them apart, and how to care for pearls so they keep their glow.',
    excerpt: `Freshwater pearls grow in mussels in lakes and rivers. They come in many shapes and soft colours and are the most affordable real pearls. Akoya pearls grow in saltwater oysters and are rounder, with a sharper shine.

Shell pearls are made by coating a bead with powdered shell. They are perfectly round and even, which is often how you can spot them.

Rub a pearl gently against your front tooth: a real pearl feels slightly gritty, an imitation feels smooth.

Pearls are soft. Put them on last, wipe them with a soft cloth after wearing, and store them flat, away from other jewellery that could scratch them.`,
    daysAgo: 24,
    piece: { kind: 'necklace', style: 'pearls', metal: 'silver', gem: 'pearl' },
    accent: '#0F3D33',
  },
  {
    title: 'Finding Your Ring Size at Home',
    summary:
      'No ring sizer? A strip of paper and a ruler will do. A quick guide to measuring your ring size, with the mistakes people make most often.',
    excerpt: `Cut a thin strip of paper and wrap it around the base of the finger you want to measure. Mark where it overlaps, then measure the length in millimetres: that is your finger's circumference.

Measure at the end of the day, when fingers are at their largest, and not when your hands are cold. If your knuckle is wider than the base of your finger, measure the knuckle too and choose a size in between.

If you already own a ring that fits well, measure its inside diameter instead. Send us either number on WhatsApp and we will tell you the size.

Most of our rings can be exchanged for another size within 7 days, as long as they are unworn and in their box.`,
    daysAgo: 33,
    piece: { kind: 'ring', style: 'halo', metal: 'gold', gem: 'sapphire' },
    accent: '#5B1A2A',
  },
  {
    title: 'How to Layer Necklaces',
    summary:
      'Layering looks effortless when the lengths are right. A simple formula for combining two or three necklaces without tangles.',
    excerpt: `Start with lengths at least two inches apart: for example a 16-inch chain, an 18-inch pendant and a 20-inch strand. Closer than that and they will tangle and hide each other.

Give each layer its own weight. A fine chain at the top, a pendant in the middle and something with texture, like pearls, at the bottom.

Keep to one metal colour for a polished look, or mix them on purpose with at least two pieces in each tone.

To stop tangles, fasten each necklace before putting on the next, or use a small layering clasp.`,
    daysAgo: 41,
    piece: { kind: 'necklace', style: 'pendant', metal: 'gold', gem: 'emerald' },
    accent: '#0F3D33',
  },
  {
    title: 'Caring for Your Jhumkas',
    summary:
      'Jhumkas have many small parts that can bend or tarnish. How to wear, clean and store them so they last for many weddings.',
    excerpt: `A jhumka's bell and its fringe of beads are attached with fine wire, so treat them gently. Lift them by the hook, never by the fringe.

After wearing, wipe them with a dry soft cloth to remove sweat and makeup. Never soak plated jhumkas in water.

Store each pair in its own box or pouch, hanging if possible, so the fringes do not tangle.

If a bead comes loose, keep it and bring it to us: small repairs on Alankar jhumkas are free.`,
    daysAgo: 52,
    piece: { kind: 'earrings', style: 'jhumka', metal: 'gold', gem: 'pearl' },
    accent: '#5B1A2A',
  },
];

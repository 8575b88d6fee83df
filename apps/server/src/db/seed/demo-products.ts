import type { Category } from '@alankar/shared/catalogue';
import type { Piece } from './jewellery-art';

export interface DemoProduct {
  title: string;
  category: Category;
  price: number;
  stock: number;
  material: string;
  description: string;
  piece: Piece;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    title: 'Gold-Plated Pearl Jhumka',
    category: 'Earrings',
    price: 1450,
    stock: 14,
    material: 'Gold-plated brass, freshwater pearls',
    description:
      'A classic bell-shaped jhumka with a fringe of small freshwater pearls. Light enough to wear from the gaye holud to the reception, and finished with a hand-polished gold plating that keeps its warmth.',
    piece: { kind: 'earrings', style: 'jhumka', metal: 'gold', gem: 'pearl' },
  },
  {
    title: 'Amethyst Flower Studs',
    category: 'Earrings',
    price: 1100,
    stock: 20,
    material: '925 sterling silver, amethyst',
    description:
      'Six violet amethysts set around a bright centre stone, like a small flower. An easy everyday pair that also looks lovely with a saree.',
    piece: { kind: 'earrings', style: 'stud', metal: 'silver', gem: 'amethyst' },
  },
  {
    title: 'Rose Gold Hoop Earrings',
    category: 'Earrings',
    price: 980,
    stock: 25,
    material: 'Rose gold-plated sterling silver',
    description:
      'Medium hoops with a soft rose gold finish and a secure click clasp. They sit close to the face and go with everything from kurtis to office shirts.',
    piece: { kind: 'earrings', style: 'hoop', metal: 'rose' },
  },
  {
    title: 'Freshwater Pearl Drop Earrings',
    category: 'Earrings',
    price: 1650,
    stock: 9,
    material: '925 sterling silver, freshwater pearls',
    description:
      'A single lustrous pearl hangs below a small sparkling stone on a sterling silver hook. Quietly elegant, and a favourite gift for mothers and sisters.',
    piece: { kind: 'earrings', style: 'drop', metal: 'silver', gem: 'pearl' },
  },
  {
    title: 'Ruby Chandbali Earrings',
    category: 'Earrings',
    price: 2850,
    stock: 0,
    material: 'Gold-plated silver, lab-grown rubies',
    description:
      'Crescent-moon chandbalis lined with deep red stones. Made in small batches by our karigars in Old Dhaka; this pair sells out every wedding season.',
    piece: { kind: 'earrings', style: 'chandbali', metal: 'gold', gem: 'ruby' },
  },
  {
    title: 'Emerald Pendant Necklace',
    category: 'Necklaces',
    price: 3200,
    stock: 7,
    material: 'Gold-plated sterling silver, lab-grown emerald',
    description:
      'A green stone set in a slim gold-toned drop on an 18-inch chain. Bright enough for Eid, simple enough to wear every day.',
    piece: { kind: 'necklace', style: 'pendant', metal: 'gold', gem: 'emerald' },
  },
  {
    title: 'Freshwater Pearl Strand',
    category: 'Necklaces',
    price: 4500,
    stock: 5,
    material: 'Freshwater pearls, sterling silver clasp',
    description:
      'Hand-knotted round pearls chosen for an even, soft lustre. A strand that will be handed down, finished with a sterling silver clasp.',
    piece: { kind: 'necklace', style: 'pearls', metal: 'silver', gem: 'pearl' },
  },
  {
    title: 'Sterling Silver Heart Locket',
    category: 'Necklaces',
    price: 1850,
    stock: 16,
    material: '925 sterling silver, cubic zirconia',
    description:
      'A polished heart that opens to hold two tiny photos, with one small stone at its tip. Our most-chosen gift for anniversaries.',
    piece: { kind: 'necklace', style: 'locket', metal: 'silver', gem: 'diamond' },
  },
  {
    title: 'Bridal Kundan Choker',
    category: 'Necklaces',
    price: 8900,
    stock: 2,
    material: 'Gold-plated brass, kundan stones, pearls',
    description:
      'A statement choker of alternating red and green kundan stones with pearl drops. Made to be the centrepiece of a bridal look; adjustable with a silk dori.',
    piece: { kind: 'necklace', style: 'choker', metal: 'gold', gem: 'ruby' },
  },
  {
    title: 'Silver Solitaire Ring',
    category: 'Finger Ring',
    price: 2200,
    stock: 11,
    material: '925 sterling silver, cubic zirconia',
    description:
      'One brilliant-cut stone held high in four prongs on a slim polished band. A timeless promise ring at a sensible price.',
    piece: { kind: 'ring', style: 'solitaire', metal: 'silver', gem: 'diamond' },
  },
  {
    title: 'Sapphire Halo Ring',
    category: 'Finger Ring',
    price: 3750,
    stock: 6,
    material: 'Gold-plated sterling silver, lab-grown sapphire',
    description:
      'A deep blue centre stone circled by a halo of small sparkling stones. It catches the light from every side.',
    piece: { kind: 'ring', style: 'halo', metal: 'gold', gem: 'sapphire' },
  },
  {
    title: 'Rose Gold Stacking Bands (Pair)',
    category: 'Finger Ring',
    price: 750,
    stock: 30,
    material: 'Rose gold-plated sterling silver',
    description:
      'Two slim bands to wear together or apart. Comfort-fit inside, and easy to layer with the rings you already love.',
    piece: { kind: 'ring', style: 'band', metal: 'rose' },
  },
  {
    title: 'Ruby Cocktail Ring',
    category: 'Finger Ring',
    price: 2650,
    stock: 0,
    material: 'Gold-plated sterling silver, lab-grown ruby',
    description:
      'A bold octagon-cut red stone framed by a crescent of small white stones. Made for weddings and dawats.',
    piece: { kind: 'ring', style: 'cocktail', metal: 'gold', gem: 'ruby' },
  },
  {
    title: 'Gold-Plated Kada Bangles (Pair)',
    category: 'Bracelets',
    price: 2400,
    stock: 10,
    material: 'Gold-plated brass',
    description:
      'A pair of broad, gently domed kadas with a mirror finish. Sized 2-6 (medium); ask us on WhatsApp for other sizes.',
    piece: { kind: 'bracelet', style: 'kada', metal: 'gold' },
  },
  {
    title: 'Silver Tennis Bracelet',
    category: 'Bracelets',
    price: 5200,
    stock: 4,
    material: '925 sterling silver, cubic zirconia',
    description:
      'A continuous line of brilliant stones set in sterling silver, with a double safety clasp. Understated sparkle for evenings out.',
    piece: { kind: 'bracelet', style: 'tennis', metal: 'silver', gem: 'diamond' },
  },
  {
    title: 'Rose Gold Chain Bracelet',
    category: 'Bracelets',
    price: 1150,
    stock: 18,
    material: 'Rose gold-plated sterling silver',
    description:
      'Fine oval links in a soft rose gold finish, adjustable from 6 to 7.5 inches. Pretty alone, better stacked.',
    piece: { kind: 'bracelet', style: 'chain', metal: 'rose' },
  },
  {
    title: 'Pearl Charm Bracelet',
    category: 'Bracelets',
    price: 1350,
    stock: 12,
    material: '925 sterling silver, freshwater pearls',
    description:
      'A delicate silver chain with pearl and crystal charms that move as you do. A sweet gift for a daughter or a best friend.',
    piece: { kind: 'bracelet', style: 'charm', metal: 'silver', gem: 'pearl' },
  },
  {
    title: 'Diamond-Cut Silver Studs',
    category: 'Earrings',
    price: 1250,
    stock: 22,
    material: '925 sterling silver, cubic zirconia',
    description:
      'Clusters of bright white stones that read as one larger stone from a distance. The everyday pair our customers buy twice.',
    piece: { kind: 'earrings', style: 'stud', metal: 'silver', gem: 'diamond' },
  },
];

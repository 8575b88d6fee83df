import { describe, expect, it } from 'vitest';
import { priceNow, saleNow, saleTermsOf, toCardData, type Product } from './catalogue';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const DAY = 86_400_000;
const at = (offset: number) => new Date(NOW + offset).toISOString();

function piece(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    slug: 'classic-band',
    title: 'Classic Band',
    titleBn: 'ক্লাসিক ব্যান্ড',
    category: 'Finger Ring',
    price: 1800,
    salePrice: null,
    saleStartsAt: null,
    saleEndsAt: null,
    weightGrams: null,
    stock: 5,
    maxPrice: 1800,
    options: [],
    variants: [{ _id: 'v1', sku: null, options: [], price: 1800, salePrice: null, stock: 5 }],
    image: '/images/band.webp',
    images: ['/images/band.webp'],
    description: '',
    descriptionBn: '',
    material: '',
    createdAt: at(-DAY),
    lastUpdated: null,
    ...overrides,
  };
}

const SIZES = { name: 'Ring size', nameBn: '', values: ['6', '7', '8'] };
const sized = (salePrices: (number | null)[], prices = [1800, 1800, 1900], sale: Partial<Product> = {}) =>
  piece({
    options: [SIZES],
    maxPrice: Math.max(...prices),
    price: Math.min(...prices),
    variants: SIZES.values.map((size, index) => ({
      _id: `v${size}`,
      sku: null,
      options: [size],
      price: prices[index]!,
      salePrice: salePrices[index]!,
      stock: 2,
    })),
    ...sale,
  });

describe('a sale', () => {
  it('is on between its dates, rounds its per cent down, and is nothing at or above the price', () => {
    const terms = { price: 1800, salePrice: 1201, saleStartsAt: at(-DAY), saleEndsAt: at(DAY) };
    expect(saleNow(terms, NOW)).toEqual({ regular: 1800, price: 1201, saving: 599, percent: 33 });
    expect(saleNow(terms, NOW - 2 * DAY)).toBeNull();
    expect(saleNow(terms, NOW + DAY)).toBeNull();
    expect(saleNow({ ...terms, salePrice: 1800 }, NOW)).toBeNull();
    expect(priceNow(terms, NOW + DAY)).toBe(1800);
  });

  it('is each size’s own for a piece in sizes, under the piece’s dates; a piece sold one way keeps its own', () => {
    const ring = sized([null, 1350, null], undefined, { saleEndsAt: at(DAY) });
    expect(saleTermsOf(ring, ring.variants[1]!)).toEqual({
      price: 1800,
      salePrice: 1350,
      saleStartsAt: null,
      saleEndsAt: at(DAY),
    });
    expect(saleTermsOf(ring, ring.variants[0]!).salePrice).toBeNull();
    const studs = piece({ salePrice: 1500 });
    expect(saleTermsOf(studs, studs.variants[0]!).salePrice).toBe(1500);
  });
});

describe('a product card', () => {
  it('shows a piece sold one way at its price and sale', () => {
    expect(toCardData(piece({ salePrice: 1500 }), 'bn', NOW)).toMatchObject({
      title: 'ক্লাসিক ব্যান্ড',
      price: 1800,
      salePrice: 1500,
      hasOptions: false,
      priceFrom: false,
    });
  });

  it('shows a piece in sizes at its cheapest size today, with that size’s sale, "from" when sizes cost more', () => {
    expect(toCardData(sized([null, null, null]), 'en', NOW)).toMatchObject({
      price: 1800,
      salePrice: null,
      priceFrom: true,
    });
    expect(toCardData(sized([null, null, 1500]), 'en', NOW)).toMatchObject({
      price: 1900,
      salePrice: 1500,
      priceFrom: true,
    });
    expect(toCardData(sized([null, null, null], [1800, 1800, 1800]), 'en', NOW)).toMatchObject({
      priceFrom: false,
    });
    // Every size on the same sale: one price today.
    const allOnSale = toCardData(sized([1350, 1350, 1350], [1800, 1800, 1800]), 'en', NOW);
    expect(allOnSale).toMatchObject({ price: 1800, salePrice: 1350, priceFrom: false });
    // A sale that has ended counts for nothing.
    const ended = toCardData(sized([null, null, 1500], undefined, { saleEndsAt: at(-DAY) }), 'en', NOW);
    expect(ended).toMatchObject({ price: 1800, priceFrom: true });
  });
});

import { describe, expect, it } from 'vitest';
import {
  combinations,
  draftOf,
  gridOf,
  rowTitle,
  soldAs,
  valuesOf,
  withOptions,
  withPrice,
  withRow,
  type VariantsDraft,
} from './variant-draft';

const ID_7 = '11111111-1111-4111-8111-111111111111';
const ID_8 = '22222222-2222-4222-8222-222222222222';

const ring: VariantsDraft = draftOf({
  options: [{ name: 'Ring size', nameBn: 'আংটির মাপ', values: ['7', '8'] }],
  variants: [
    { _id: ID_7, sku: 'BAND-7', options: ['7'], price: 1500, salePrice: null, stock: 2 },
    { _id: ID_8, sku: null, options: ['8'], price: 1650, salePrice: 1400, stock: 0 },
  ],
});

describe('valuesOf', () => {
  it.each([
    ['6, 7, 8, 9', ['6', '7', '8', '9']],
    [' 6,7 ,, 8, ', ['6', '7', '8']],
    ['Gold, Gold, Rose gold', ['Gold', 'Rose gold']],
    ['', []],
  ])('%j', (text, values) => {
    expect(valuesOf(text)).toEqual(values);
  });
});

describe('combinations', () => {
  it.each([
    [[], [[]]],
    [[['6', '7']], [['6'], ['7']]],
    [
      [
        ['16 in', '18 in'],
        ['Gold', 'Silver'],
      ],
      [
        ['16 in', 'Gold'],
        ['16 in', 'Silver'],
        ['18 in', 'Gold'],
        ['18 in', 'Silver'],
      ],
    ],
    [[['6', '7'], []], []],
  ])('%j', (lists, combos) => {
    expect(combinations(lists)).toEqual(combos);
  });
});

describe('the grid', () => {
  it('starts from the piece, one row per variant, with its id', () => {
    expect(gridOf(ring)).toEqual([
      { key: '7', values: ['7'], row: { _id: ID_7, sku: 'BAND-7', price: '1500', salePrice: '', stock: '2' } },
      { key: '8', values: ['8'], row: { _id: ID_8, sku: '', price: '1650', salePrice: '1400', stock: '0' } },
    ]);
    expect(draftOf()).toEqual({ options: [], rows: new Map() });
  });

  it('keeps the rows of the combinations that stay; new ones start at the piece’s price with no stock', () => {
    const next = withOptions(ring, [{ name: 'Ring size', nameBn: '', values: '6, 7, 8' }], '1,450');
    expect(gridOf(next).map(({ row }) => row)).toEqual([
      { sku: '', price: '1,450', salePrice: '', stock: '0' },
      { _id: ID_7, sku: 'BAND-7', price: '1500', salePrice: '', stock: '2' },
      { _id: ID_8, sku: '', price: '1650', salePrice: '1400', stock: '0' },
    ]);
  });

  it('brings a row back as it was when its value comes back', () => {
    const without8 = withOptions(ring, [{ name: 'Ring size', nameBn: '', values: '7' }], '');
    expect(gridOf(without8)).toHaveLength(1);
    const back = withOptions(without8, [{ name: 'Ring size', nameBn: '', values: '7, 8' }], '');
    expect(gridOf(back)).toEqual(gridOf(ring));
  });

  it('fills every row with one price or one sale price, and changes one row', () => {
    const filled = withPrice(ring, ' 1,600 ');
    expect(gridOf(filled).map(({ row }) => row.price)).toEqual(['1,600', '1,600']);
    const onSale = withPrice(filled, '1,200', 'salePrice');
    expect(gridOf(onSale).map(({ row }) => [row.price, row.salePrice])).toEqual([
      ['1,600', '1,200'],
      ['1,600', '1,200'],
    ]);
    const changed = withRow(filled, '8', { sku: 'BAND-8', price: '1,700', salePrice: '', stock: '4' });
    expect(gridOf(changed)[1]!.row).toEqual({ sku: 'BAND-8', price: '1,700', salePrice: '', stock: '4' });
  });

  it('names rows by their options, and an option not named yet by its place', () => {
    const options = [
      { name: 'Length', nameBn: '', values: '' },
      { name: ' ', nameBn: '', values: '' },
    ];
    expect(rowTitle(options, ['18 in', 'Gold'])).toBe('Length 18 in, Option 2 Gold');
  });
});

describe('what the form sends', () => {
  const piece = { price: 1450, stock: 3 };

  it('with options: the options and a variant per row, in order, without a price or stock of its own', () => {
    const row8 = { _id: ID_8, sku: ' ', price: '১,৬৫০', salePrice: ' 1,399 ', stock: 'x' };
    expect(soldAs(withRow(ring, '8', row8), piece)).toEqual({
      options: [{ name: 'Ring size', nameBn: 'আংটির মাপ', values: ['7', '8'] }],
      variants: [
        { _id: ID_7, sku: 'BAND-7', options: ['7'], price: 1500, salePrice: null, stock: 2 },
        { _id: ID_8, sku: '', options: ['8'], price: 1650, salePrice: 1399, stock: 'x' },
      ],
    });
  });

  it('a sale price changed is sent; one left as it was sends nothing', () => {
    const row8 = gridOf(ring)[1]!.row;
    expect(soldAs(withRow(ring, '8', { ...row8, salePrice: '1,400' }), piece, { draft: ring })).toEqual({});
    expect(soldAs(withRow(ring, '8', { ...row8, salePrice: '' }), piece, { draft: ring })).toMatchObject({
      variants: [{ salePrice: null }, { salePrice: null }],
    });
  });

  it('a piece whose options and variants are as they were: neither, so orders placed meanwhile keep their stock', () => {
    const retyped = withRow(ring, '7', { _id: ID_7, sku: 'BAND-7 ', price: '1,500', salePrice: '', stock: '2' });
    expect(soldAs(retyped, piece, { draft: ring })).toEqual({});
    expect(soldAs(withPrice(ring, '1,500'), piece, { draft: ring })).toMatchObject({
      variants: [{ price: 1500 }, { price: 1500 }],
    });
    const sized = withOptions(ring, [{ name: 'Ring size', nameBn: 'আংটির মাপ', values: '7, 8, 9' }], '1500');
    expect(soldAs(sized, piece, { draft: ring }).variants).toHaveLength(3);
  });

  it('a new piece without options: its price and stock, and no options', () => {
    expect(soldAs(draftOf(), piece)).toEqual({ options: [], price: 1450, stock: 3 });
  });

  it('a piece that never had options: its price and stock, as before', () => {
    expect(soldAs(draftOf(), piece, { draft: draftOf(), keptId: ID_7 })).toEqual(piece);
  });

  it('a piece whose options went: one variant with none, keeping the one it had', () => {
    expect(soldAs(draftOf(), piece, { draft: ring, keptId: ID_7 })).toEqual({
      options: [],
      variants: [{ _id: ID_7, options: [], price: 1450, stock: 3 }],
    });
    expect(soldAs(draftOf(), piece, { draft: ring })).toEqual({
      options: [],
      variants: [{ options: [], price: 1450, stock: 3 }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { chosenVariant, isSoldOut, variantFor } from './choose-variant';

const ring = [
  { _id: 'v6', options: ['6'], stock: 0 },
  { _id: 'v7', options: ['7'], stock: 3 },
  { _id: 'v8', options: ['8'], stock: 1 },
  { _id: 'v9', options: ['9'], stock: 0 },
];

/** A chain in two lengths and two colours, not sold in every combination. */
const chain = [
  { _id: 'a', options: ['16 in', 'Gold'], stock: 0 },
  { _id: 'b', options: ['16 in', 'Rose gold'], stock: 2 },
  { _id: 'c', options: ['18 in', 'Gold'], stock: 4 },
];

const params = (query: string) => new URLSearchParams(query);

describe('chosenVariant', () => {
  it.each([
    ['', 'v7'],
    ['variant=v9', 'v9'],
    ['variant=nope', 'v7'],
    ['o0=8', 'v8'],
    ['o0=6', 'v6'],
    ['o0=12', 'v7'],
    ['variant=v8&o0=6', 'v8'],
  ])('one option, ?%s shows %s', (query, expected) => {
    expect(chosenVariant(ring, 1, params(query))?._id).toBe(expected);
  });

  it.each([
    ['', 'b'],
    ['o0=16 in&o1=Gold', 'a'],
    ['o0=18 in&o1=Rose gold', 'c'],
    ['o0=18 in', 'c'],
    ['o1=Gold', 'c'],
  ])('two options, ?%s shows %s', (query, expected) => {
    expect(chosenVariant(chain, 2, params(query))?._id).toBe(expected);
  });

  it('has nothing to show for a piece without variants', () => {
    expect(chosenVariant([], 0, params(''))).toBeUndefined();
  });
});

describe('variantFor', () => {
  it('keeps the other values when that combination is sold', () => {
    expect(variantFor(chain, ['16 in', 'Rose gold'], 1, 'Gold')?._id).toBe('a');
  });
  it('otherwise takes one with the chosen value, in stock first', () => {
    expect(variantFor(chain, ['16 in', 'Rose gold'], 0, '18 in')?._id).toBe('c');
  });
});

describe('isSoldOut', () => {
  it('marks a value with nothing left with the other values chosen', () => {
    expect(isSoldOut(ring, ['7'], 0, '9')).toBe(true);
    expect(isSoldOut(ring, ['7'], 0, '8')).toBe(false);
    expect(isSoldOut(chain, ['18 in', 'Gold'], 0, '16 in')).toBe(true);
    expect(isSoldOut(chain, ['16 in', 'Gold'], 1, 'Rose gold')).toBe(false);
    // 18 in isn't sold in rose gold at all.
    expect(isSoldOut(chain, ['16 in', 'Rose gold'], 0, '18 in')).toBe(true);
  });
});

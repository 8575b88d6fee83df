import { describe, expect, it } from 'vitest';
import { pageCount, pageNumber, pagesToShow } from './paging';

describe('pagesToShow', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 500, [1, 2, 'gap', 500]],
    [250, 500, [1, 'gap', 249, 250, 251, 'gap', 500]],
    [3, 500, [1, 2, 3, 4, 'gap', 500]],
    [500, 500, [1, 'gap', 499, 500]],
  ] as const)('page %i of %i', (page, pages, expected) => {
    expect(pagesToShow(page, pages)).toEqual(expected);
  });
});

describe('page numbers', () => {
  it('count from 1 and fill at least one page', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber(0)).toBe(1);
    expect(pageNumber(4)).toBe(4);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

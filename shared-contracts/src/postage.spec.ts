import { orderTotal, postageFor, totalQuantity } from './postage.js';

describe('postageFor', () => {
  it.each([
    [0, 0],
    [1, 2.5],
    [2, 5],
    [3, 7.5],
    [4, 10],
    [7, 10],
    [8, 12.5],
    [18, 12.5],
    [19, 15],
    [35, 15],
    [36, 23],
    [500, 23],
  ])('charges for %i booklets CHF %d', (quantity, postage) => {
    expect(postageFor(quantity)).toBe(postage);
  });
});

describe('orderTotal', () => {
  it('adds the postage to the booklets', () => {
    const lines = [
      { unitPrice: 49, quantity: 2 },
      { unitPrice: 39.9, quantity: 1 },
    ];
    expect(orderTotal(lines, postageFor(totalQuantity(lines)))).toBe(145.4);
  });

  it('adds nothing when there is no postage', () => {
    expect(orderTotal([{ unitPrice: 49, quantity: 1 }], 0)).toBe(49);
  });

  it('rounds to whole centimes', () => {
    expect(orderTotal([{ unitPrice: 0.1, quantity: 3 }], 0.2)).toBe(0.5);
    expect(orderTotal([{ unitPrice: 19.995, quantity: 1 }], 0)).toBe(20);
  });

  it('counts the booklets of all lines', () => {
    expect(totalQuantity([{ quantity: 3 }, { quantity: 5 }])).toBe(8);
  });
});

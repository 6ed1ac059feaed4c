import { bookletToOrder } from './booklet-order-anchor';

describe('bookletToOrder', () => {
  it("reads the booklet from Home's order anchor", () => {
    expect(bookletToOrder('#order-7')).toBe(7);
    expect(bookletToOrder('#order-1234567890')).toBe(1234567890);
  });

  it('is undefined for the sections and anything that is not a booklet id', () => {
    for (const hash of [
      '',
      '#order',
      '#vouchers',
      '#order-',
      '#order-0',
      '#order-07',
      '#order-x',
      '#order-1-2',
      '#order-12345678901',
    ]) {
      expect(bookletToOrder(hash)).toBeUndefined();
    }
  });
});
